import type { QueryKey } from '@tanstack/react-query';
import { CLOSE_BIN, COUNT_ENTRY, VOID_ENTRY } from '../../domain/counting/statuses';
import { MOVE_STOCK, UNDO_MOVE } from '../../domain/inventory/movement';
import { JOB_RECORD } from '../../domain/job-center/jobs';
import { RELABEL_UNITS } from '../../domain/inventory/relabel';
import { PICK_UNITS, RETURN_TO_STOCK, SHORT_PICK, UNDO_PICK } from '../../domain/picking/picking';
import { LABEL_PRINT } from '../../domain/printing/printers';
import { LOAD_CARTON, SHIP_SHIPMENT } from '../../domain/shipping/load-out';
import { BUY_LABEL } from '../../domain/shipping/shipments';
import { CLOSE_CARTON, OPEN_CARTON, PACK_UNITS as PACK_INTO_CARTON, UNDO_PACK } from '../../domain/shipping/packing';
import { RECEIVE_ITEM, UNDO_RECEIVE } from '../../domain/receiving/items';
import { SCAN_LOG_RECORD } from '../../domain/scan/scan-log';
import type { MutationKindName, MutationPayload } from '../../domain/sync/mutation-registry';
import { SYNC_DISCARD } from '../../domain/sync/mutations';
import { TRACKING_ARRIVE } from '../../domain/tracking/client-tracking';
import { binStatesKeys } from '../features/counting/count/count-api';
import { countingCycleKeys } from '../features/counting/cycle-page/cycle-api';
import { jobQueueKeys } from '../features/job-center/job-center-api';
import { packingQueueKeys } from '../features/packing/packing-api';
import { pickBatchKeys } from '../features/picking/picking-api';
import { itemKeys } from '../features/item-detail/item-detail-api';
import { controlNumberKeys } from '../features/receiving/receiving-api';
import { trackingKeys } from '../features/tracking/tracking-api';

type Refreshes = { [K in MutationKindName]: (payload: MutationPayload<K>) => readonly QueryKey[] };

const countingCycle = ({ cycleId }: { cycleId: string }) => [countingCycleKeys.detail(cycleId), countingCycleKeys.lists(), binStatesKeys.detail(cycleId)];

/**
 * The queries each kind's applied answer makes stale on this device, e.g. the control number a first
 * scan moved from draft to receiving on the server. Every kind must say (a new one does not compile
 * without), even if it is nothing; the outbox refreshes them once per batch it sent.
 */
export const mutationRefreshes: Refreshes = {
  [SCAN_LOG_RECORD]: () => [],
  [SYNC_DISCARD]: () => [],
  [LABEL_PRINT]: () => [],
  [RECEIVE_ITEM]: ({ controlNumber }) => [controlNumberKeys.detail(controlNumber), controlNumberKeys.lists()],
  // The undo names only the unit, not its control number: every control number query may have changed.
  [UNDO_RECEIVE]: () => [controlNumberKeys.all],
  [TRACKING_ARRIVE]: () => [trackingKeys.lists()],
  [COUNT_ENTRY]: countingCycle,
  [VOID_ENTRY]: countingCycle,
  [CLOSE_BIN]: countingCycle,
  // The movement screen keeps its pack current itself (a move applied on the device); the download is large.
  [MOVE_STOCK]: () => [],
  [UNDO_MOVE]: () => [],
  // A unit's number changed: its detail (kept under either number) and the item lists show it.
  [RELABEL_UNITS]: () => [itemKeys.all],
  // Likewise the picking screen's batch; the list of batches shows their progress.
  [PICK_UNITS]: () => [pickBatchKeys.lists()],
  [UNDO_PICK]: () => [pickBatchKeys.lists()],
  [SHORT_PICK]: () => [pickBatchKeys.lists()],
  [RETURN_TO_STOCK]: () => [],
  // The packing screen keeps its order current itself; the queue shows what is packed.
  [OPEN_CARTON]: () => [packingQueueKeys.lists()],
  [PACK_INTO_CARTON]: () => [packingQueueKeys.lists()],
  [UNDO_PACK]: () => [packingQueueKeys.lists()],
  [CLOSE_CARTON]: () => [packingQueueKeys.lists()],
  [BUY_LABEL]: () => [packingQueueKeys.lists()],
  // The load-out screen keeps its download current itself.
  [LOAD_CARTON]: () => [],
  [SHIP_SHIPMENT]: () => [],
  // The station keeps its queue current itself; the all-items page lists the queues.
  [JOB_RECORD]: () => [jobQueueKeys.lists()],
};

/** The distinct queries a batch of applied mutations refreshes (a batch of 500 scans of one document refreshes it once). */
export function refreshesOf(applied: readonly { kind: string; payload: unknown }[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const { kind, payload } of applied) {
    const refresh = mutationRefreshes[kind as MutationKindName] as ((payload: unknown) => readonly QueryKey[]) | undefined;
    for (const key of refresh?.(payload) ?? []) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}
