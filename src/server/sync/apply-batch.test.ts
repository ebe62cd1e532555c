import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMutation } from '../../../tests/factories/mutations';
import type { SyncBatchAnswer } from '../../domain/sync/mutations';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/auth';
import { scanLog } from '../db/schema/scan';
import { idempotencyKeys } from '../db/schema/sync';
import { AppError } from '../lib/errors';
import { authRoutes } from '../routes/auth/auth.routes';
import { mutationKinds } from '../routes/mutation-kinds';
import { scanLogRoutes } from '../routes/scan-log/scan-log.routes';
import { syncRoutes } from '../routes/sync/sync.routes';
import { appFixture } from '../testing/app-fixture';
import { KEEP_KEYS_DAYS, pruneIdempotencyKeys } from './idempotency';
import { defineMutationKind } from './mutation-kind';

// Test kinds write audit rows as their visible effect, then fail or answer as each case needs.
const Numbered = v.object({ n: v.number() });
const effect = (action: string) => (tx: Database, id: string, at: Date) => tx.insert(auditLog).values({ action, entity: 'test', entityId: id, at });
/** Payload numbers whose next apply fails once, as a full disk would. */
const failOnce = new Set<number>();
/** Payload numbers the bulk kind always fails on, as a row the database refuses would. */
const poisoned = new Set<number>();
/** How many mutations each applyMany call wrote. */
const bulkWrites: number[] = [];
const testKinds = [
  defineMutationKind({
    kind: 'test.flaky',
    schema: Numbered,
    access: 'staff',
    async apply(tx, ctx, payload) {
      await effect('test.flaky')(tx, ctx.mutationId, ctx.at);
      if (failOnce.delete(payload.n)) throw new Error('disk full');
      return { doubled: payload.n * 2 };
    },
  }),
  defineMutationKind({
    kind: 'test.bulk',
    schema: Numbered,
    access: 'staff',
    answer: (ctx, payload) => ({ id: ctx.mutationId, n: payload.n }),
    async applyMany(tx, items) {
      bulkWrites.push(items.length);
      await tx.insert(auditLog).values(items.map(({ ctx }) => ({ action: 'test.bulk', entity: 'test', entityId: ctx.mutationId, at: ctx.at })));
      if (items.some(({ payload }) => poisoned.has(payload.n))) throw new Error('value out of range');
    },
  }),
  defineMutationKind({
    kind: 'test.refused',
    schema: Numbered,
    access: 'staff',
    async apply(tx, ctx) {
      await effect('test.refused')(tx, ctx.mutationId, ctx.at);
      throw new AppError(409, 'The item is already packed.', { state: 'packed' });
    },
  }),
  defineMutationKind({
    kind: 'test.report',
    schema: Numbered,
    access: ['REPORT'],
    async apply(tx, ctx) {
      await effect('test.report')(tx, ctx.mutationId, ctx.at);
    },
  }),
];

let f: Awaited<ReturnType<typeof appFixture>>;
let operator: string;
beforeAll(async () => {
  f = await appFixture([...authRoutes, ...syncRoutes([...mutationKinds, ...testKinds]), ...scanLogRoutes]);
  operator = await f.signIn('operator');
}, 60_000);
afterAll(() => f.close());

const send = async (token: string, mutations: unknown[], headers: Record<string, string> = {}) => {
  const answer = await f.request<SyncBatchAnswer>('/v1/sync', { token, body: { mutations }, headers });
  expect(answer.status).toBe(200);
  return answer.body.payload.results;
};
const effects = (action: string, id: string) =>
  f.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

describe('applying a batch (in-process, to read the database)', { timeout: 20_000 }, () => {
  it('audits a discarded sync problem with who, which device and why', async () => {
    const discardedId = randomUUID();
    const m = outboxMutation('sync.discard', { discardedId, kind: 'scan-log.record', reason: 'Label torn' });
    expect(await send(operator, [m], { Device: 'Zebra TC52' })).toEqual([{ id: m.id, status: 200, code: 200, message: 'OK', payload: null, permanent: false }]);
    const rows = await effects('sync.discard', discardedId);
    expect(rows).toEqual([
      expect.objectContaining({
        entity: 'outbox_entry',
        username: 'operator',
        device: 'Zebra TC52',
        detail: { kind: 'scan-log.record', reason: 'Label torn', mutationId: m.id },
      }),
    ]);
    // A replay answers again without a second audit row.
    await send(operator, [m]);
    expect(await effects('sync.discard', discardedId)).toHaveLength(1);
  });

  it('answers 500 for a mutation that fails unexpectedly, rolls it back alone, and keeps its key free', async () => {
    const [before, failing, after] = [outboxMutation('test.flaky', { n: 1 }), outboxMutation('test.flaky', { n: 2 }), outboxMutation('test.flaky', { n: 3 })];
    failOnce.add(2);
    expect((await send(operator, [before, failing, after])).map((r) => r.status)).toEqual([200, 500, 200]);
    expect(await effects('test.flaky', failing.id)).toHaveLength(0);
    expect(await effects('test.flaky', after.id)).toHaveLength(1);
    const retried = await send(operator, [failing]);
    expect(retried).toEqual([{ id: failing.id, status: 200, code: 200, message: 'OK', payload: { doubled: 4 }, permanent: false }]);
  });

  it('writes consecutive mutations of an applyMany kind together, each with its own key and answer', async () => {
    bulkWrites.length = 0;
    const batch = [
      outboxMutation('test.bulk', { n: 1 }),
      outboxMutation('test.bulk', { n: 2 }),
      outboxMutation('test.flaky', { n: 3 }),
      outboxMutation('test.bulk', { n: 4 }),
      outboxMutation('test.bulk', { n: 5 }),
      outboxMutation('test.bulk', { n: 6 }),
    ];
    const results = await send(operator, [...batch, batch[0]]);
    expect(results.map((r) => [r.id, r.status, r.payload])).toEqual([
      ...batch.map((m) => [m.id, 200, m.kind === 'test.bulk' ? { id: m.id, n: (m.payload as { n: number }).n } : { doubled: 6 }]),
      [batch[0]!.id, 200, { id: batch[0]!.id, n: 1 }],
    ]);
    expect(bulkWrites).toEqual([2, 3]);
    const keys = await f.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, batch.map((m) => m.id)));
    expect(keys).toHaveLength(batch.length);
    expect(await send(operator, batch)).toEqual(results.slice(0, batch.length));
  });

  it('applies a run that fails one mutation at a time, so only the bad one fails', async () => {
    bulkWrites.length = 0;
    const batch = [1, 2, 3, 4].map((n) => outboxMutation('test.bulk', { n: 100 + n }));
    poisoned.add(103);
    expect((await send(operator, batch)).map((r) => r.status)).toEqual([200, 200, 500, 200]);
    expect(bulkWrites).toEqual([4, 1, 1, 1, 1]);
    for (const [i, m] of batch.entries()) expect(await effects('test.bulk', m.id)).toHaveLength(i === 2 ? 0 : 1);
    poisoned.delete(103);
    expect((await send(operator, [batch[2]])).map((r) => r.status)).toEqual([200]);
  });

  it('stores the answer apply returns and replays it as is', async () => {
    const m = outboxMutation('test.flaky', { n: 21 });
    const first = await send(operator, [m]);
    expect(first[0]?.payload).toEqual({ doubled: 42 });
    expect(await send(operator, [m])).toEqual(first);
    const [row] = await f.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, m.id));
    expect(row).toMatchObject({ kind: 'test.flaky', status: 200, response: { code: 200, message: 'OK', payload: { doubled: 42 } } });
  });

  it('passes on the status of an AppError thrown by apply, with its change rolled back and no key kept', async () => {
    const m = outboxMutation('test.refused', { n: 1 });
    expect(await send(operator, [m])).toEqual([
      { id: m.id, status: 409, code: 409, message: 'The item is already packed.', payload: { state: 'packed' }, permanent: true },
    ]);
    expect(await effects('test.refused', m.id)).toHaveLength(0);
    expect(await f.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, m.id))).toHaveLength(0);
  });

  it('checks the kind’s permission per mutation: 403 and nothing written without it, applied for the super admin', async () => {
    const denied = outboxMutation('test.report', { n: 1 });
    expect(await send(operator, [denied])).toEqual([
      { id: denied.id, status: 403, code: 403, message: 'You do not have permission to do this.', payload: { permissions: ['REPORT'] }, permanent: true },
    ]);
    expect(await effects('test.report', denied.id)).toHaveLength(0);
    const allowed = outboxMutation('test.report', { n: 1 });
    expect((await send(await f.signIn('admin'), [allowed]))[0]?.status).toBe(200);
    expect(await effects('test.report', allowed.id)).toHaveLength(1);
  });

  it('forgets keys after KEEP_KEYS_DAYS, and a scan replayed after that still exists once', async () => {
    const device = `prune-${randomUUID()}`;
    const scan = outboxMutation('scan-log.record', { device, code: 'OLD-1', source: 'camera', parsed: { kind: 'plain' }, scannedAt: new Date().toISOString() });
    await send(operator, [scan]);
    await pruneIdempotencyKeys(f.db, new Date(f.clock.now + (KEEP_KEYS_DAYS - 1) * 86_400_000));
    expect(await f.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scan.id))).toHaveLength(1);
    await pruneIdempotencyKeys(f.db, new Date(f.clock.now + (KEEP_KEYS_DAYS + 1) * 86_400_000));
    expect(await f.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, scan.id))).toHaveLength(0);
    expect((await send(operator, [scan]))[0]?.status).toBe(200);
    expect(await f.db.select().from(scanLog).where(eq(scanLog.device, device))).toHaveLength(1);
  });

  it('lets the Supervisor role read the scan log', async () => {
    const answer = await f.request<{ total: number }>('/v1/scan-log?limit=1', { token: await f.signIn('supervisor') });
    expect(answer.status).toBe(200);
    expect(answer.body.payload.total).toBeGreaterThan(0);
  });
});
