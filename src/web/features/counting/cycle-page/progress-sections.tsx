import { useLingui } from '@lingui/react/macro';
import type { CountingProgress, ProgressBin } from '../../../../domain/counting/results';
import { formatDate } from '../../../i18n/format-date';
import { BIN_STATE_LABELS, RECOUNT_REASON_LABELS } from './cycle-texts';

/** Bins done against bins to count, as a bar with its figures in words. */
export function ProgressBar({ totals }: { totals: CountingProgress['totals'] }) {
  const { i18n, t } = useLingui();
  const done = i18n.number(totals.binsDone);
  const total = i18n.number(totals.binsTotal);
  const units = i18n.number(totals.unitsCounted);
  return (
    <div className="cycle-progress">
      <progress max={Math.max(totals.binsTotal, 1)} value={totals.binsDone} aria-label={t`Bins counted`} />
      <span>{t`${done} of ${total} bins counted · ${units} units counted`}</span>
    </div>
  );
}

/** Who counted the bin in its current round. */
const countersOf = (bin: ProgressBin) =>
  bin.counts
    .filter((count) => count.round === bin.round)
    .map((count) => count.user ?? count.device ?? '')
    .filter(Boolean)
    .join(', ');

/** Per zone, its bins as a compact grid: the state is written in each tile, the colour only helps. */
export function BinGrid({ zones }: { zones: CountingProgress['zones'] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="cycle-section" aria-labelledby="cycle-bins-title">
      <h2 id="cycle-bins-title">{t`Bins`}</h2>
      {zones.map((zone) => {
        const done = zone.bins.filter((bin) => bin.state === 'counted').length;
        return (
          <div key={zone.id} className="cycle-zone">
            <h3>
              {zone.code} · {zone.name} <span className="cycle-zone-count">{t`${i18n.number(done)} of ${i18n.number(zone.bins.length)} counted`}</span>
            </h3>
            <ul className="cycle-bins" aria-label={t`Bins of zone ${zone.code}`}>
              {zone.bins.map((bin) => {
                const state = i18n._(BIN_STATE_LABELS[bin.state]);
                const units = Math.max(0, ...bin.counts.filter((count) => count.round === bin.round).map((count) => count.units));
                const who = countersOf(bin);
                const code = bin.code;
                const round = bin.round;
                const title = who ? t`${code}: ${state}, round ${round}, by ${who}` : t`${code}: ${state}, round ${round}`;
                return (
                  <li key={bin.id} className={`cycle-bin cycle-bin--${bin.state}`} title={title} data-testid={`bin-${bin.code}`}>
                    <span className="cycle-bin-code">{bin.code}</span>
                    <span className="cycle-bin-state">{state}</span>
                    {bin.counts.length > 0 ? <span className="cycle-bin-units">{t`${i18n.number(units)} units`}</span> : null}
                    {bin.round > 1 ? <span className="cycle-bin-round">{t`Round ${bin.round}`}</span> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

export function CounterList({ counters }: { counters: CountingProgress['counters'] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="cycle-section" aria-labelledby="cycle-counters-title">
      <h2 id="cycle-counters-title">{t`Counters`}</h2>
      {counters.length === 0 ? (
        <p>{t`Nobody has counted yet.`}</p>
      ) : (
        <table className="cycle-table cards-on-phone" aria-label={t`Counters`}>
          <thead>
            <tr>
              <th scope="col">{t`Counter`}</th>
              <th scope="col">{t`Entries`}</th>
              <th scope="col">{t`Last seen`}</th>
            </tr>
          </thead>
          <tbody>
            {counters.map((counter) => (
              <tr key={counter.userId ?? counter.name}>
                <td data-label={t`Counter`}>{counter.name || t`Unknown`}</td>
                <td data-label={t`Entries`} className="number">{i18n.number(counter.entries)}</td>
                <td data-label={t`Last seen`}>{counter.lastSeenAt ? formatDate(counter.lastSeenAt) : t`Not yet`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function RecountList({ recounts }: { recounts: CountingProgress['recounts'] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="cycle-section" aria-labelledby="cycle-recounts-title">
      <h2 id="cycle-recounts-title">{t`Recount tasks`}</h2>
      {recounts.length === 0 ? (
        <p>{t`No recounts so far.`}</p>
      ) : (
        <table className="cycle-table cards-on-phone" aria-label={t`Recount tasks`}>
          <thead>
            <tr>
              <th scope="col">{t`Bin`}</th>
              <th scope="col">{t`Reason`}</th>
              <th scope="col">{t`Round`}</th>
              <th scope="col">{t`State`}</th>
              <th scope="col">{t`Ordered`}</th>
            </tr>
          </thead>
          <tbody>
            {recounts.map((task) => (
              <tr key={task.id}>
                <td data-label={t`Bin`}>{task.binCode}</td>
                <td data-label={t`Reason`}>{i18n._(RECOUNT_REASON_LABELS[task.reason])}</td>
                <td data-label={t`Round`} className="number">{i18n.number(task.round)}</td>
                <td data-label={t`State`}>{task.status === 'open' ? <span className="chip">{t`Open`}</span> : <span className="chip chip--muted">{t`Done`}</span>}</td>
                <td data-label={t`Ordered`}>{formatDate(task.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
