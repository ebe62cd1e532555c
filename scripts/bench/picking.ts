// Picking offline on two handhelds (issue 18): 1,000 units of a released batch picked by two users whose
// devices were offline, half of the units picked on both (two pickers who took the same tasks), then
// flushed through /v1/sync at once, each device in outbox batches. Counts what was applied, refused as
// already picked, lost (a unit no device got picked: must be 0) and applied twice (must be 0), and the
// time of one pick, sent alone, on PGlite and on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { PICK_UNITS, type PickPack, type PickUnits } from '../../src/domain/picking/picking';
import type { MutationResult } from '../../src/domain/sync/mutations';
import { orderAllocations } from '../../src/server/db/schema/orders';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';
import { seedBatch } from './release';

const PICKS = Number(process.env.BENCH_PICKS ?? 1_000);
/** What a device's outbox sends in one request. */
const OUTBOX_BATCH = 25;
/** Picks sent one at a time to time the handler alone. */
const TIMED = 100;

const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function picking(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres }, async (server) => {
    const { admin, batchId, batchNumber } = await seedBatch(server, Math.ceil((PICKS + TIMED) / 3));
    await call(`${server.url}/v1/shipping/batches/${batchNumber}/release`, { token: admin, body: {} });
    const [one, two] = await Promise.all([signIn(server.url, 'supervisor'), signIn(server.url, 'operator')]);
    const pack = await call<PickPack>(`${server.url}/v1/shipping/picking/batches/${batchId}/pack`, { token: one });
    const tasks = new Map(pack.tasks.map((t) => [t.id, t]));
    const units = pack.units.filter((u) => u.taskId);
    const totes = await call<{ id: string }[]>(`${server.url}/v1/containers`, { token: admin, body: { type: 'tote', binId: null, active: true, count: 2 } });
    const pickOf = (unit: (typeof units)[number], tote: string) => {
      const id = randomUUID();
      const payload: PickUnits = { id, taskId: unit.taskId!, binId: tasks.get(unit.taskId!)!.binId, what: { kind: 'item', itemId: unit.id }, toteId: tote, pickedAt: new Date().toISOString() };
      return { id, kind: PICK_UNITS, createdAt: Date.now(), payload };
    };
    const send = async (token: string, device: string, mutations: unknown[]) => {
      const res = await fetch(`${server.url}/v1/sync`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Device: device }, body: JSON.stringify({ mutations }) });
      return ((await res.json()) as { payload: { results: MutationResult[] } }).payload.results;
    };

    // The handler alone: picks sent one by one by one device, before the devices flush.
    const timed = units.slice(PICKS, PICKS + TIMED);
    const ms: number[] = [];
    for (const unit of timed) {
      const started = performance.now();
      await send(one, 'bench-timer', [pickOf(unit, totes[0]!.id)]);
      ms.push(performance.now() - started);
    }

    // Device one picked the first three quarters, device two the last three quarters: the middle half both.
    const flushed = units.slice(0, PICKS);
    const quarter = Math.floor(PICKS / 4);
    const outboxes = [
      { token: one, device: 'bench-picker-1', picks: flushed.slice(0, PICKS - quarter).map((u) => pickOf(u, totes[0]!.id)) },
      { token: two, device: 'bench-picker-2', picks: flushed.slice(quarter).map((u) => pickOf(u, totes[1]!.id)) },
    ];
    const applied = new Map<string, number>();
    let refused = 0;
    const other = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      outboxes.map(async ({ token, device, picks }) => {
        for (let start = 0; start < picks.length; start += OUTBOX_BATCH) {
          const sent = picks.slice(start, start + OUTBOX_BATCH);
          const results = await send(token, device, sent);
          for (const [i, result] of results.entries()) {
            const itemId = (sent[i]!.payload.what as { itemId: string }).itemId;
            const reason = (result.payload as { reason?: string } | null)?.reason;
            if (result.status === 200) applied.set(itemId, (applied.get(itemId) ?? 0) + 1);
            else if (result.status === 409 && reason === 'already-picked') refused++;
            else other.set(`${result.status} ${reason ?? result.message}`, (other.get(`${result.status} ${reason ?? result.message}`) ?? 0) + 1);
          }
        }
      }),
    );
    const flushMs = performance.now() - started;
    const [left] = await server.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(orderAllocations)
      .where(and(inArray(orderAllocations.itemId, flushed.map((u) => u.id)), isNull(orderAllocations.pickedAt)));
    const db = server.database;
    return {
      [`${db}: picks flushed (device 1 + device 2, ${PICKS / 2} on both)`]: `${outboxes[0]!.picks.length} + ${outboxes[1]!.picks.length}`,
      [`${db}: applied`]: [...applied.values()].filter((n) => n === 1).length,
      [`${db}: refused as already picked`]: refused,
      [`${db}: other answers`]: other.size === 0 ? 'none' : [...other].map(([k, n]) => `${k} ×${n}`).join(', '),
      [`${db}: lost (units no pick applied to; goal 0)`]: flushed.filter((u) => !applied.has(u.id)).length,
      [`${db}: still unpicked in the database (goal 0)`]: left?.n ?? 0,
      [`${db}: applied twice (goal 0)`]: [...applied.values()].filter((n) => n > 1).length,
      [`${db}: flush of both outboxes, s`]: (flushMs / 1000).toFixed(1),
      [`${db}: one pick through /v1/sync, p50 / p95 ms (${TIMED} picks)`]: `${percentile(ms, 50).toFixed(1)} / ${percentile(ms, 95).toFixed(1)}`,
    };
  });
}

/** One database's figures, or why it could not give them: the other database still runs. */
const figuresOf = (postgres: boolean) => picking(postgres).catch((error: unknown) => ({ [`${postgres ? 'postgres' : 'pglite'}: failed`]: String(error instanceof Error ? (error.cause ?? error.message) : error) }));

export async function benchPicking(): Promise<Figures> {
  const figures = await figuresOf(false);
  return process.env.DATABASE_URL ? { ...figures, ...(await figuresOf(true)) } : { ...figures, PostgreSQL: 'not run: set DATABASE_URL to a scratch database' };
}

await runIfMain(import.meta.url, benchPicking);
