import { useLingui } from '@lingui/react/macro';
import { itemsIn } from '../../../domain/inventory/movement-index';
import { putAwayWalk } from '../../../domain/inventory/movement-walk';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { MoveSession } from './movement-session-store';
import type { MoveEntry, MoveState } from './movement-state';
import { refusalText } from './movement-texts';

/** The step's own controls: the quantity of an SKU, the lot among several, the allocated confirmation. */
export function SelectionControls({ moving, state }: { moving: MoveSession; state: MoveState }) {
  const { t } = useLingui();
  const { selection, lots } = state;
  if (lots) {
    return (
      <div className="inline-form" role="group" aria-label={t`Lot`} data-testid="move-lots">
        {lots.lots.map((lot) => (
          <Button key={lot.lotNumber ?? ''} variant="outline" onClick={() => moving.chooseLot(lot.lotNumber)}>
            {lot.lotNumber ?? t`No lot`} ({lot.available})
          </Button>
        ))}
      </div>
    );
  }
  if (!selection) return null;
  return (
    <div className="inline-form">
      {selection.kind === 'quantity' ? (
        <TextField id="move-quantity" label={t`How many of ${selection.sku.code} (${selection.available} here)`} value={state.quantityText} onChange={moving.setQuantityText} inputMode="numeric" autoComplete="off" />
      ) : null}
      {selection.kind !== 'quantity' && !state.confirmed && allocatedIn(moving, state) ? <Button onClick={moving.confirmAllocated}>{t`Move allocated units`}</Button> : null}
      <Button variant="outline" onClick={moving.clear}>
        {t`Cancel`}
      </Button>
    </div>
  );
}

function allocatedIn(moving: MoveSession, state: MoveState): boolean {
  const { selection } = state;
  if (!selection || selection.kind === 'quantity') return false;
  if (selection.kind === 'item') return selection.item.status === 'allocated';
  const place = selection.kind === 'bin' ? { binId: selection.bin.id, containerId: null } : { binId: null, containerId: selection.container.id };
  return itemsIn(moving.index, place).some((item) => item.status === 'allocated');
}

/** Put-away: where each received unit of the scanned place should go, in walking order. */
export function WalkList({ moving, state }: { moving: MoveSession; state: MoveState }) {
  const { t } = useLingui();
  const { from } = state;
  if (!from) return null;
  const index = moving.index;
  const units = itemsIn(index, from.kind === 'bin' ? { binId: from.bin.id, containerId: null } : { binId: null, containerId: from.container.id });
  const walk = putAwayWalk(index, units);
  if (walk.length === 0) return null;
  return (
    <section aria-labelledby="move-walk-title">
      <h2 id="move-walk-title" className="move__title">{t`Put-away walk`}</h2>
      <ol className="move__walk" data-testid="move-walk">
        {walk.map((stop) => (
          <li key={stop.bin.id} data-bin={stop.bin.code}>
            <strong>{stop.bin.code}</strong>{' '}
            {stop.units.map((line) => `${index.skus.byId.get(line.skuId)?.code ?? ''} × ${line.quantity}`).join(', ')}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What moved in this session: how many moves and units, and each move with where it stands. */
export function MoveSummary({ entries }: { entries: readonly MoveEntry[] }) {
  const { t, i18n } = useLingui();
  const standing = entries.filter((entry) => !entry.undone);
  const moves = standing.length;
  const units = standing.reduce((sum, entry) => sum + entry.data.units, 0);
  return (
    <section aria-labelledby="move-summary-title">
      <h2 id="move-summary-title" className="move__title">{t`This session`}</h2>
      <p data-testid="move-summary" data-moves={moves} data-units={units}>{t`${moves} moves · ${units} units`}</p>
      <ScanEntryList entries={entries} label={t`Moves`} testId="move-entry">
        {(entry, sync, problem) => (
          <>
            <span>{entry.data.label}</span>
            {sync === 'refused' ? <span role="alert">{refusalText(i18n, problem?.problemDetail, entry.data.label)}</span> : null}
          </>
        )}
      </ScanEntryList>
    </section>
  );
}
