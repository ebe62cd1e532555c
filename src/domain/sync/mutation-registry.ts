import type * as v from 'valibot';
import { isClientSafePermission } from '../clients/client-portal';
import { CloseBinSchema, CountEntrySchema, VoidEntrySchema } from '../counting/entries';
import { CLOSE_BIN, COUNT_ENTRY, VOID_ENTRY } from '../counting/statuses';
import { JOB_RECORD, JobRecordSchema } from '../job-center/jobs';
import { RELABEL_UNITS, RelabelSchema } from '../inventory/relabel';
import { MOVE_STOCK, MoveStockSchema, UNDO_MOVE, UndoMoveSchema } from '../inventory/movement';
import { type Grants, type Permission, hasAnyPermission } from '../permissions';
import { PICK_UNITS, PickUnitsSchema, RETURN_TO_STOCK, ReturnToStockSchema, SHORT_PICK, ShortPickSchema, UNDO_PICK, UndoPickSchema } from '../picking/picking';
import { LABEL_PRINT, LabelPrintSchema } from '../printing/printers';
import { RECEIVE_ITEM, ReceiveItemSchema, UNDO_RECEIVE, UndoReceiveSchema } from '../receiving/items';
import { SCAN_LOG_RECORD, ScanLogEntrySchema } from '../scan/scan-log';
import { BUY_LABEL, BuyLabelSchema } from '../shipping/shipments';
import { LOAD_CARTON, LoadCartonSchema, SHIP_SHIPMENT, ShipShipmentSchema } from '../shipping/load-out';
import { CLOSE_CARTON, CloseCartonSchema, OPEN_CARTON, OpenCartonSchema, PACK_UNITS as PACK_INTO_CARTON, PackUnitsSchema, UNDO_PACK, UndoPackSchema } from '../shipping/packing';
import { TRACKING_ARRIVE, TrackingArriveSchema } from '../tracking/client-tracking';
import { SYNC_DISCARD, SyncDiscardSchema } from './mutations';

/**
 * Who may send a kind: any staff account (never a client-portal login), or the holder of one of the
 * listed permissions (a super admin passes). Ownership of the rows a mutation touches (whose bin count,
 * whose outbox key) is the handler's check on the server, since it needs the database.
 */
export type MutationAccess = 'staff' | readonly [Permission, ...Permission[]];

interface MutationSpec {
  schema: v.GenericSchema;
  access: MutationAccess;
}

/**
 * Every kind of change the device outbox may carry (docs/decisions/0015-typed-offline-mutations.md):
 * its payload schema and who may send it. The web enqueues by it, so a payload of the wrong shape does
 * not compile; the server attaches one handler to each entry and refuses to start if one is missing.
 */
export const mutationRegistry = {
  [SCAN_LOG_RECORD]: { schema: ScanLogEntrySchema, access: 'staff' },
  [SYNC_DISCARD]: { schema: SyncDiscardSchema, access: 'staff' },
  [RECEIVE_ITEM]: { schema: ReceiveItemSchema, access: ['RECEIVING_DETAIL_SCAN'] },
  [UNDO_RECEIVE]: { schema: UndoReceiveSchema, access: ['RECEIVING_DETAIL_SCAN'] },
  [TRACKING_ARRIVE]: { schema: TrackingArriveSchema, access: ['RECEIVING_DETAIL_SCAN'] },
  // The screens that print WMS labels: receiving's scan-item and the relabel station.
  [LABEL_PRINT]: { schema: LabelPrintSchema, access: ['RECEIVING_DETAIL_SCAN', 'RELABEL_ACTION'] },
  [RELABEL_UNITS]: { schema: RelabelSchema, access: ['RELABEL_ACTION'] },
  [COUNT_ENTRY]: { schema: CountEntrySchema, access: ['COUNTING_ITEMS'] },
  [VOID_ENTRY]: { schema: VoidEntrySchema, access: ['COUNTING_ITEMS'] },
  [CLOSE_BIN]: { schema: CloseBinSchema, access: ['COUNTING_ITEMS'] },
  // Moving into or out of a bin also needs BIN_MOVEMENT: the handler checks it, since it needs the places.
  [MOVE_STOCK]: { schema: MoveStockSchema, access: ['INVENTORY_MOVEMENT'] },
  [UNDO_MOVE]: { schema: UndoMoveSchema, access: ['INVENTORY_MOVEMENT'] },
  [PICK_UNITS]: { schema: PickUnitsSchema, access: ['SHIPMENT_PICKING_LIST'] },
  [UNDO_PICK]: { schema: UndoPickSchema, access: ['SHIPMENT_PICKING_LIST'] },
  [SHORT_PICK]: { schema: ShortPickSchema, access: ['SHIPMENT_PICKING_LIST'] },
  [RETURN_TO_STOCK]: { schema: ReturnToStockSchema, access: ['SHIPMENT_PICKING_LIST'] },
  [OPEN_CARTON]: { schema: OpenCartonSchema, access: ['SHIPMENT_PACKING_DETAIL'] },
  [PACK_INTO_CARTON]: { schema: PackUnitsSchema, access: ['SHIPMENT_PACKING_DETAIL'] },
  [UNDO_PACK]: { schema: UndoPackSchema, access: ['SHIPMENT_PACKING_DETAIL'] },
  [CLOSE_CARTON]: { schema: CloseCartonSchema, access: ['SHIPMENT_PACKING_DETAIL'] },
  [BUY_LABEL]: { schema: BuyLabelSchema, access: ['SHIPMENT_PACKING_DETAIL'] },
  [LOAD_CARTON]: { schema: LoadCartonSchema, access: ['SHIPMENT_MOVEMENT'] },
  [SHIP_SHIPMENT]: { schema: ShipShipmentSchema, access: ['SHIPMENT_MOVEMENT'] },
  // The result's own type needs its JOB_CENTER_<TYPE>: the handler checks it, since it reads the payload.
  [JOB_RECORD]: { schema: JobRecordSchema, access: ['JOB_CENTER_QC', 'JOB_CENTER_REPAIR', 'JOB_CENTER_CLEAN'] },
} as const satisfies Record<string, MutationSpec>;

type MutationRegistry = typeof mutationRegistry;
export type MutationKindName = keyof MutationRegistry;
/** What the device enqueues for a kind (the schema's input: before defaults and transforms). */
export type MutationPayload<K extends MutationKindName> = v.InferInput<MutationRegistry[K]['schema']>;
/** What the server's handler receives for a kind, once the schema has parsed it. */
export type ParsedMutationPayload<K extends MutationKindName> = v.InferOutput<MutationRegistry[K]['schema']>;

/** Who sends a mutation, as far as its kind's access is concerned. */
interface MutationSender {
  grants: Grants;
  /** Set for a client-portal account: it may send only kinds that need a client-safe permission. */
  clientId: string | null;
}

export function mayUseKind(access: MutationAccess, sender: MutationSender): boolean {
  if (access === 'staff') return sender.clientId === null;
  if (sender.clientId !== null && !access.some(isClientSafePermission)) return false;
  return hasAnyPermission(sender.grants, access);
}
