import { QueryClient, dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { QUERY_CACHE_KEY, persistOptions, shouldPersistQuery } from './query-persistence';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

async function filledClient() {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['brand', 'list'], queryFn: () => ['Acme'], meta: { persist: true } });
  await client.prefetchQuery({ queryKey: ['scan-log', 'list'], queryFn: () => ['live'] });
  return client;
}

describe('persisted reference data', () => {
  it('keeps only the queries marked for it', async () => {
    const client = await filledClient();
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((q) => q.queryKey);
    expect(kept).toEqual([['brand', 'list']]);
  });

  it('restores them in a new session of the same build, and drops them after an update', async () => {
    const storage = memoryStorage();
    await persistQueryClientSave({ queryClient: await filledClient(), ...persistOptions(storage, 'build-1', 0) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.getItem(QUERY_CACHE_KEY)).toContain('Acme');

    const sameBuild = new QueryClient();
    await persistQueryClientRestore({ queryClient: sameBuild, ...persistOptions(storage, 'build-1') });
    expect(sameBuild.getQueryData(['brand', 'list'])).toEqual(['Acme']);
    expect(sameBuild.getQueryData(['scan-log', 'list'])).toBeUndefined();

    const newBuild = new QueryClient();
    await persistQueryClientRestore({ queryClient: newBuild, ...persistOptions(storage, 'build-2') });
    expect(newBuild.getQueryData(['brand', 'list'])).toBeUndefined();
  });
});
