import { useLingui } from '@lingui/react/macro';
import type { DiscrepancyRow } from '../../../../domain/counting/results';
import { DISCREPANCY_TYPE_LABELS } from './cycle-texts';

/** A row's key: stored rows by id; live ones (no id yet) by what they are about. */
export const rowKey = (row: DiscrepancyRow) => row.id ?? `${row.type}|${row.itemId ?? row.sku?.id ?? row.code}|${row.expectedBin?.id}|${row.countedBin?.id}`;

interface Props {
  rows: readonly DiscrepancyRow[];
  /** Offered when there is something to do with a selection. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
}

/** Expected against counted per unit or per bin and SKU: the type in words and colour, value where the SKU has one. */
export function DiscrepancyTable({ rows, selectable, selected, onSelectedChange }: Props) {
  const { i18n, t } = useLingui();
  const n = (value: number) => i18n.number(value);
  const money = (value: number | null) => (value === null ? '' : i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const choosable = rows.filter((row) => !(row.status === 'accepted'));
  const allChosen = choosable.length > 0 && choosable.every((row) => selected.has(rowKey(row)));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };
  if (rows.length === 0) return <p>{t`No discrepancies: every counted bin holds what was expected.`}</p>;
  const total = rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
  return (
    <table className="cycle-table cycle-discrepancies" aria-label={t`Discrepancies`}>
      <thead>
        <tr>
          {selectable ? (
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t`Choose every open discrepancy`}
                checked={allChosen}
                onChange={() => onSelectedChange(allChosen ? new Set() : new Set(choosable.map(rowKey)))}
              />
            </th>
          ) : null}
          <th scope="col">{t`Type`}</th>
          <th scope="col">{t`SKU`}</th>
          <th scope="col">{t`Unit`}</th>
          <th scope="col">{t`Expected in`}</th>
          <th scope="col">{t`Found in`}</th>
          <th scope="col">{t`Expected`}</th>
          <th scope="col">{t`Counted`}</th>
          <th scope="col">{t`Value`}</th>
          <th scope="col">{t`State`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          const unit = row.wmsNumber ? [row.wmsNumber, row.serial].filter(Boolean).join(' · ') : (row.code ?? '');
          const label = `${i18n._(DISCREPANCY_TYPE_LABELS[row.type])} ${row.sku?.code ?? row.code ?? ''} ${unit}`.trim();
          return (
            <tr key={key}>
              {selectable ? (
                <td>
                  {row.status === 'accepted' ? null : (
                    <input type="checkbox" aria-label={t`Choose ${label}`} checked={selected.has(key)} onChange={() => toggle(key)} />
                  )}
                </td>
              ) : null}
              <td>
                <span className={`cycle-type cycle-type--${row.type}`}>{i18n._(DISCREPANCY_TYPE_LABELS[row.type])}</span>
              </td>
              <td>{row.sku ? `${row.sku.code} · ${row.sku.description}` : t`Unknown`}</td>
              <td>{unit}</td>
              <td>{row.expectedBin?.code ?? '—'}</td>
              <td>{row.countedBin?.code ?? '—'}</td>
              <td className="number">{n(row.expectedQuantity)}</td>
              <td className="number">{n(row.countedQuantity)}</td>
              <td className="number">{money(row.value)}</td>
              <td>{row.status === 'accepted' ? <span className="chip chip--muted">{t`Accepted`}</span> : <span className="chip">{t`Open`}</span>}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={selectable ? 8 : 7}>
            {t`Total value`}
          </th>
          <td className="number">{money(total)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
