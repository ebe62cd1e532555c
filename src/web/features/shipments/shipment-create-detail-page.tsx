import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { ShipmentDetailForm } from './shipment-detail-form';
import { ShipmentLabelActions } from './shipment-label-actions';
import { shipmentQuery } from './shipments-api';
import './shipments.css';
import { useClientLabel } from '../../i18n/client-label';

/** A shipment before its label: what goes (orders, cartons), how (carrier, service, declared value). */
export function ShipmentCreateDetailPage({ number }: { number: string }) {
  const { t, i18n } = useLingui();
  const clientLabel = useClientLabel();
  const shipment = useQuery(shipmentQuery(number));
  const data = shipment.data;
  if (shipment.isError) return <ScreenFrame><p role="alert">{t`The shipment could not be loaded.`}</p></ScreenFrame>;
  if (!data) return <ScreenFrame><p role="status">{t`Loading…`}</p></ScreenFrame>;
  const weight = data.cartonList.reduce((sum, carton) => sum + (carton.weightG ?? 0), 0);
  return (
    <ScreenFrame>
      <h2 className="shipment-view__title">
        {data.number} <StateChip machine={shipmentStates} state={data.status} testId="shipment-status" />
      </h2>
      <p>
        {t`${clientLabel(data.client, 'name')} · orders ${data.orders.join(', ')} · ${data.cartonList.length} cartons · ${i18n.number(weight / 1000)} kg`}{' '}
        <PageLink page="shipping-shipment-view-detail" params={{ shipmentId: data.number }}>
          {t`View the shipment`}
        </PageLink>
      </p>
      <p className="shipment-view__address">{data.shipTo.join('\n')}</p>
      <ShipmentDetailForm key={`${data.number} ${data.status}`} shipment={data} />
      <ShipmentLabelActions shipment={data} />
    </ScreenFrame>
  );
}
