import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '../../../domain/orders/orders';
import { formatDate } from '../../i18n/format-date';
import { useShortReasonLabel } from './order-labels';

/** Per line: ordered, allocated, picked, packed, shipped; a short line says why in words. */
export function OrderLinesSection({ order }: { order: OrderDetail }) {
  const { i18n, t } = useLingui();
  const shortLabel = useShortReasonLabel();
  const n = (value: number) => i18n.number(value);
  return (
    <section className="order-section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t`Lines`}</h2>
      <table className="order-table cards-on-phone" aria-label={t`Order lines`}>
        <thead>
          <tr>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Lot or unit`}</th>
            <th scope="col">{t`Ordered`}</th>
            <th scope="col">{t`Allocated`}</th>
            <th scope="col">{t`Picked`}</th>
            <th scope="col">{t`Packed`}</th>
            <th scope="col">{t`Shipped`}</th>
            <th scope="col">{t`Short`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} data-testid="order-line-row">
              <td data-label={t`SKU`}>{`${line.sku.code} · ${line.sku.description}`}</td>
              <td data-label={t`Lot or unit`}>{[line.lotNumber, line.unit].filter(Boolean).join(' · ')}</td>
              <td data-label={t`Ordered`} className="number">
                {n(line.ordered)}
              </td>
              <td data-label={t`Allocated`} className="number">
                {n(line.allocated)}
              </td>
              <td data-label={t`Picked`} className="number">
                {n(line.picked)}
              </td>
              <td data-label={t`Packed`} className="number">
                {n(line.packed)}
              </td>
              <td data-label={t`Shipped`} className="number">
                {n(line.shipped)}
              </td>
              <td data-label={t`Short`}>{line.shortReason ? <span className="order-short">{t`Short by ${n(line.ordered - line.allocated)}: ${shortLabel(line.shortReason)}`}</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The units the order holds, where they lie. */
export function OrderUnitsSection({ order }: { order: OrderDetail }) {
  const { i18n, t } = useLingui();
  return (
    <section className="order-section" aria-labelledby="order-units-title">
      <h2 id="order-units-title">{t`Units`}</h2>
      {order.units.length === 0 ? (
        <p>{t`No unit is allocated to this order.`}</p>
      ) : (
        <table className="order-table cards-on-phone" aria-label={t`Allocated units`}>
          <thead>
            <tr>
              <th scope="col">{t`WMS number`}</th>
              <th scope="col">{t`Serial`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Lot`}</th>
              <th scope="col">{t`Bin`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {order.units.map((unit) => (
              <tr key={unit.itemId}>
                <td data-label={t`WMS number`}>{unit.wmsNumber}</td>
                <td data-label={t`Serial`}>{unit.serial}</td>
                <td data-label={t`Quantity`} className="number">
                  {i18n.number(unit.quantity)}
                </td>
                <td data-label={t`Lot`}>{unit.lotNumber}</td>
                <td data-label={t`Bin`}>{unit.bin}</td>
                <td data-label={t`Status`}>{unit.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Who did what to the order, from the audit rows. */
export function OrderHistorySection({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const actions: Record<string, string> = {
    'order.create': t`Created`,
    'order.update': t`Edited`,
    'order.open': t`Opened`,
    'order.allocate': t`Allocated`,
    'order.allocate-partly': t`Partly allocated`,
    'order.deallocate': t`Deallocated`,
    'order.cancel': t`Cancelled`,
  };
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t`History`}</h2>
      <ol className="order-history">
        {order.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {`${formatDate(entry.at)} · ${actions[entry.action] ?? entry.action} · ${entry.username ?? ''}`}
            {typeof entry.detail.reason === 'string' ? ` · ${entry.detail.reason}` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
