import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeviceDb, type StoredOutboxEntry, openDeviceDb } from './device-db';
import { type MutationAnswer, OutboxEntryTooLargeError, type SendResult, type Transport, createOutbox } from './outbox';

let db: DeviceDb;
let counter = 0;

function setup(transport: Transport, clock = { t: 1_000 }, onBatchAnswered?: (applied: StoredOutboxEntry[], refused: StoredOutboxEntry[]) => void) {
  db = openDeviceDb(`outbox-test-${++counter}`);
  // Queue mechanics only: any kind, any payload (the app's own outbox takes the registry's).
  const outbox = createOutbox<Record<string, unknown>>({ db, transport, now: () => clock.t, batchSize: 3, backoff: { random: () => 0.5 }, onBatchAnswered });
  return { outbox, clock };
}

afterEach(async () => {
  db.close();
  await db.delete();
});

/** A fake server that applies each key once, like the real one, and records what it applied. */
function fakeServer() {
  const applied = new Map<string, MutationAnswer>();
  const requests: string[][] = [];
  const answer = (mutations: { id: string; payload: unknown }[]): Extract<SendResult, { kind: 'answered' }> => ({
    kind: 'answered',
    results: mutations.map(({ id, payload }) => {
      const stored = applied.get(id) ?? { id, status: 200, message: 'OK', payload };
      applied.set(id, stored);
      return stored;
    }),
  });
  return { applied, requests, answer };
}

/** An outbox whose server holds the answer to the batch carrying `a` until `answer()`; each send is logged in `events`. */
function answerHeldForA() {
  const server = fakeServer();
  const events: string[] = [];
  let release = () => {};
  const { outbox } = setup(async (mutations) => {
    events.push(`send ${mutations.map((m) => m.payload as string).join(',')}`);
    if (mutations.some((m) => m.payload === 'a')) await new Promise<void>((resolve) => (release = resolve));
    return server.answer(mutations);
  });
  return { outbox, events, answer: () => release() };
}

describe('outbox', () => {
  it('sends oldest first in batches and removes what the server applied', async () => {
    const server = fakeServer();
    const { outbox } = setup(async (mutations) => {
      server.requests.push(mutations.map((m) => m.payload as string));
      return server.answer(mutations);
    });
    for (const code of ['a', 'b', 'c', 'd', 'e']) await outbox.enqueue('scan', code);
    const result = await outbox.flush();
    expect(result).toEqual({ sent: 5, stoppedBy: null });
    expect(server.requests).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    expect(await db.outbox.count()).toBe(0);
    expect(await outbox.lastSyncAt()).toBe(1_000);
  });

  it('reports what the server applied and what it refused once per batch, after storing it', async () => {
    const server = fakeServer();
    const batches: string[][][] = [];
    const { outbox } = setup(
      async (mutations) => {
        const answered = server.answer(mutations);
        return { kind: 'answered', results: answered.results.map((r) => (r.payload === 'bad' ? { ...r, status: 400, permanent: true } : r)) };
      },
      undefined,
      (applied, refused) => batches.push([applied, refused].map((entries) => entries.map((entry) => entry.payload as string))),
    );
    for (const code of ['a', 'bad', 'c', 'd', 'bad']) await outbox.enqueue('scan', code);
    await outbox.flush();
    expect(batches).toEqual([[['a', 'c'], ['bad']], [['d'], ['bad']]]);
  });

  it('never sends a change ahead of an older one still waiting out its backoff', async () => {
    const server = fakeServer();
    let online = false;
    const { outbox, clock } = setup(async (mutations) => {
      if (!online) return { kind: 'failed', outcome: { network: true }, error: 'offline' };
      server.requests.push(mutations.map((m) => m.payload as string));
      return server.answer(mutations);
    });
    await outbox.enqueue('count.entry', 'entry-1');
    await outbox.flush();
    // Made after the failed send: due at once, while entry-1 waits for its retry.
    await outbox.enqueue('count.close', 'close');
    online = true;
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: null });
    expect(server.requests).toEqual([]);
    // The background timer waits for entry-1 rather than spinning on the close, due but held back.
    const [waiting] = await db.outbox.toArray();
    expect(waiting!.nextAttemptAt).toBeGreaterThan(clock.t);
    expect(await outbox.nextDueAt()).toBe(waiting!.nextAttemptAt);
    clock.t += 60 * 60_000;
    await outbox.flush();
    expect(server.requests).toEqual([['entry-1', 'close']]);
  });

  it('keeps everything queued with a backoff when the network fails, and loses nothing', async () => {
    const { outbox, clock } = setup(async () => ({ kind: 'failed', outcome: { network: true }, error: 'offline' }));
    await outbox.enqueue('scan', 'a');
    await outbox.enqueue('scan', 'b');
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: 'retry' });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.state, e.attempts, e.lastError])).toEqual([
      ['queued', 1, 'offline'],
      ['queued', 1, 'offline'],
    ]);
    // Not due yet: a second flush sends nothing until the backoff has passed.
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: null });
    expect(await outbox.nextDueAt()).toBe(clock.t + 500);
  });

  it('resending after a lost answer applies each mutation once', async () => {
    const server = fakeServer();
    let calls = 0;
    const clock = { t: 1_000 };
    const { outbox } = setup(async (mutations) => {
      const answer = server.answer(mutations);
      // The first answer is lost on the way back, after the server applied the batch.
      return ++calls === 1 ? { kind: 'failed', outcome: { network: true }, error: 'reset' } : answer;
    }, clock);
    for (const code of ['a', 'b', 'c']) await outbox.enqueue('scan', code);
    await outbox.flush();
    clock.t += 60_000;
    await outbox.flush();
    expect(server.applied.size).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('turns a rejected mutation into a sync problem and sends the rest', async () => {
    const server = fakeServer();
    const { outbox } = setup(async (mutations) => ({
      kind: 'answered',
      results: mutations.map((m) =>
        m.payload === 'bad' ? { id: m.id, status: 400, message: 'Invalid code', payload: null } : server.answer([m]).results[0]!,
      ),
    }));
    await outbox.enqueue('scan', 'a');
    const bad = await outbox.enqueue('scan', 'bad');
    await outbox.enqueue('scan', 'c');
    expect(await outbox.flush()).toEqual({ sent: 2, stoppedBy: null });
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.id, e.state, e.lastError])).toEqual([[bad.id, 'problem', 'Invalid code']]);
    // A problem is never resent on its own.
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: null });
  });

  it('lets the user retry or discard a problem; a discard is reported to the server', async () => {
    const sent: string[] = [];
    let reject = true;
    const { outbox } = setup(async (mutations) => ({
      kind: 'answered',
      results: mutations.map((m) => {
        sent.push(m.kind);
        return { id: m.id, status: reject && m.kind === 'scan' ? 409 : 200, message: 'x', payload: null };
      }),
    }));
    const first = await outbox.enqueue('scan', 'a');
    const second = await outbox.enqueue('scan', 'b');
    await outbox.flush();
    reject = false;
    await outbox.retry(first.id);
    await outbox.discard(second.id, 'scanned by mistake');
    await outbox.flush();
    expect(sent).toEqual(['scan', 'scan', 'scan', 'sync.discard']);
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.id, e.state])).toEqual([[second.id, 'discarded']]);
  });

  it('waits without counting an attempt when the user is signed out', async () => {
    const { outbox } = setup(async () => ({ kind: 'failed', outcome: { status: 401 }, error: 'signed out' }));
    await outbox.enqueue('scan', 'a');
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: 'signed-out' });
    const [entry] = await db.outbox.toArray();
    expect([entry!.state, entry!.attempts]).toEqual(['queued', 0]);
  });

  it('puts entries a closed tab left in sending back in the queue', async () => {
    const { outbox } = setup(async (mutations) => fakeServer().answer(mutations));
    const entry = await outbox.enqueue('scan', 'a');
    await db.outbox.update(entry.seq!, { state: 'sending' });
    expect(await outbox.recover()).toBe(1);
    expect((await db.outbox.get(entry.seq!))!.state).toBe('queued');
  });

  it('shares one run between concurrent flushes', async () => {
    let calls = 0;
    const { outbox } = setup(async (mutations) => {
      calls += 1;
      return fakeServer().answer(mutations);
    });
    await outbox.enqueue('scan', 'a');
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(calls).toBe(1);
  });

  it('holds sends for a download: it waits for the send under way, and none starts before it ends', async () => {
    const { outbox, events, answer } = answerHeldForA();
    await outbox.enqueue('scan', 'a');
    const first = outbox.flush();
    await vi.waitFor(() => expect(events).toEqual(['send a']));
    let finishDownload = () => {};
    const download = outbox.holding(async () => {
      events.push(`read queue: ${(await db.outbox.where('state').anyOf('queued', 'sending').count()).toString()}`);
      await new Promise<void>((resolve) => (finishDownload = resolve));
      events.push('downloaded');
      return 'pack';
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['send a']);
    answer();
    await first;
    await vi.waitFor(() => expect(events).toEqual(['send a', 'read queue: 0']));
    await outbox.enqueue('scan', 'b');
    const second = outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['send a', 'read queue: 0']);
    finishDownload();
    expect(await download).toBe('pack');
    expect(await second).toEqual({ sent: 1, stoppedBy: null });
    expect(events).toEqual(['send a', 'read queue: 0', 'downloaded', 'send b']);
  });

  it('lets a download in between two batches of a long flush, not after the last', async () => {
    const { outbox, events, answer } = answerHeldForA();
    for (const code of ['a', 'b', 'c', 'd']) await outbox.enqueue('scan', code);
    const flushed = outbox.flush();
    await vi.waitFor(() => expect(events).toEqual(['send a,b,c']));
    const download = outbox.holding(async () => {
      events.push('downloaded');
    });
    answer();
    await download;
    expect(await flushed).toEqual({ sent: 4, stoppedBy: null });
    expect(events).toEqual(['send a,b,c', 'downloaded', 'send d']);
  });

  it('turns a permanent verdict into a sync problem, whatever its status, with the server’s detail to read', async () => {
    const { outbox } = setup(async (mutations) => ({
      kind: 'answered',
      results: mutations.map((m) => ({ id: m.id, status: 503, message: 'Refused', payload: { reason: 'x' }, permanent: true })),
    }));
    const entry = await outbox.enqueue('scan', 'a');
    expect(await outbox.flush()).toEqual({ sent: 0, stoppedBy: null });
    const [stored] = await db.outbox.toArray();
    expect([stored!.id, stored!.state, stored!.lastError, stored!.problemDetail, stored!.problemStatus]).toEqual([entry.id, 'problem', 'Refused', { reason: 'x' }, 503]);
  });

  it('stops a batch before the entry that would take its body past the byte budget, and refuses one entry over it when queued', async () => {
    db = openDeviceDb(`outbox-test-${++counter}`);
    const bodies: number[] = [];
    const sizes: string[][] = [];
    const server = fakeServer();
    const outbox = createOutbox<Record<string, unknown>>({
      db,
      batchBytes: 1_000,
      transport: async (mutations) => {
        bodies.push(new TextEncoder().encode(JSON.stringify({ mutations })).length);
        sizes.push(mutations.map((m) => String((m.payload as string).length)));
        return server.answer(mutations);
      },
    });
    // About 420 bytes each once serialized: two fit in 1,000 bytes, three do not.
    for (const fill of ['a', 'b', 'c', 'd', 'e']) await outbox.enqueue('photo', fill.repeat(300));
    await outbox.enqueue('scan', 'x');
    expect(await outbox.flush()).toEqual({ sent: 6, stoppedBy: null });
    expect(sizes).toEqual([['300', '300'], ['300', '300'], ['300', '1']]);
    expect(Math.max(...bodies)).toBeLessThanOrEqual(1_000 + 20);
    await expect(outbox.enqueue('photo', 'z'.repeat(1_000))).rejects.toBeInstanceOf(OutboxEntryTooLargeError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes, in the app, only a registry kind with a payload of its schema', async () => {
    db = openDeviceDb(`outbox-test-${++counter}`);
    const typed = createOutbox({ db, transport: async () => ({ kind: 'failed', outcome: { network: true }, error: 'offline' }) });
    const entry = await typed.enqueue('receiving.item.undo', { itemId: '0b7c5f7e-4a0f-4f7e-9d2a-3c1e2b4a5d6f' });
    expect(entry.kind).toBe('receiving.item.undo');
    // Checked by the compiler (npm run typecheck): a wrong payload or an unknown kind does not build.
    const wrong = () => [
      // @ts-expect-error label.print needs its labels
      typed.enqueue('label.print', { printerId: entry.id }),
      // @ts-expect-error no such kind
      typed.enqueue('receiving.item.teleport', { itemId: entry.id }),
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
