import type { MutationKind } from '../sync/mutation-kind';
import { labelPrint } from './printers/printers.mutations';
import { scanLogRecord } from './scan-log/scan-log.mutations';
import { syncDiscard } from './sync/sync.mutations';

/** Every kind of change the device outbox may send to POST /v1/sync. */
export const mutationKinds: readonly MutationKind[] = [scanLogRecord, syncDiscard, labelPrint];
