/** Builders for the pure counting reconciliation's input (src/domain/counting/reconcile.ts). */
import type {
  ClosedCount, Discrepancy, ReconcileInput, ResultEntry, SnapshotItem, WindowMovement,
} from '../../src/domain/counting/reconcile-types';

export const START = Date.parse('2025-03-01T08:00:00Z');
export const min = (n: number) => START + n * 60_000;

export const snap = (itemId: string, binId: string, skuId = 'sku-a', quantity = 1): SnapshotItem => ({
  itemId, binId, skuId, quantity, wmsNumber: `W-${itemId}`, serial: `S-${itemId}`,
});
export const unit = (itemId: string, skuId = 'sku-a'): ResultEntry => ({ itemId, skuId, code: `W-${itemId}`, quantity: 1, flag: null });
export const qty = (skuId: string, quantity: number, flag: string | null = null): ResultEntry => ({ itemId: null, skuId, code: skuId, quantity, flag });
export const unknownCode = (code: string, quantity = 1): ResultEntry => ({ itemId: null, skuId: null, code, quantity, flag: 'unknown' });
export const count = (at: number, entries: ResultEntry[]): ClosedCount => ({ closedAt: at, entries });
export const move = (itemId: string, toBinId: string | null, at: number, extra: Partial<WindowMovement> = {}): WindowMovement => ({
  itemId, skuId: 'sku-a', toBinId, toStatus: null, quantity: 1, at, ...extra,
});

export function input(partial: Partial<ReconcileInput>): ReconcileInput {
  return { mode: 'serial', bins: [], snapshot: [], movements: [], known: [], unitValues: new Map(), ...partial };
}

export const byType = (rows: Discrepancy[]) => [...rows].sort((a, b) => `${a.type}${a.itemId ?? a.code}`.localeCompare(`${b.type}${b.itemId ?? b.code}`));
