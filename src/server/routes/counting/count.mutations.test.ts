import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBinMutation, countEntryMutation } from '../../../../tests/factories/counting';
import { outboxMutation } from '../../../../tests/factories/mutations';
import { VOID_ENTRY } from '../../../domain/counting/statuses';
import type { SyncBatchAnswer } from '../../../domain/sync/mutations';
import { countingBinCounts, countingBins, countingCycles, countingEntries, countingRecounts, countingSnapshot } from '../../db/schema/counting';
import { bins, clients, movements, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { appFixture } from '../../testing/app-fixture';

/*
 * The merge of counts from several devices, in-process: cycles are written straight to the tables (the
 * create and start calls have their own tests), counts go through POST /v1/sync as devices send them.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let token: string;
let companyId: string;
let binIds: string[];
let serialSku: { id: string; clientId: string };
let countedSku: { id: string; code: string; clientId: string };
let otherClientSku: { id: string; code: string } | undefined;

beforeAll(async () => {
  fx = await appFixture();
  token = await fx.signIn('admin');
  const binRows = await fx.db.select({ id: bins.id, companyId: bins.companyId }).from(bins).orderBy(asc(bins.code)).limit(4);
  companyId = binRows[0]!.companyId;
  binIds = binRows.map((bin) => bin.id);
  const nordic = await fx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'NORDIC'));
  const skuRows = await fx.db.select({ id: skus.id, code: skus.code, clientId: skus.clientId, serialised: skus.serialised }).from(skus).orderBy(asc(skus.code));
  serialSku = skuRows.find((sku) => sku.serialised && sku.clientId === nordic[0]!.id)!;
  countedSku = skuRows.find((sku) => !sku.serialised && sku.clientId === nordic[0]!.id)!;
  const other = skuRows.find((sku) => sku.clientId !== nordic[0]!.id)!;
  [otherClientSku] = await fx.db.insert(skus).values({ companyId, clientId: other.clientId, code: 'CT-BULK-1', description: 'bulk' }).returning({ id: skus.id, code: skus.code });
}, 60_000);

afterAll(() => fx.close());

let serialNo = 0;
async function unitIn(binId: string) {
  serialNo += 1;
  const id = randomUUID();
  const wmsNumber = `CT${String(serialNo).padStart(6, '0')}`;
  await fx.db.insert(items).values({ id, companyId, wmsNumber, clientId: serialSku.clientId, skuId: serialSku.id, serial: `SN-CT-${serialNo}`, quantity: 1, binId, status: 'available' });
  return { id, wmsNumber, serial: `SN-CT-${serialNo}` };
}

/** A serial cycle in progress over the given bins, its snapshot taken from the items now in them. */
async function startedCycle(cycleBins: string[], mode: 'serial' | 'non-serial' = 'serial', clientIds: string[] = []) {
  const [cycle] = await fx.db
    .insert(countingCycles)
    .values({
      companyId,
      number: `CC-T${randomUUID().slice(0, 6)}`,
      name: 'merge test',
      mode,
      status: 'in_progress',
      scope: { zoneIds: [], binIds: cycleBins, skuIds: [], clientIds },
      startedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  await fx.db.insert(countingBins).values(cycleBins.map((binId) => ({ cycleId: cycle!.id, binId })));
  for (const binId of cycleBins) {
    const inBin = await fx.db.select().from(items).where(eq(items.binId, binId));
    if (inBin.length) {
      await fx.db.insert(countingSnapshot).values(inBin.map((item) => ({ cycleId: cycle!.id, itemId: item.id, binId, skuId: item.skuId, wmsNumber: item.wmsNumber, serial: item.serial, quantity: item.quantity })));
    }
  }
  return cycle!.id;
}

/** One handheld: a bin count per bin label scanned, its entries and its close as outbox mutations. */
function device(name: string, cycleId: string) {
  const queued: { id: string; kind: string; payload: unknown; createdAt: number }[] = [];
  return {
    countBin(binId: string, codes: (string | { code: string; skuId?: string; quantity: number })[], { round = 1, close = true } = {}) {
      const binCount = { cycleId, binCountId: randomUUID(), binId, round };
      const entries = codes.map((scanned) => {
        const { code, ...fields } = typeof scanned === 'string' ? { code: scanned } : scanned;
        return countEntryMutation(binCount, code, fields);
      });
      queued.push(...entries, ...(close ? [closeBinMutation(binCount)] : []));
      return { binCountId: binCount.binCountId, entryIds: entries.map((entry) => entry.payload.id) };
    },
    void(entryId: string) {
      queued.push(outboxMutation(VOID_ENTRY, { cycleId, entryId }));
    },
    /** Sends everything queued (as one batch, as a device back online does) and empties the queue. */
    async sync() {
      const batch = queued.splice(0);
      const answer = await fx.request<SyncBatchAnswer>('/v1/sync', { body: { mutations: batch }, token, headers: { Device: name } });
      expect(answer.status).toBe(200);
      return { batch, results: answer.body.payload.results };
    },
  };
}

const recountsOf = (cycleId: string) =>
  fx.db.select({ binId: countingRecounts.binId, round: countingRecounts.round, reason: countingRecounts.reason, status: countingRecounts.status }).from(countingRecounts).where(eq(countingRecounts.cycleId, cycleId)).orderBy(asc(countingRecounts.createdAt));

const roundOf = async (cycleId: string, binId: string) =>
  (await fx.db.select({ round: countingBins.round }).from(countingBins).where(and(eq(countingBins.cycleId, cycleId), eq(countingBins.binId, binId))))[0]?.round;

describe('counting entries from several devices', () => {
  for (const order of ['first device first', 'second device first'] as const) {
    it(`merges two offline devices the same whichever syncs first (${order})`, async () => {
      const [x, y, z] = [binIds[0]!, binIds[1]!, binIds[2]!];
      const inX = [await unitIn(x), await unitIn(x), await unitIn(x)];
      const inY = [await unitIn(y), await unitIn(y)];
      const cycleId = await startedCycle([x, y, z]);
      const one = device('handheld-1', cycleId);
      const two = device('handheld-2', cycleId);
      // Handheld 1 counts X and finds one of Y's units there; handheld 2 counts X too and misses a unit.
      one.countBin(x, [inX[0]!.wmsNumber, inX[1]!.serial, inX[2]!.wmsNumber, inY[1]!.wmsNumber]);
      two.countBin(x, [inX[0]!.serial, inX[1]!.wmsNumber]);
      // Handheld 2 counts Y (without the unit handheld 1 found in X) and Z, empty.
      two.countBin(y, [inY[0]!.wmsNumber]);
      two.countBin(z, []);

      const [a, b] = order === 'first device first' ? [one, two] : [two, one];
      const first = await a.sync();
      const second = await b.sync();
      for (const answer of [...first.results, ...second.results]) expect(answer.status, answer.message).toBe(200);

      const entries = await fx.db.select().from(countingEntries).where(eq(countingEntries.cycleId, cycleId));
      expect(entries).toHaveLength(4 + 2 + 1);
      const wrongBin = entries.filter((entry) => entry.flag === 'wrong-bin');
      expect(wrongBin.map((entry) => [entry.itemId, entry.binId])).toEqual([[inY[1]!.id, x]]);
      expect(entries.filter((entry) => entry.flag !== null && entry.flag !== 'wrong-bin')).toEqual([]);

      expect(await recountsOf(cycleId)).toEqual([{ binId: x, round: 2, reason: 'counts-differ', status: 'open' }]);
      expect(await roundOf(cycleId, x)).toBe(2);
      expect(await roundOf(cycleId, y)).toBe(1);
      const closed = await fx.db.select().from(countingBinCounts).where(eq(countingBinCounts.cycleId, cycleId));
      expect(closed.filter((count) => count.closedAt !== null)).toHaveLength(4);

      // Replaying both batches (answers lost on the way) stores nothing twice.
      const again = await fx.request<SyncBatchAnswer>('/v1/sync', { body: { mutations: [...first.batch, ...second.batch] }, token });
      expect(again.body.payload.results.every((result) => result.status === 200)).toBe(true);
      expect(await fx.db.select().from(countingEntries).where(eq(countingEntries.cycleId, cycleId))).toHaveLength(7);
      expect(await recountsOf(cycleId)).toHaveLength(1);
    });
  }

  it('closes the recount task with a count of the next round, which alone decides', async () => {
    const x = binIds[3]!;
    const units = [await unitIn(x), await unitIn(x)];
    const cycleId = await startedCycle([x]);
    const one = device('handheld-1', cycleId);
    const two = device('handheld-2', cycleId);
    one.countBin(x, [units[0]!.wmsNumber, units[1]!.wmsNumber]);
    two.countBin(x, [units[0]!.wmsNumber]);
    await one.sync();
    await two.sync();
    expect(await roundOf(cycleId, x)).toBe(2);

    // A third count of round 1 arrives late: kept, decides nothing.
    const late = device('handheld-3', cycleId);
    late.countBin(x, []);
    const lateAnswer = await late.sync();
    expect(lateAnswer.results.at(-1)!.payload).toMatchObject({ superseded: true });
    expect(await recountsOf(cycleId)).toEqual([{ binId: x, round: 2, reason: 'counts-differ', status: 'open' }]);

    one.countBin(x, [units[0]!.wmsNumber, units[1]!.wmsNumber], { round: 2 });
    const { results } = await one.sync();
    expect(results.at(-1)!.payload).toEqual({ binId: x, round: 2, recount: false });
    expect(await recountsOf(cycleId)).toEqual([{ binId: x, round: 2, reason: 'counts-differ', status: 'done' }]);
  });

  it('opens a recount of both bins when a unit is counted in two of them', async () => {
    const [x, y] = [binIds[0]!, binIds[1]!];
    const unit = await unitIn(x);
    const cycleId = await startedCycle([x, y]);
    const one = device('handheld-1', cycleId);
    const two = device('handheld-2', cycleId);
    one.countBin(x, [unit.wmsNumber]);
    two.countBin(y, [unit.serial]);
    await two.sync();
    await one.sync();
    const recounts = await recountsOf(cycleId);
    expect(recounts.map((r) => [r.binId, r.reason, r.round]).sort()).toEqual([[x, 'serial-in-two-bins', 2], [y, 'serial-in-two-bins', 2]].sort());
  });

  it('voids corrected entries while the bin is open, and refuses entries and corrections once it is closed', async () => {
    const x = binIds[2]!;
    const unit = await unitIn(x);
    const cycleId = await startedCycle([x]);
    const one = device('handheld-1', cycleId);
    const { entryIds, binCountId } = one.countBin(x, [unit.wmsNumber, 'NOT-A-UNIT'], { close: false });
    one.void(entryIds[1]!);
    await one.sync();
    const stored = await fx.db.select().from(countingEntries).where(eq(countingEntries.binCountId, binCountId)).orderBy(asc(countingEntries.countedAt));
    expect(stored.map((entry) => [entry.code, entry.flag, entry.voidedAt !== null])).toEqual([
      [unit.wmsNumber, null, false],
      ['NOT-A-UNIT', 'unknown', true],
    ]);

    await fx.request('/v1/sync', { body: { mutations: [closeBinMutation({ cycleId, binCountId, binId: x })] }, token });
    const late = countEntryMutation({ cycleId, binCountId, binId: x }, unit.serial);
    const answer = await fx.request<SyncBatchAnswer>('/v1/sync', {
      body: { mutations: [late, outboxMutation(VOID_ENTRY, { cycleId, entryId: entryIds[0] })] },
      token,
    });
    expect(answer.body.payload.results.map((result) => [result.status, (result.payload as { reason?: string }).reason])).toEqual([
      [409, 'count-closed'],
      [409, 'count-closed'],
    ]);
  });

  it('adds up quantities of a non-serial count, flags another client’s SKU, and refuses counts for a cycle not in progress', async () => {
    const x = binIds[1]!;
    const cycleId = await startedCycle([x], 'non-serial', [countedSku.clientId]);
    const one = device('handheld-1', cycleId);
    const { binCountId } = one.countBin(x, [{ code: countedSku.code, quantity: 5 }, { code: countedSku.code, skuId: countedSku.id, quantity: 1 }, { code: otherClientSku!.code, quantity: 2 }]);
    await one.sync();
    const stored = await fx.db.select().from(countingEntries).where(eq(countingEntries.binCountId, binCountId)).orderBy(asc(countingEntries.quantity));
    expect(stored.map((entry) => [entry.skuId, entry.quantity, entry.flag]).sort()).toEqual(
      [[countedSku.id, 1, null], [otherClientSku!.id, 2, 'other-client'], [countedSku.id, 5, null]].sort(),
    );

    await fx.db.update(countingCycles).set({ status: 'cancelled' }).where(eq(countingCycles.id, cycleId));
    one.countBin(x, [countedSku.code]);
    const { results } = await one.sync();
    expect(results[0]).toMatchObject({ status: 409, payload: { reason: 'not-countable', state: 'cancelled' } });
  });

  it('does not call a unit counted in two bins when it moved between the two counts', async () => {
    const [x, y] = [binIds[2]!, binIds[3]!];
    const unit = await unitIn(x);
    const cycleId = await startedCycle([x, y]);
    const one = device('handheld-1', cycleId);
    one.countBin(x, [unit.wmsNumber]);
    await one.sync();
    await fx.db.update(items).set({ binId: y }).where(eq(items.id, unit.id));
    await fx.db.insert(movements).values({ companyId, type: 'transfer', itemId: unit.id, skuId: serialSku.id, fromBinId: x, toBinId: y, at: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const two = device('handheld-2', cycleId);
    two.countBin(y, [unit.wmsNumber]);
    await two.sync();
    expect(await recountsOf(cycleId)).toEqual([]);
  });
});
