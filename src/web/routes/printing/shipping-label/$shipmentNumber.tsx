import { createFileRoute } from '@tanstack/react-router';
import { ShippingLabelPage } from '../../../features/printing/shipping-label-page';
import { guardPage } from '../../../lib/navigation/guard';

/** Printable label: no layout, sign-in only. */
export const Route = createFileRoute('/printing/shipping-label/$shipmentNumber')({
  staticData: { page: 'printing-shipping-label' },
  beforeLoad: guardPage('printing-shipping-label'),
  component: ShippingLabelPage,
});
