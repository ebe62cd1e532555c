import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../lib/storage';

/** A fresh page: sync-state reads the kept count once, when it loads; the first screen is on view at once. */
async function startPage() {
  vi.resetModules();
  vi.doMock('../lib/first-screen', () => ({ firstScreenCommitted: Promise.resolve() }));
  return import('./sync-state');
}

async function settles(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.doUnmock('../lib/first-screen'));

describe('the outbox, loaded when the page needs it', () => {
  it('is not needed at start when the last count left nothing to send, and shows that count at once', async () => {
    localStorage.setItem(StorageKey.outbox, JSON.stringify({ queued: 0, problems: 0, lastSyncAt: 1_700_000_000_000 }));
    const { outboxNeeded, syncState, needOutbox } = await startPage();
    expect(syncState.get()).toEqual({ queued: 0, problems: 0, lastSyncAt: 1_700_000_000_000 });
    expect(await settles(outboxNeeded)).toBe(false);
    // A scan screen or a print loads outbox-control, which needs it.
    needOutbox();
    expect(await settles(outboxNeeded)).toBe(true);
  });

  it('is needed after the first screen when the last count left changes waiting or a problem', async () => {
    localStorage.setItem(StorageKey.outbox, JSON.stringify({ queued: 3, problems: 0, lastSyncAt: null }));
    const waiting = await startPage();
    expect(waiting.syncState.get().queued).toBe(3);
    expect(await settles(waiting.outboxNeeded)).toBe(true);

    localStorage.setItem(StorageKey.outbox, JSON.stringify({ queued: 0, problems: 1, lastSyncAt: null }));
    expect(await settles((await startPage()).outboxNeeded)).toBe(true);
  });

  it('is needed when the device has no count it can read (first start, an older build, a damaged value)', async () => {
    expect(await settles((await startPage()).outboxNeeded)).toBe(true);
    localStorage.setItem(StorageKey.outbox, '{"queued":"3"}');
    const damaged = await startPage();
    expect(damaged.syncState.get()).toEqual({ queued: 0, problems: 0, lastSyncAt: null });
    expect(await settles(damaged.outboxNeeded)).toBe(true);
  });

  it("takes another tab's count, and is needed once that tab queued something", async () => {
    localStorage.setItem(StorageKey.outbox, JSON.stringify({ queued: 0, problems: 0, lastSyncAt: null }));
    const { outboxNeeded, syncState } = await startPage();
    const other = JSON.stringify({ queued: 2, problems: 0, lastSyncAt: null });
    localStorage.setItem(StorageKey.outbox, other);
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.outbox, newValue: other }));
    expect(syncState.get().queued).toBe(2);
    expect(await settles(outboxNeeded)).toBe(true);
  });

  it('keeps the count it is given for the next start', async () => {
    const { setSyncState } = await startPage();
    setSyncState({ queued: 5, problems: 1, lastSyncAt: 42 });
    const next = await startPage();
    expect(next.syncState.get()).toEqual({ queued: 5, problems: 1, lastSyncAt: 42 });
  });

  it('keeps a first count of nothing, so the next start knows there is nothing to send', async () => {
    const { setSyncState } = await startPage();
    setSyncState({ queued: 0, problems: 0, lastSyncAt: null });
    expect(await settles((await startPage()).outboxNeeded)).toBe(false);
  });
});
