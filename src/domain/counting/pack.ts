import * as v from 'valibot';
import { COUNTING_MODES, COUNTING_STATUSES } from './statuses';

const PackBinSchema = v.object({
  id: v.string(),
  code: v.string(),
  zone: v.string(),
  /** The bin's current round; counts are sent with it. */
  round: v.number(),
  /** An open recount task: the bin is to be counted again. */
  recount: v.boolean(),
});

const PackSkuSchema = v.object({
  id: v.string(),
  code: v.string(),
  description: v.string(),
  clientId: v.string(),
  serialised: v.boolean(),
  barcodes: v.array(v.string()),
  /** Outside the cycle's SKUs, clients or mode: counted anyway, and flagged. */
  inScope: v.boolean(),
});

const PackUnitSchema = v.object({
  binId: v.string(),
  itemId: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  skuId: v.string(),
  quantity: v.number(),
});
export type PackUnit = v.InferOutput<typeof PackUnitSchema>;

/**
 * GET /v1/counting/cycles/:countingId/pack: everything a handheld needs to count the cycle offline.
 * A blind cycle's pack has `expected: null`: expected units and quantities never leave the server.
 */
export const CountingPackSchema = v.object({
  cycle: v.object({
    id: v.string(),
    number: v.string(),
    name: v.string(),
    mode: v.picklist(COUNTING_MODES),
    blind: v.boolean(),
    status: v.picklist(COUNTING_STATUSES),
  }),
  /** In walking order (zone, pick sequence). */
  bins: v.array(PackBinSchema),
  /** Every active SKU of the company, so any product barcode is recognised. */
  skus: v.array(PackSkuSchema),
  /** Where each unit of the scope is now (the snapshot with the cycle's movements applied); null when blind. */
  expected: v.nullable(v.array(PackUnitSchema)),
  downloadedAt: v.string(),
});
export type CountingPack = v.InferOutput<typeof CountingPackSchema>;
export type PackBin = CountingPack['bins'][number];
export type PackSku = CountingPack['skus'][number];
