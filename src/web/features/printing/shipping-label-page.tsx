import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';

/** The printable shipping label, outside every layout. */
export function ShippingLabelPage(): ReactElement {
  const { t } = useLingui();
  // Read loosely: typing it through the route tree would make this component's type circular.
  const { shipmentNumber } = useParams({ strict: false }) as { shipmentNumber?: string };
  return (
    <main className="ion-padding">
      <h1 data-testid="page-title">{t`Shipping label`}</h1>
      <p data-testid="shipment-number">{shipmentNumber}</p>
    </main>
  );
}
