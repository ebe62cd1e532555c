import * as v from 'valibot';
import { ITEM_STATUSES, type ItemStatus } from '../receiving/statuses';

/*
 * Relabel (issue 20, docs/decisions/0033-relabel.md): a unit gets a new WMS label, with a new number from
 * the device's reserved block or the same number again when only the paper was damaged. The old number
 * stays the unit's alias: scanning it anywhere still finds the unit.
 */

/** Kind `item.relabel`: one relabel (a unit, or every unit of a container) sent through the outbox. */
export const RELABEL_UNITS = 'item.relabel';
export const RELABEL_MAX = 500;

const WmsNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40));

export const RelabelSchema = v.object({
  /** Made on the device: the idempotency key too, so a replay relabels nothing twice. */
  id: v.pipe(v.string(), v.uuid()),
  units: v.pipe(
    v.array(
      v.object({
        itemId: v.pipe(v.string(), v.uuid()),
        /** A number from the device's reserved block; null reprints the unit's current number. */
        newNumber: v.nullable(WmsNumberSchema),
      }),
    ),
    v.minLength(1),
    v.maxLength(RELABEL_MAX),
  ),
});
export type Relabel = v.InferOutput<typeof RelabelSchema>;

export const RelabelAnswerSchema = v.object({ units: v.array(v.object({ itemId: v.string(), from: v.string(), to: v.string() })) });
export type RelabelAnswer = v.InferOutput<typeof RelabelAnswerSchema>;

/** Units that left the warehouse's stock keep their label: there is nothing on the floor to stick a new one on. */
export const NOT_RELABELLABLE: readonly ItemStatus[] = ['shipped', 'scrapped'];

/** A scanned code that is a unit's old label: the unit's number now. */
export const UnitAliasSchema = v.object({ code: v.string(), wmsNumber: v.string() });
export type UnitAlias = v.InferOutput<typeof UnitAliasSchema>;

export const RelabelLookupQuerySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)) });
export const RelabelSearchQuerySchema = v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200)) });

const RelabelUnitSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  skuCode: v.string(),
  description: v.string(),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  /** The scrap list holding the unit: relabelling does not move it, so it is allowed. */
  heldBy: v.nullable(v.string()),
});
export type RelabelUnit = v.InferOutput<typeof RelabelUnitSchema>;

/** What a scanned code names on the relabel screen: one unit, or a container's units. */
export const RelabelLookupSchema = v.object({
  container: v.nullable(v.string()),
  units: v.array(RelabelUnitSchema),
  relabelled: v.nullable(UnitAliasSchema),
});
export type RelabelLookup = v.InferOutput<typeof RelabelLookupSchema>;

export const RelabelSearchSchema = v.object({ units: v.array(RelabelUnitSchema) });
export type RelabelSearch = v.InferOutput<typeof RelabelSearchSchema>;
