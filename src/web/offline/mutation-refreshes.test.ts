import { describe, expect, it } from 'vitest';
import { CLOSE_BIN, COUNT_ENTRY, VOID_ENTRY } from '../../domain/counting/statuses';
import { LABEL_PRINT } from '../../domain/printing/printers';
import { RECEIVE_ITEM, UNDO_RECEIVE } from '../../domain/receiving/items';
import { mutationRegistry } from '../../domain/sync/mutation-registry';
import { TRACKING_ARRIVE } from '../../domain/tracking/client-tracking';
import { binStatesKeys } from '../features/counting/count/count-api';
import { countingCycleKeys } from '../features/counting/cycle-page/cycle-api';
import { controlNumberKeys } from '../features/receiving/receiving-api';
import { trackingKeys } from '../features/tracking/tracking-api';
import { mutationRefreshes, refreshesOf } from './mutation-refreshes';

const receive = (controlNumber: string) => ({ kind: RECEIVE_ITEM, payload: { controlNumber, itemId: crypto.randomUUID(), wmsNumber: 'W1' } });
const cycle = { cycleId: 'cycle-7', binCountId: crypto.randomUUID(), binId: 'bin-1' };

describe('the queries an applied mutation refreshes', () => {
  it('declares every kind of the registry', () => {
    expect(Object.keys(mutationRefreshes).sort()).toEqual(Object.keys(mutationRegistry).sort());
  });

  it('refreshes a scanned control number and the control number lists, once for a whole batch', () => {
    const keys = refreshesOf([receive('CN000001'), receive('CN000001'), receive('CN000001')]);
    expect(keys).toEqual([controlNumberKeys.detail('CN000001'), controlNumberKeys.lists()]);
  });

  it('refreshes every control number after an undo, which names only the unit', () => {
    expect(refreshesOf([{ kind: UNDO_RECEIVE, payload: { itemId: crypto.randomUUID() } }])).toEqual([controlNumberKeys.all]);
  });

  it("refreshes a cycle's progress, the cycle lists and its bin states after counting entries, voids and closes", () => {
    const keys = refreshesOf([COUNT_ENTRY, VOID_ENTRY, CLOSE_BIN].map((kind) => ({ kind, payload: cycle })));
    expect(keys).toEqual([countingCycleKeys.detail('cycle-7'), countingCycleKeys.lists(), binStatesKeys.detail('cycle-7')]);
  });

  it('refreshes the tracking lists after a dock arrival', () => {
    expect(refreshesOf([{ kind: TRACKING_ARRIVE, payload: { trackingNumber: '1Z', scannedAt: '2026-01-01T00:00:00Z' } }])).toEqual([trackingKeys.lists()]);
  });

  it('refreshes nothing for a label print or an unknown kind', () => {
    expect(refreshesOf([{ kind: LABEL_PRINT, payload: {} }, { kind: 'nope', payload: null }])).toEqual([]);
  });
});
