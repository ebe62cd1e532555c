import type { MutationKind } from '../sync/mutation-kind';
import { closeBinCount, countEntry, voidEntry } from './counting/count.mutations';
import { receiveItem, undoReceive } from './receiving/receive.mutations';
import { labelPrint } from './printers/printers.mutations';
import { scanLogRecord } from './scan-log/scan-log.mutations';
import { syncDiscard } from './sync/sync.mutations';
import { trackingArrive } from './tracking/tracking-arrive.mutations';

/** Every kind of change the device outbox may send to POST /v1/sync. */
export const mutationKinds: readonly MutationKind[] = [scanLogRecord, syncDiscard, receiveItem, undoReceive, trackingArrive, labelPrint, countEntry, voidEntry, closeBinCount];
