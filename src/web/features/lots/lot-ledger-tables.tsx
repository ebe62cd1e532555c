import { useLingui } from '@lingui/react/macro';
import type { LotMovement, LotUnit } from '../../../domain/inventory/lots';
import { formatDate } from '../../i18n/format-date';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { movementTypeLabel } from '../../i18n/movement-type-label';

const placeOf = (place: { bin: string | null; container: string | null }) => [place.bin, place.container].filter(Boolean).join(' / ');

/** The lot's units: where each stands, in which state, how many. */
export function LotUnits({ units }: { units: readonly LotUnit[] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="lot-section" aria-labelledby="lot-units-title">
      <h2 id="lot-units-title">{t`Units`}</h2>
      {units.length === 0 ? (
        <p>{t`No unit belongs to this lot yet.`}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table cards-on-phone" aria-labelledby="lot-units-title">
            <thead>
              <tr>
                <th scope="col">{t`WMS number`}</th>
                <th scope="col">{t`Serial number`}</th>
                <th scope="col">{t`Quantity`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Location`}</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.id}>
                  <td data-label={t`WMS number`}>{unit.wmsNumber}</td>
                  <td data-label={t`Serial number`}>{unit.serial ?? '—'}</td>
                  <td data-label={t`Quantity`} className="number">
                    {i18n.number(unit.quantity)}
                  </td>
                  <td data-label={t`Status`}>{i18n._(ITEM_STATUS_LABELS[unit.status])}</td>
                  <td data-label={t`Location`}>{placeOf(unit.place) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The ledger rows of the lot's units, newest first. */
export function LotMovements({ movements }: { movements: readonly LotMovement[] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="lot-section" aria-labelledby="lot-movements-title">
      <h2 id="lot-movements-title">{t`Movements`}</h2>
      {movements.length === 0 ? (
        <p>{t`No movement yet.`}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table cards-on-phone" aria-labelledby="lot-movements-title">
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`WMS number`}</th>
                <th scope="col">{t`Quantity`}</th>
                <th scope="col">{t`From`}</th>
                <th scope="col">{t`To`}</th>
                <th scope="col">{t`Reference`}</th>
                <th scope="col">{t`User`}</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.id}>
                  <td data-label={t`Date`}>{formatDate(m.at)}</td>
                  <td data-label={t`Type`}>{movementTypeLabel(i18n, m.type)}</td>
                  <td data-label={t`WMS number`}>{m.wmsNumber ?? '—'}</td>
                  <td data-label={t`Quantity`} className="number">
                    {i18n.number(m.quantity)}
                  </td>
                  <td data-label={t`From`}>{placeOf(m.from) || '—'}</td>
                  <td data-label={t`To`}>{placeOf(m.to) || '—'}</td>
                  <td data-label={t`Reference`}>{m.reference?.id ?? '—'}</td>
                  <td data-label={t`User`}>{m.username ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
