import { useLingui } from '@lingui/react/macro';
import type { PackBin } from '../../../../domain/counting/pack';
import type { BinState } from './count-session-store';

/** Every bin of the cycle in walking order, with where it stands on this device. */
export function BinList({ bins, states, current }: { bins: readonly PackBin[]; states: ReadonlyMap<string, BinState>; current: string | null }) {
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
          const state = bin.id === current ? 'open' : again ? 'recount' : (own?.state ?? 'todo');
          const label = state === 'open' ? t`counting` : state === 'recount' ? t`count again` : state === 'closed' ? t`${own?.counted ?? 0} counted` : t`to count`;
          return (
            <li key={bin.id} className={`count__bin count__bin--${state}`} data-testid="count-bin" data-bin={bin.code} data-state={state}>
              <strong>{bin.code}</strong> <span>{label}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
