import * as v from 'valibot';
import { ITEM_STATUSES, type ItemStatus } from '../receiving/statuses';
import { UnitAliasSchema } from './relabel';

/*
 * Inventory movement by scan (issue 17, /movement/inventory): the offline reference pack the handheld
 * resolves scans against, and the two outbox mutations it sends. The same schemas check the device's
 * payloads and the server's input (docs/decisions/0015-typed-offline-mutations.md).
 */

export const MOVE_STOCK = 'inventory.move';
export const UNDO_MOVE = 'inventory.move.undo';

const Id = v.pipe(v.string(), v.uuid());

/** Statuses a unit may be moved in; an allocated one only once the user confirmed (its pick task follows it). */
export const MOVABLE_STATUSES: readonly ItemStatus[] = ['received', 'available', 'qc', 'repair', 'clean', 'allocated'];

/** What moves: one unit, a container with all it holds, part of a non-serial SKU's stock, or a whole bin. */
const WhatSchema = v.variant('kind', [
  v.object({ kind: v.literal('item'), itemId: Id }),
  v.object({ kind: v.literal('container'), containerId: Id }),
  v.object({ kind: v.literal('bin'), binId: Id }),
  v.object({
    kind: v.literal('quantity'),
    skuId: Id,
    lotNumber: v.nullable(v.pipe(v.string(), v.maxLength(80))),
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    /** The id of the new item when part of an item's quantity splits off (made on the device, so a replay makes no second one). */
    newItemId: Id,
  }),
]);

const TargetSchema = v.variant('kind', [v.object({ kind: v.literal('bin'), binId: Id }), v.object({ kind: v.literal('container'), containerId: Id })]);
export type MoveTarget = v.InferOutput<typeof TargetSchema>;

/** Where the user scanned the stock from; a unit that is not there is refused. */
const SourceSchema = v.object({ binId: v.nullable(Id), containerId: v.nullable(Id) });

export const MoveStockSchema = v.pipe(
  v.object({
    /** The move's own id: undo names it. */
    id: Id,
    what: WhatSchema,
    source: v.nullable(SourceSchema),
    to: TargetSchema,
    /** The user confirmed moving allocated units (their pick task follows them). */
    confirmAllocated: v.boolean(),
    movedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.check((move) => move.what.kind !== 'quantity' || move.source !== null, 'A quantity is taken from a scanned bin or container.'),
);
export type MoveStock = v.InferOutput<typeof MoveStockSchema>;

/** Takes the last move back: what it moved goes back where it stood, as far as it is still where the move put it. */
export const UndoMoveSchema = v.object({ moveId: Id });

/** Why the server refuses a move (409, `payload.reason`); the device says it in the user's language. */
export const MOVE_REJECTIONS = [
  'unknown-stock', 'unknown-target', 'target-blocked', 'target-inactive', 'not-in-source', 'allocated', 'not-movable',
  'short', 'same-place', 'container-into-container', 'bin-movement', 'held',
] as const;
export type MoveRejection = (typeof MOVE_REJECTIONS)[number];

/** A unit that moved, from where: the move's answer, which its undo reads back. */
const Nullable = v.nullable(v.string());
const MovedItemSchema = v.object({ itemId: v.string(), wmsNumber: v.string(), fromBinId: Nullable, fromContainerId: Nullable, toBinId: Nullable, toContainerId: Nullable });

export const MoveAnswerSchema = v.object({
  moved: v.array(MovedItemSchema),
  containers: v.array(v.object({ containerId: v.string(), fromBinId: Nullable, toBinId: Nullable })),
  /** Part of a non-serial item went: the new item that carries it. */
  split: v.nullable(v.object({ itemId: v.string(), wmsNumber: v.string(), fromItemId: v.string() })),
});
export type MoveAnswer = v.InferOutput<typeof MoveAnswerSchema>;

const PackBinSchema = v.object({
  id: v.string(),
  code: v.string(),
  zoneId: v.string(),
  zone: v.string(),
  pickSequence: v.number(),
  blocked: v.boolean(),
  active: v.boolean(),
});
export type MovePackBin = v.InferOutput<typeof PackBinSchema>;

const PackContainerSchema = v.object({ id: v.string(), code: v.string(), binId: v.nullable(v.string()), active: v.boolean() });
export type MovePackContainer = v.InferOutput<typeof PackContainerSchema>;

const PackItemSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  skuId: v.string(),
  quantity: v.number(),
  binId: v.nullable(v.string()),
  containerId: v.nullable(v.string()),
  lotNumber: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  /** The scrap list holding the unit (it is not moved then), null when none. */
  heldBy: v.nullable(v.string()),
});
export type MovePackItem = v.InferOutput<typeof PackItemSchema>;

/** An old label of one of the pack's units (docs/decisions/0033-relabel.md): scanned offline, it still finds the unit. */
const PackAliasSchema = v.object({ code: v.string(), itemId: v.string() });

const PackSkuSchema = v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean(), barcodes: v.array(v.string()) });

/** The newest received units (waiting for put-away, any zone) every pack holds. */
export const PACK_RECEIVED_UNITS = 5_000;

/**
 * GET /v1/movement/pack: what a handheld needs to resolve scans offline: bins in walking order,
 * containers and every active SKU with its barcodes (all small), and of the units (a company may have
 * millions) only those it is likely to move: the newest received ones, waiting for put-away, and those
 * in the bins of the zone the user works in (ADR 0016). Any other unit is looked up when online.
 * The relabel screen downloads the same pack (GET /v1/relabel/pack).
 */
export const MovementPackSchema = v.object({
  bins: v.array(PackBinSchema),
  containers: v.array(PackContainerSchema),
  items: v.array(PackItemSchema),
  /** The old labels of those units. */
  aliases: v.array(PackAliasSchema),
  skus: v.array(PackSkuSchema),
  /** The zone whose units came along; null for received units only. */
  zoneId: v.nullable(v.string()),
  downloadedAt: v.string(),
});
export type MovementPack = v.InferOutput<typeof MovementPackSchema>;

export const MovementPackQuerySchema = v.object({ zoneId: v.optional(Id) });

/** GET /v1/movement/units?code=: a unit by WMS number or serial, for a scan the device's pack does not know. */
export const MoveUnitLookupQuerySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)) });
/** `relabelled`: the code was a unit's old label (docs/decisions/0033-relabel.md). */
export const MoveUnitLookupSchema = v.object({ units: v.array(PackItemSchema), relabelled: v.nullable(UnitAliasSchema) });
export type MoveUnitLookup = v.InferOutput<typeof MoveUnitLookupSchema>;
