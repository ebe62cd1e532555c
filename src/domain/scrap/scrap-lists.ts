import * as v from 'valibot';
import { ITEM_STATUSES } from '../receiving/statuses';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { ShipToSchema } from '../orders/orders';
import { IsoInstantSchema } from '../scan/scan-log';
import { SCRAP_LIST_SORTS, SCRAP_LIST_STATUSES, SCRAP_REASONS } from './statuses';

export type ScrapReason = (typeof SCRAP_REASONS)[number];

/** Most units one list takes in one request (a pallet of returns), and holds in all. */
export const SCRAP_UNITS_PER_REQUEST = 1000;
export const SCRAP_LIST_MAX_UNITS = 10_000;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const required = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max));

/** A unit as people name it: its WMS number or its serial, as typed or scanned. */
const UnitCodeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a WMS number or serial'), v.maxLength(80));
const UnitCodesSchema = v.pipe(v.array(UnitCodeSchema), v.maxLength(SCRAP_UNITS_PER_REQUEST, `At most ${SCRAP_UNITS_PER_REQUEST} units at once`));

/** Reason and notes: the create and edit forms, PUT /v1/scrap-lists/:number. */
export const ScrapListFormSchema = v.pipe(
  v.object({
    reason: v.picklist(SCRAP_REASONS, 'Choose a reason'),
    notes: text(2000),
  }),
  v.forward(
    v.check((form) => form.reason !== 'other' || form.notes.length > 0, 'Say in the notes why these units are written off'),
    ['notes'],
  ),
);
export type ScrapListForm = v.InferOutput<typeof ScrapListFormSchema>;

/** POST /v1/scrap-lists: a new draft with its first units (scanned, or chosen on the item list). */
export const ScrapListCreateSchema = v.object({
  ...ScrapListFormSchema.entries,
  units: UnitCodesSchema,
});
export type ScrapListCreate = v.InferOutput<typeof ScrapListCreateSchema>;

/** POST /v1/scrap-lists/:number/units: more units onto a draft. */
export const ScrapUnitsAddSchema = v.object({ units: v.pipe(UnitCodesSchema, v.minLength(1, 'Scan or enter at least one unit')) });

/** DELETE-like POST /v1/scrap-lists/:number/units/remove: units off a draft, by WMS number. */
export const ScrapUnitsRemoveSchema = v.object({ units: v.pipe(UnitCodesSchema, v.minLength(1, 'Choose at least one unit')) });

export const ScrapCancelSchema = v.object({ reason: required(500, 'Say why the list is cancelled') });

/** Who saw the units destroyed, for the certificate. */
export const ScrapDestroySchema = v.object({ witness: required(120, 'Enter who witnessed the destruction') });

/**
 * POST /v1/scrap-lists/:number/ship: the recycler's address (no client of ours) and how it goes; the
 * server makes the order of the list's units from it (ADR 0034).
 */
export const ScrapShipSchema = v.object({ shipTo: ShipToSchema, carrierId: v.nullable(IdSchema), service: text(60) });
export type ScrapShip = v.InferOutput<typeof ScrapShipSchema>;

export const ScrapListParamsSchema = v.object({ number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

export const ScrapListListQuerySchema = listQuerySchema(SCRAP_LIST_SORTS, {
  status: v.optional(v.picklist(SCRAP_LIST_STATUSES)),
  reason: v.optional(v.picklist(SCRAP_REASONS)),
  /** Created at or after this instant and before `to`: the screen turns the user's days into instants. */
  from: v.optional(IsoInstantSchema),
  to: v.optional(IsoInstantSchema),
});
export type ScrapListListQuery = v.InferOutput<typeof ScrapListListQuerySchema>;

const PersonSchema = v.nullable(v.string());
const AtSchema = v.nullable(v.string());

/** A row of the list, and the header of the edit and view pages. */
export const ScrapListSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(SCRAP_LIST_STATUSES),
  reason: v.picklist(SCRAP_REASONS),
  notes: v.string(),
  units: v.number(),
  /** Units a non-serial item holds count as its quantity. */
  quantity: v.number(),
  createdBy: PersonSchema,
  createdAt: v.string(),
  submittedAt: AtSchema,
  approvedBy: PersonSchema,
  approvedAt: AtSchema,
  closedBy: PersonSchema,
  closedAt: AtSchema,
  witness: PersonSchema,
  cancelReason: PersonSchema,
});
export type ScrapList = v.InferOutput<typeof ScrapListSchema>;

export const ScrapListListSchema = listPageSchema(ScrapListSchema);

export const ScrapUnitSchema = v.object({
  itemId: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  quantity: v.number(),
  status: v.picklist(ITEM_STATUSES),
  sku: v.object({ id: v.string(), code: v.string(), description: v.string() }),
  client: v.object({ id: v.string(), name: v.string() }),
  bin: v.nullable(v.string()),
  addedBy: PersonSchema,
  addedAt: v.string(),
});

export const ScrapHistorySchema = v.object({ action: v.string(), username: v.nullable(v.string()), at: v.string(), detail: v.record(v.string(), v.unknown()) });

export const ScrapListDetailSchema = v.object({
  ...ScrapListSchema.entries,
  /** The account that created the list: the four-eyes rule keeps it from approving. */
  createdById: v.nullable(v.string()),
  unitList: v.array(ScrapUnitSchema),
  history: v.array(ScrapHistorySchema),
  /** The recycler's order while the list is shipping and once it shipped. */
  orderNumber: v.nullable(v.string()),
});
export type ScrapListDetail = v.InferOutput<typeof ScrapListDetailSchema>;

/** Why a unit could not go onto a list: the 409's payload lists each with its code. */
export const SCRAP_UNIT_REFUSALS = ['unknown', 'ambiguous', 'held', 'not-scrappable'] as const;
export type ScrapUnitRefusal = (typeof SCRAP_UNIT_REFUSALS)[number];
