import * as v from 'valibot';
import { PhotoRefSchema } from '../photos/photos';
import { UnitAliasSchema } from './relabel';
import { MOVEMENT_TYPES, REFERENCE_TYPES } from '../ledger/movement-types';
import { IdSchema } from '../lists/list-query';
import { ITEM_STATUSES } from '../receiving/statuses';
import { ITEM_CONDITIONS } from './item-conditions';

/*
 * One unit as the item detail screen shows it (GET /v1/items/:wmsNumber) and the bodies of its
 * actions. The forms and the server validate with these same schemas.
 */

export const ItemParamsSchema = v.object({ wmsNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)) });

const ReasonSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Say why'), v.maxLength(500));
const Named = v.object({ id: IdSchema, code: v.string(), name: v.string() });

const PlaceSchema = v.object({ status: v.nullable(v.picklist(ITEM_STATUSES)), bin: v.nullable(v.string()), container: v.nullable(v.string()) });

/** One row of the unit's history: a movement of the ledger and, when the action gave one, its reason. */
const HistoryEntrySchema = v.object({
  id: IdSchema,
  type: v.picklist(MOVEMENT_TYPES),
  quantity: v.number(),
  change: v.boolean(),
  from: v.nullable(PlaceSchema),
  to: v.nullable(PlaceSchema),
  reference: v.nullable(v.object({ type: v.picklist(REFERENCE_TYPES), id: v.string() })),
  /** A relabel's WMS numbers: the old label and the new one (the same for a reprint). */
  labels: v.nullable(v.object({ from: v.string(), to: v.string() })),
  username: v.nullable(v.string()),
  device: v.nullable(v.string()),
  at: v.string(),
  reason: v.nullable(v.string()),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

/** When the unit was deleted: its tombstone (deleted_items), so old links still explain what happened. */
const DeletionSchema = v.object({ at: v.string(), username: v.nullable(v.string()), reason: v.string(), lastStatus: v.picklist(ITEM_STATUSES) });

export const ItemDetailSchema = v.object({
  id: IdSchema,
  wmsNumber: v.string(),
  /** Asked for by an old label: the unit was relabelled since (docs/decisions/0033-relabel.md). */
  relabelled: v.nullable(UnitAliasSchema),
  deleted: v.nullable(DeletionSchema),
  sku: v.nullable(v.object({ id: IdSchema, code: v.string(), description: v.string(), serialised: v.boolean() })),
  client: v.nullable(Named),
  serial: v.nullable(v.string()),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  expiry: v.nullable(v.string()),
  bin: v.nullable(v.object({ id: IdSchema, code: v.string() })),
  container: v.nullable(v.object({ id: IdSchema, code: v.string() })),
  status: v.picklist(ITEM_STATUSES),
  condition: v.nullable(v.picklist(ITEM_CONDITIONS)),
  errorCodes: v.array(Named),
  tags: v.array(v.object({ id: IdSchema, name: v.string(), colour: v.string() })),
  controlNumber: v.nullable(v.string()),
  notes: v.string(),
  inventory: v.boolean(),
  receiptAt: v.nullable(v.string()),
  /** The statuses a revert may go back to: held before, per the ledger, and not the current one. */
  revertTo: v.array(v.picklist(ITEM_STATUSES)),
  history: v.array(HistoryEntrySchema),
  /** The photos of its QC results, by result (the status movement of a result names it: reference job). */
  jobPhotos: v.array(v.object({ resultId: IdSchema, photos: v.array(PhotoRefSchema) })),
});
export type ItemDetail = v.InferOutput<typeof ItemDetailSchema>;

/**
 * PUT /v1/items/:wmsNumber (ITEM_DETAIL_EDIT). The serial is corrected only with a reason: it is how
 * the client knows the unit, and the audit must say why it changed.
 */
export const ItemDetailEditSchema = v.object({
  condition: v.nullable(v.picklist(ITEM_CONDITIONS)),
  errorCodeIds: v.pipe(v.array(IdSchema), v.maxLength(50)),
  tagIds: v.pipe(v.array(IdSchema), v.maxLength(50)),
  notes: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  serial: v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty('Scan or type the serial number'), v.maxLength(60))),
  serialReason: v.pipe(v.string(), v.trim(), v.maxLength(500)),
});
export type ItemDetailEdit = v.InferOutput<typeof ItemDetailEditSchema>;

/** POST /v1/items/:wmsNumber/revert-status (ITEM_DETAIL_REVERT_STATUS). */
export const RevertStatusSchema = v.object({ status: v.picklist(ITEM_STATUSES), reason: ReasonSchema });
export type RevertStatus = v.InferOutput<typeof RevertStatusSchema>;

/** POST /v1/items/:wmsNumber/convert-to-non-inventory and /convert-to-inventory; /delete (non-inventory or missing units only). */
export const ReasonBodySchema = v.object({ reason: ReasonSchema });
export type ReasonBody = v.InferOutput<typeof ReasonBodySchema>;

/** POST /v1/items/:wmsNumber/force-delete (ITEM_FORCE_DELETE): any unit, after its WMS number is typed again. */
export const ForceDeleteSchema = v.object({
  confirmWmsNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('Type the WMS number to confirm'), v.maxLength(40)),
  reason: ReasonSchema,
});
export type ForceDelete = v.InferOutput<typeof ForceDeleteSchema>;

/** GET /v1/items/:wmsNumber/edit-options: the active tags and error codes the edit form offers. */
export const ItemEditOptionsSchema = v.object({
  tags: v.array(v.object({ id: IdSchema, name: v.string(), colour: v.string() })),
  errorCodes: v.array(Named),
});
export type ItemEditOptions = v.InferOutput<typeof ItemEditOptionsSchema>;

/** The label data of the unit, for printing it again (domain/printing/wms-label). */
export const itemLabelOf = (item: ItemDetail) => ({
  wmsNumber: item.wmsNumber,
  skuCode: item.sku?.code ?? '',
  description: item.sku?.description ?? '',
  serial: item.serial,
  quantity: item.quantity,
  lotNumber: item.lotNumber,
});
