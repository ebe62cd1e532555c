import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { type InventoryDashboard, itemListHref } from '../../../domain/inventory/dashboard';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import { EXPIRY_LABELS } from './dashboard-texts';

/** The soonest-expiring lots by name, each opening its units in the item list. */
export function ExpiringLotsTable({ lots, onOpen }: { lots: InventoryDashboard['lots']; onOpen: (href: string) => void }) {
  const { t, i18n } = useLingui();
  const follow = (href: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <section className="chart" aria-labelledby="expiring-lots-heading">
      <h2 id="expiring-lots-heading" className="chart-title">{t`Lots expired or expiring within 90 days`}</h2>
      {lots.length === 0 ? (
        <p>{t`No lot expires within 90 days.`}</p>
      ) : (
        <div className="chart-table-scroll" role="region" aria-labelledby="expiring-lots-heading" tabIndex={0}>
          <table className="chart-table" data-testid="expiring-lots">
            <thead>
              <tr>
                <th scope="col">{t`Lot`}</th>
                <th scope="col">{t`SKU`}</th>
                <th scope="col">{t`Client`}</th>
                <th scope="col">{t`Expiry`}</th>
                <th scope="col">{t`Units`}</th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot) => {
                const href = itemListHref({ lot: lot.lotNumber, sku: lot.sku.id });
                return (
                  <tr key={`${lot.sku.id}|${lot.lotNumber}`}>
                    <th scope="row">
                      <a href={href} onClick={follow(href)}>{lot.lotNumber}</a>
                    </th>
                    <td>{lot.sku.code}</td>
                    <td>{lot.client.code}</td>
                    <td>
                      {dayjs(lot.expiry).format(DATE_FORMAT)} ({i18n._(EXPIRY_LABELS[lot.bucket])})
                    </td>
                    <td>{i18n.number(lot.units)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
