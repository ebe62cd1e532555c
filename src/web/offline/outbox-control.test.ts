import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MOVE } from '../../domain/inventory/movement';
import { StorageKey, readJson } from '../lib/storage';
import { enqueueMutation, getOutbox, syncNow } from './outbox-control';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('background sync', () => {
  it('waits for its tick while offline, however overdue the queue is', async () => {
    // Each run of syncNow asks once whether there is a network.
    const runs = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Queued now and due at once: offline it stays due, in the past, until the network returns.
    await getOutbox().enqueue(UNDO_MOVE, { moveId: crypto.randomUUID() });
    await syncNow();
    // A run planned from that due time would start again at once, and again, reading IndexedDB each time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toHaveBeenCalledTimes(1);
  });
});

describe('the kept count', () => {
  it('counts a queued change before the next start can look, so that start loads the outbox and sends it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem(StorageKey.outbox, JSON.stringify({ queued: 0, problems: 0, lastSyncAt: null }));
    await enqueueMutation(UNDO_MOVE, { moveId: crypto.randomUUID() });
    expect(readJson<{ queued: number }>(StorageKey.outbox)?.queued).toBeGreaterThan(0);
  });
});
