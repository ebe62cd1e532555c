import type { CountingScope } from './cycles';
import type { CountingMode, EntryFlag } from './statuses';

interface ScopedSku {
  id: string;
  clientId: string;
  serialised: boolean;
}

/**
 * Whether a SKU's stock belongs to the cycle: chosen SKUs and chosen clients' SKUs (none chosen: all),
 * of the cycle's mode. Returns the flag its entries get when it does not.
 */
export function skuOutOfScope(scope: Pick<CountingScope, 'skuIds' | 'clientIds'>, mode: CountingMode, sku: ScopedSku): Extract<EntryFlag, 'other-client' | 'not-in-scope'> | null {
  if (sku.serialised !== (mode === 'serial')) return 'not-in-scope';
  const chosen = scope.skuIds.length > 0 || scope.clientIds.length > 0;
  if (!chosen || scope.skuIds.includes(sku.id) || scope.clientIds.includes(sku.clientId)) return null;
  return scope.clientIds.length > 0 ? 'other-client' : 'not-in-scope';
}
