import * as v from 'valibot';

/**
 * Where what the inventory tables say differs from the sum of the ledger (DOMAIN.md invariant 1):
 * `recorded` is the quantity the items table holds there, `ledger` the quantity the movements add up to.
 */
const Difference = {
  binId: v.nullable(v.string()),
  containerId: v.nullable(v.string()),
  lotNumber: v.nullable(v.string()),
  recorded: v.number(),
  ledger: v.number(),
};

/** Per item and side (status, place, lot): an item's row must stand exactly where its movements took it. */
const ItemDifferenceSchema = v.object({ itemId: v.string(), status: v.nullable(v.string()), ...Difference });
/** Per SKU, place and lot: on-hand quantities, items or not. */
const StockDifferenceSchema = v.object({ skuId: v.nullable(v.string()), ...Difference });

/** A summary row (ADR 0026) whose sum differs from the one recomputed from the items or movements. */
const SummaryDifferenceSchema = v.object({ table: v.string(), key: v.string(), summarised: v.number(), recomputed: v.number() });

export const LedgerCheckSchema = v.object({
  /** True when nothing differs. */
  holds: v.boolean(),
  items: v.object({ count: v.number(), first: v.array(ItemDifferenceSchema) }),
  stock: v.object({ count: v.number(), first: v.array(StockDifferenceSchema) }),
  summary: v.object({ count: v.number(), first: v.array(SummaryDifferenceSchema) }),
});
export type LedgerCheck = v.InferOutput<typeof LedgerCheckSchema>;
