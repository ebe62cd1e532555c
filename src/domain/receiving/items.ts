import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';

/** How many WMS numbers a device asks for at once, and the most one request may take. */
export const WMS_BLOCK_SIZE = 200;
export const WMS_BLOCK_MAX = 1000;

/** POST /v1/receiving/wms-blocks: a handheld reserves numbers to label units with, online or not. */
export const WmsBlockRequestSchema = v.object({
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WMS_BLOCK_MAX)), WMS_BLOCK_SIZE),
});
export const WmsBlockSchema = v.object({ numbers: v.array(v.string()) });
export type WmsBlock = v.InferOutput<typeof WmsBlockSchema>;

const SerialSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Scan or type the serial number'), v.maxLength(60));
const LotSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40));
const LocationCodeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60));
const QuantitySchema = v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000));

/**
 * Kind `receiving.item.receive`: one scanned unit (a serialised unit, or a quantity of a
 * non-serialised SKU) sent through the outbox. The device makes the item id and takes the WMS number
 * from its reserved block, so the label prints before the server has seen the unit.
 */
export const ReceiveItemSchema = v.object({
  itemId: v.pipe(v.string(), v.uuid()),
  controlNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  wmsNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  skuId: IdSchema,
  serial: v.nullable(SerialSchema),
  quantity: QuantitySchema,
  lotNumber: v.nullable(LotSchema),
  /** YYYY-MM-DD, e.g. from GS1 AI 17. */
  expiry: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** Where the unit was put, as scanned: a bin's code (its label without BIN-) or a container's label. */
  binCode: v.nullable(LocationCodeSchema),
  containerCode: v.nullable(LocationCodeSchema),
});
export type ReceiveItem = v.InferOutput<typeof ReceiveItemSchema>;

/** Kind `receiving.item.undo`: the scanner takes back a unit it just scanned (still `received`). */
export const UndoReceiveSchema = v.object({ itemId: v.pipe(v.string(), v.uuid()) });
export type UndoReceive = v.InferOutput<typeof UndoReceiveSchema>;

/** Mutation kinds of the scan-item screen. */
export const RECEIVE_ITEM = 'receiving.item.receive';
export const UNDO_RECEIVE = 'receiving.item.undo';

/**
 * Why the server refuses a scanned unit: sent as `payload.reason` of the 409 so the device shows the
 * same message it would have shown had it known at scan time, and offers the fix that fits.
 */
export const RECEIVE_REJECTIONS = [
  'unknown-barcode', 'serial-in-stock', 'other-client', 'over-expected', 'not-scannable', 'wms-number', 'unknown-location', 'serial-required',
] as const;
export type ReceiveRejection = (typeof RECEIVE_REJECTIONS)[number];

/** PUT /v1/receiving/items/:id (RECEIVING_ITEM_EDIT): what may be corrected on a received unit. */
export const ItemEditSchema = v.object({
  serial: v.nullable(SerialSchema),
  quantity: QuantitySchema,
  lotNumber: v.nullable(LotSchema),
  expiry: v.nullable(v.pipe(v.string(), v.isoDate())),
  binId: v.nullable(IdSchema),
  containerId: v.nullable(IdSchema),
});
export type ItemEdit = v.InferOutput<typeof ItemEditSchema>;
