import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/**
 * Reference data (catalogues, settings, SKU barcodes…) is kept in localStorage so a handheld that
 * starts with no network still has it. Only queries that say `meta: { persist: true }` are kept:
 * lists that change by the minute would only be stale there.
 *
 * The buster is the build's version: after an app update, a cache written by an older build (whose
 * data may have another shape) is thrown away instead of being read.
 */
export const QUERY_CACHE_KEY = 'wms.query-cache';
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

/** `throttleMs`: writes to localStorage block the main thread, so a burst of fetches makes one write. */
export function persistOptions(storage: Storage, buster: string, throttleMs = 1_000): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: throttleMs }),
    maxAge: MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}
