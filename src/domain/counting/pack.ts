import type { CountingMode, CountingStatus } from './statuses';

/**
 * GET /v1/counting/cycles/:id/pack: everything a handheld needs to count the cycle offline. A blind
 * cycle's pack has `expected: null`: expected units and quantities never leave the server.
 */
export interface CountingPack {
  cycle: { id: string; number: string; name: string; mode: CountingMode; blind: boolean; status: CountingStatus };
  /** In walking order (zone, pick sequence). `round` is the bin's current round; `recount` an open recount task. */
  bins: { id: string; code: string; zone: string; round: number; recount: boolean }[];
  /** Every active SKU of the company, so any product barcode is recognised (and flagged when outside the scope). */
  skus: { id: string; code: string; description: string; clientId: string; serialised: boolean; barcodes: string[]; inScope: boolean }[];
  /** The snapshot with the cycle's movements applied, per unit; null for a blind cycle. */
  expected: { binId: string; itemId: string; wmsNumber: string; serial: string | null; skuId: string; quantity: number }[] | null;
  downloadedAt: string;
}
