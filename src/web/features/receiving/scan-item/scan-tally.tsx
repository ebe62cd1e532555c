import { useLingui } from '@lingui/react/macro';
import type { ScanContext } from '../../../../domain/receiving/scan-context';
import { type SkuIndex, tallyOf } from '../../../../domain/receiving/scan-session';

/** Expected against received per SKU, always in view; over and under are said in words, not only colour. */
export function ScanTally({ context, received, index }: { context: ScanContext; received: ReadonlyMap<string, number>; index: SkuIndex }) {
  const { t } = useLingui();
  const lines = tallyOf(context, received, index);
  const total = [...received.values()].reduce((sum, n) => sum + n, 0);
  const expectedTotal = context.expected.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="scan-tally" aria-labelledby="scan-tally-title">
      <h2 id="scan-tally-title" className="scan-tally__title">
        {context.expected.length ? t`Received ${total} of ${expectedTotal}` : t`Received ${total}`}
      </h2>
      <table className="scan-tally__table">
        <thead>
          <tr>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Expected`}</th>
            <th scope="col">{t`Received`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const state = line.expected === null ? 'open' : line.received > line.expected ? 'over' : line.received === line.expected ? 'done' : 'under';
            return (
              <tr key={line.skuId} className={`scan-tally__row scan-tally__row--${state}`} data-testid="tally-row" data-sku={line.sku?.code}>
                <th scope="row">
                  {line.sku?.code ?? line.skuId} <span className="scan-tally__desc">{line.sku?.description}</span>
                </th>
                <td>{line.expected ?? '–'}</td>
                <td data-testid="tally-received">
                  {line.received}
                  {state === 'over' ? <span className="badge badge--danger">{t`over`}</span> : state === 'done' ? <span className="badge badge--success">{t`complete`}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
