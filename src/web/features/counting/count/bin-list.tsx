import { useLingui } from '@lingui/react/macro';
import type { OthersOnBin } from '../../../../domain/counting/bin-states';
import type { PackBin } from '../../../../domain/counting/pack';
import type { BinState } from './count-state';

interface BinListProps {
  bins: readonly PackBin[];
  states: ReadonlyMap<string, BinState>;
  /** Who else holds or closed each bin, as the server last said. */
  others: ReadonlyMap<string, OthersOnBin>;
  current: string | null;
}

/** Every bin of the cycle in walking order, with where it stands on this device and who else is on it. */
export function BinList({ bins, states, others, current }: BinListProps) {
  const { t } = useLingui();
  const done = bins.filter((bin) => states.get(bin.id)?.state === 'closed' && !(bin.recount && (states.get(bin.id)?.round ?? 0) < bin.round)).length;
  return (
    <section className="count__bins" aria-labelledby="count-bins-title">
      <h2 id="count-bins-title" className="count__bins-title">
        {t`Bins: ${done} of ${bins.length} counted on this device`}
      </h2>
      <ul className="count__bin-grid">
        {bins.map((bin) => {
          const own = states.get(bin.id);
          const again = bin.recount && (own?.round ?? 0) < bin.round;
          const who = others.get(bin.id);
          const closedElsewhere = !own && !!who?.closedBy.length;
          const state = bin.id === current ? 'open' : again ? 'recount' : (own?.state ?? (closedElsewhere ? 'elsewhere' : 'todo'));
          const label =
            state === 'open' ? t`counting` : state === 'recount' ? t`count again` : state === 'closed' ? t`${own?.counted ?? 0} counted` : state === 'elsewhere' ? t`counted on another device` : t`to count`;
          return (
            <li key={bin.id} className={`count__bin count__bin--${state}`} data-testid="count-bin" data-bin={bin.code} data-state={state}>
              <strong>{bin.code}</strong> <span>{label}</span>
              {who?.holding.length ? <span className="count__who">{t`Counting now: ${who.holding.join(', ')}`}</span> : null}
              {who?.closedBy.length ? <span className="count__who">{t`Closed by: ${who.closedBy.join(', ')}`}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
