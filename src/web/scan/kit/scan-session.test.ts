import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredOutboxEntry } from '../../offline/device-db';
import { deviceDb } from '../../offline/device-db';
import type { MutationAnswer } from '../../offline/outbox';
import { createScanSession } from './scan-session';

const outbox = vi.hoisted(() => ({
  discard: vi.fn(async () => undefined),
  applied: [] as ((entry: StoredOutboxEntry, answer: MutationAnswer) => void)[],
  flushed: [] as (() => void)[],
  /** The answers the page heard, as outbox-control keeps them. */
  heard: new Map<string, { entry: StoredOutboxEntry; answer: MutationAnswer }>(),
}));

vi.mock('../../offline/outbox-control', () => ({
  getOutbox: () => ({ discard: outbox.discard }),
  syncNow: async () => undefined,
  onMutationApplied: (listener: (entry: StoredOutboxEntry, answer: MutationAnswer) => void) => {
    outbox.applied.push(listener);
    return () => outbox.applied.splice(outbox.applied.indexOf(listener), 1);
  },
  onOutboxFlushed: (listener: () => void) => {
    outbox.flushed.push(listener);
    return () => outbox.flushed.splice(outbox.flushed.indexOf(listener), 1);
  },
  appliedAnswer: (id: string) => outbox.heard.get(id),
}));

const stored = (id: string, state: StoredOutboxEntry['state']) => ({ id, state, kind: 'k', payload: {}, attempts: 0, createdAt: 0, nextAttemptAt: 0 }) as unknown as StoredOutboxEntry;
const answer = (id: string, payload: unknown): MutationAnswer => ({ id, status: 200, message: 'OK', payload });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  outbox.discard.mockClear();
  outbox.applied.length = 0;
  outbox.flushed.length = 0;
  outbox.heard.clear();
  await deviceDb().outbox.clear();
});

describe('the scan session', () => {
  it('follows an entry from the outbox to the server, taking the answer into its data', async () => {
    const session = createScanSession<{ code: string; outcome: string | null }, string>({ answered: (entry, a) => ({ ...entry.data, outcome: String(a.payload) }) });
    const stop = session.listen();
    session.add('e1', { code: 'A', outcome: null }, 'taken', Promise.resolve('box-1'));
    await settle();
    expect(session.get().entries[0]).toMatchObject({ id: 'e1', outboxId: 'box-1', synced: false, undone: false });
    expect(session.get().notice).toBe('taken');
    outbox.applied.forEach((listener) => listener(stored('box-1', 'done' as StoredOutboxEntry['state']), answer('box-1', 'arrived')));
    expect(session.get().entries[0]).toMatchObject({ synced: true, data: { code: 'A', outcome: 'arrived' } });
    stop();
  });

  it('ends as synced when the answer came before the screen listened, with the answer in its data', async () => {
    const session = createScanSession<{ outcome: string | null }, string>({ answered: (_, a) => ({ outcome: String(a.payload) }) });
    session.add('e1', { outcome: null }, null, Promise.resolve('box-1'));
    await settle();
    // Answered and deleted from the outbox while the screen was mounting: no one heard it live.
    outbox.heard.set('box-1', { entry: stored('box-1', 'done'), answer: answer('box-1', 'arrived') });
    const stop = session.listen();
    await vi.waitFor(() => expect(session.get().entries[0]).toMatchObject({ synced: true, data: { outcome: 'arrived' } }));
    stop();
  });

  it('ends as synced when its outbox entry is gone, answer heard or not, and waits while it is there', async () => {
    await deviceDb().outbox.add(stored('box-2', 'sending'));
    const session = createScanSession<string, string>();
    const stop = session.listen();
    // Restored from the outbox after a remount: box-1 was applied while the list was being read.
    session.restore([
      { id: 'gone', data: 'applied meanwhile', outboxId: 'box-1' },
      { id: 'sent', data: 'still sending', outboxId: 'box-2' },
    ]);
    await vi.waitFor(() => expect(session.get().entries.find((e) => e.id === 'gone')?.synced).toBe(true));
    expect(session.get().entries.find((e) => e.id === 'sent')?.synced).toBe(false);
    // The answer to box-2 is heard by the outbox's flush, not by the listener (say, it was unmounted).
    await deviceDb().outbox.where('id').equals('box-2').delete();
    outbox.flushed.forEach((listener) => listener());
    await vi.waitFor(() => expect(session.get().entries.find((e) => e.id === 'sent')?.synced).toBe(true));
    stop();
  });

  it('takes an answer heard before its outbox id was known', async () => {
    const session = createScanSession<string, string>();
    const stop = session.listen();
    outbox.heard.set('box-3', { entry: stored('box-3', 'done'), answer: answer('box-3', null) });
    session.add('e3', 'fast', null, Promise.resolve('box-3'));
    await vi.waitFor(() => expect(session.get().entries[0]?.synced).toBe(true));
    stop();
  });

  it('undoes the last scan of the session through the flow, leaving what the server had before alone', async () => {
    const takeBack = vi.fn(async () => 'undo-1');
    const forget = vi.fn();
    const session = createScanSession<string, string>({ initial: [{ id: 'old', data: 'from the server' }], takeBack, forget });
    expect(session.last()).toBeUndefined();
    session.add('e1', 'first', null, Promise.resolve('box-1'));
    session.add('e2', 'second', null, Promise.resolve('box-2'));
    await settle();
    const last = session.last()!;
    expect(last.id).toBe('e2');
    await session.undo(last.id, 'taken back');
    expect(takeBack).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(session.get().entries.find((e) => e.id === 'e2')?.undone).toBe(true);
    expect(session.get().notice).toBe('taken back');
    expect(session.last()?.id).toBe('e1');
    expect(await session.undo('e2', 'again')).toBe(false);
  });

  it('drops a refusal instead of sending an undo for what the server never stored', async () => {
    const takeBack = vi.fn(async () => 'undo');
    const session = createScanSession<string, string>({ takeBack });
    session.add('e1', 'refused one', null, Promise.resolve('box-9'));
    await settle();
    await deviceDb().outbox.add(stored('box-9', 'problem'));
    await session.undo('e1', null);
    expect(outbox.discard).toHaveBeenCalledWith('box-9', expect.any(String));
    expect(takeBack).not.toHaveBeenCalled();
  });

  it('takes back, on a reload, what was refused and then discarded on another screen, and keeps what still waits', async () => {
    await deviceDb().outbox.bulkAdd([stored('box-1', 'discarded'), stored('box-2', 'queued')]);
    const session = createScanSession<string, string>({});
    session.adopt(['gone', 'waiting', 'applied'], (row) => row, () => false, new Map([['gone', 'box-1'], ['waiting', 'box-2'], ['applied', 'box-3']]));
    await settle();
    await settle();
    const byId = new Map(session.get().entries.map((entry) => [entry.id, entry]));
    expect([byId.get('gone')?.undone, byId.get('waiting')?.undone, byId.get('waiting')?.synced, byId.get('applied')?.synced]).toEqual([true, false, false, true]);
  });

  it('lists at most what it keeps, newest first', () => {
    const session = createScanSession<number, string>({ keep: 2 });
    for (const n of [1, 2, 3]) session.add(`e${n}`, n, null);
    expect(session.get().entries.map((e) => e.data)).toEqual([3, 2]);
  });
});
