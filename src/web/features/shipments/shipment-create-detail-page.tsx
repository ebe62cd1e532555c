import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShipmentDetail } from '../../../domain/shipping/shipments';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { ShipmentDetailForm } from './shipment-detail-form';
import { ShipmentLabelActions } from './shipment-label-actions';
import { ShipmentRates, useRateChoice } from './shipment-rates';
import { shipmentQuery } from './shipments-api';
import './shipments.css';
import { useClientLabel } from '../../i18n/client-label';

/** A shipment before its label: what goes (orders, cartons), how (carrier, service, declared value), what it costs. */
export function ShipmentCreateDetailPage({ number }: { number: string }) {
  const shipment = useQuery(shipmentQuery(number));
  const { t } = useLingui();
  if (shipment.isError) return <ScreenFrame><p role="alert">{t`The shipment could not be loaded.`}</p></ScreenFrame>;
  if (!shipment.data) return <ScreenFrame><p role="status">{t`Loading…`}</p></ScreenFrame>;
  return <ShipmentCreateDetail data={shipment.data} />;
}

function ShipmentCreateDetail({ data }: { data: ShipmentDetail }) {
  const { t, i18n } = useLingui();
  const clientLabel = useClientLabel();
  const choice = useRateChoice(data);
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
      {data.status === 'packed' ? <ShipmentRates choice={choice} /> : null}
      <ShipmentLabelActions shipment={data} service={choice.service} />
    </ScreenFrame>
  );
}
