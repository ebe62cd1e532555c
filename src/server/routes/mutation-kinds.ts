import { type MutationKind, registeredKinds } from '../sync/mutation-kind';
import { closeBinCount, countEntry, voidEntry } from './counting/count.mutations';
import { recordJobResult } from './job-center/job.mutations';
import { moveStock, undoMove } from './inventory-move/move.mutations';
import { receiveItem, undoReceive } from './receiving/receive.mutations';
import { relabelUnits } from './relabel/relabel.mutations';
import { pickUnits, undoPick } from './picking/pick.mutations';
import { returnToStock } from './picking/return.mutations';
import { shortPick } from './picking/short.mutations';
import { closeCarton, openCarton, packUnits, undoPack } from './packing/packing.mutations';
import { loadCarton, shipShipment } from './load-out/load-out.mutations';
import { buyLabel } from './shipments/label.mutations';
import { labelPrint } from './printers/printers.mutations';
import { scanLogRecord } from './scan-log/scan-log.mutations';
import { syncDiscard } from './sync/sync.mutations';
import { trackingArrive } from './tracking/tracking-arrive.mutations';

/** The handler of every kind in the mutation registry; the server does not start if one is missing. */
export const mutationKinds: readonly MutationKind[] = registeredKinds([scanLogRecord, syncDiscard, receiveItem, undoReceive, trackingArrive, labelPrint, relabelUnits, countEntry, voidEntry, closeBinCount, moveStock, undoMove, pickUnits, undoPick, shortPick, returnToStock, openCarton, packUnits, undoPack, closeCarton, buyLabel, loadCarton, shipShipment, recordJobResult]);
