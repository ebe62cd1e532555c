import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { formatDate } from '../../i18n/format-date';
import { can } from '../../lib/session/session';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { ShipmentLabelActions } from './shipment-label-actions';
import { shipmentQuery } from './shipments-api';
import './shipments.css';
import { useClientLabel } from '../../i18n/client-label';

/** One shipment: its orders, where it goes, how, and its cartons with SSCC, weight and tracking; the labels to print. */
export function ShipmentViewPage({ number }: { number: string }) {
  const { t, i18n } = useLingui();
  const clientLabel = useClientLabel();
  const shipment = useQuery(shipmentQuery(number));
  const data = shipment.data;
  if (shipment.isError) return <ScreenFrame><p role="alert">{t`The shipment could not be loaded.`}</p></ScreenFrame>;
  if (!data) return <ScreenFrame><p role="status">{t`Loading…`}</p></ScreenFrame>;
  return (
    <ScreenFrame>
      <section className="shipment-view" aria-labelledby="shipment-facts-title">
        <h2 id="shipment-facts-title" className="shipment-view__title">
          {data.number} <StateChip machine={shipmentStates} state={data.status} testId="shipment-status" />
        </h2>
        <dl className="shipment-view__facts">
          <dt>{t`Client`}</dt>
          <dd>{clientLabel(data.client, 'name')}</dd>
          <dt>{t`Orders`}</dt>
          <dd>{data.orders.join(', ')}</dd>
          <dt>{t`Carrier`}</dt>
          <dd>{[data.carrier ?? t`Own fleet`, data.service].filter(Boolean).join(' · ')}</dd>
          <dt>{t`Ship to`}</dt>
          <dd className="shipment-view__address">{data.shipTo.join('\n')}</dd>
          <dt>{t`Created`}</dt>
          <dd>{formatDate(data.createdAt)}</dd>
          {data.packedAt ? (
            <>
              <dt>{t`Packed`}</dt>
              <dd>{formatDate(data.packedAt)}</dd>
            </>
          ) : null}
          {data.labelledAt ? (
            <>
              <dt>{t`Labelled`}</dt>
              <dd>{formatDate(data.labelledAt)}</dd>
            </>
          ) : null}
          {data.shippedAt ? (
            <>
              <dt>{t`Shipped`}</dt>
              <dd>{formatDate(data.shippedAt)}</dd>
            </>
          ) : null}
        </dl>
        {(data.status === 'packing' || data.status === 'packed') && can('SHIPMENT_PACKING_DETAIL') ? (
          <p>
            <PageLink page="shipping-shipment-create-detail" params={{ shipmentId: data.number }}>
              {t`Carrier, service and label`}
            </PageLink>
          </p>
        ) : null}
      </section>
      {can('SHIPMENT_PACKING_DETAIL') ? <ShipmentLabelActions shipment={data} /> : null}
      <table className="shipment-cartons cards-on-phone" aria-label={t`Cartons`}>
        <thead>
          <tr>
            <th scope="col">{t`Carton`}</th>
            <th scope="col">{t`SSCC`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Units`}</th>
            <th scope="col">{t`Weight`}</th>
            <th scope="col">{t`Tracking number`}</th>
          </tr>
        </thead>
        <tbody>
          {data.cartonList.map((carton) => (
            <tr key={carton.id} data-testid="shipment-carton">
              <td data-label={t`Carton`}>{t`${carton.position} of ${data.cartonList.length}`}</td>
              <td data-label={t`SSCC`}>{carton.sscc}</td>
              <td data-label={t`Type`}>{carton.cartonType}</td>
              <td data-label={t`Units`}>{i18n.number(carton.units)}</td>
              <td data-label={t`Weight`}>{carton.weightG === null ? t`Open` : t`${i18n.number(carton.weightG / 1000)} kg`}</td>
              <td data-label={t`Tracking number`}>
                {carton.trackingNumber ? (
                  carton.trackingUrl ? (
                    <a href={carton.trackingUrl} target="_blank" rel="noreferrer">
                      {carton.trackingNumber}
                    </a>
                  ) : (
                    carton.trackingNumber
                  )
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScreenFrame>
  );
}
