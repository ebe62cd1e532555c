import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountingCounter, CountingCycleDetail } from '../../src/domain/counting/cycles';
import type { CountingPack } from '../../src/domain/counting/pack';
import { VOID_ENTRY } from '../../src/domain/counting/statuses';
import type { ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import type { Sku } from '../../src/domain/skus/skus';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { accountHolding, api, signIn } from './helpers';
import { closeBinMutation, countEntryMutation, cycleBody } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { outboxMutation } from '../factories/mutations';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';

/*
 * The handheld's side of counting over HTTP: the offline pack and the three count mutations, their
 * permissions and the states that refuse them. The merge itself is tested in-process
 * (src/server/routes/counting/count.mutations.test.ts) and in the browser (tests/e2e/counting.spec.ts).
 */
const base = '/v1/counting/cycles';
const DEVICE = { Device: 'counting-count-test' };

let admin: string;
let zoneId: string;
let binIds: string[];
let binCodes: string[];
let units: { wmsNumber: string; serial: string }[];
let operatorId: string;

const accountWith = (permissions: string[]) => accountHolding(admin, permissions);

async function cycle(overrides: { blind?: boolean; counterIds?: string[]; start?: boolean } = {}): Promise<CountingCycleDetail> {
  const created = await api<CountingCycleDetail>(base, {
    token: admin,
    body: cycleBody({ zoneIds: [zoneId] }, { blind: overrides.blind ?? false, counterIds: overrides.counterIds ?? [] }),
  });
  expect(created.status).toBe(201);
  if (overrides.start !== false) expect((await api(`${base}/${created.body.payload.id}/start`, { token: admin, method: 'POST' })).status).toBe(200);
  return created.body.payload;
}

const entry = (cycleId: string, binCountId: string, code: string, binId = binIds[0]!) => countEntryMutation({ cycleId, binCountId, binId }, code);
const close = (cycleId: string, binCountId: string, binId = binIds[0]!) => closeBinMutation({ cycleId, binCountId, binId });
const sync = (token: string, mutations: unknown[]) => api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations }, headers: DEVICE });

beforeAll(async () => {
  admin = await signIn('admin');
  const nordic = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!;
  operatorId = (await api<CountingCounter[]>('/v1/counting/counters?q=operator', { token: admin })).body.payload.find((u) => u.username === 'operator')!.id;
  const code = uniqueZoneCode('K', 7);
  zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Count test zone') })).body.payload.id;
  binCodes = [`${code}-1`, `${code}-2`];
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) {
    binIds.push((await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, binCode, n) })).body.payload.id);
  }
  const sku = await api<Sku>('/v1/skus', {
    token: admin,
    body: skuBody({ code: `${code}-S`, description: 'Count test unit', clientId: nordic.id, serialised: true, unitValue: null }),
  });
  const cn = await api<{ number: string }>('/v1/receiving/control-numbers', {
    token: admin,
    body: controlNumberBody(nordic.id),
  });
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 2 }, headers: DEVICE });
  units = block.body.payload.numbers.map((wmsNumber, i) => ({ wmsNumber, serial: `${code}-SN-${i}` }));
  const received = await sync(
    admin,
    units.map((unit, i) => receiveItemMutation({ controlNumber: cn.body.payload.number, wmsNumber: unit.wmsNumber, skuId: sku.body.payload.id, serial: unit.serial, quantity: 1, binCode: binCodes[i]! })),
  );
  expect(received.body.payload.results.map((r) => r.status)).toEqual([200, 200]);
}, 120_000);

describe('the counting pack', () => {
  it('holds the bins in walking order, every active SKU, and where each unit is expected', async () => {
    const { id } = await cycle();
    const pack = await api<CountingPack>(`${base}/${id}/pack`, { token: admin });
    expect(pack.status).toBe(200);
    expect(pack.body.payload.bins.map((bin) => [bin.code, bin.round, bin.recount])).toEqual([
      [binCodes[0], 1, false],
      [binCodes[1], 1, false],
    ]);
    expect(pack.body.payload.expected!.map((unit) => [unit.wmsNumber, unit.serial, unit.binId]).sort()).toEqual(
      units.map((unit, i) => [unit.wmsNumber, unit.serial, binIds[i]]).sort(),
    );
    expect(pack.body.payload.skus.length).toBeGreaterThan(100);
  });

  it('leaves out what is expected when the cycle is blind', async () => {
    const { id } = await cycle({ blind: true });
    const pack = await api<CountingPack>(`${base}/${id}/pack`, { token: admin });
    expect(pack.body.payload.expected).toBeNull();
    expect(JSON.stringify(pack.body.payload)).not.toContain(units[0]!.wmsNumber);
  });

  it('needs COUNTING_ITEMS, a cycle in progress, and (when counters are assigned) being one of them', async () => {
    const withoutItems = await accountWith(['COUNTING_CYCLE_START', 'COUNTING_CYCLE_LIST']);
    const counter = await accountWith(['COUNTING_ITEMS']);
    const bystander = await accountWith(['COUNTING_ITEMS']);
    const open = await cycle();
    expect((await api(`${base}/${open.id}/pack`)).status).toBe(401);
    expect((await api(`${base}/${open.id}/pack`, { token: withoutItems.token })).status).toBe(403);
    expect((await api(`${base}/${open.id}/pack`, { token: counter.token })).status).toBe(200);

    const assigned = await cycle({ counterIds: [counter.id, operatorId] });
    expect((await api(`${base}/${assigned.id}/pack`, { token: counter.token })).status).toBe(200);
    const refused = await api(`${base}/${assigned.id}/pack`, { token: bystander.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(assigned.number);

    const created = await cycle({ start: false });
    const notStarted = await api(`${base}/${created.id}/pack`, { token: admin });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toContain('created');
    expect((await api(`${base}/${randomUUID()}/pack`, { token: admin })).status).toBe(404);
  });
});

describe('count mutations', () => {
  it('need COUNTING_ITEMS', async () => {
    const withoutItems = await accountWith(['COUNTING_CYCLE_START', 'COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_COMPLETE']);
    const { id } = await cycle();
    const binCountId = randomUUID();
    const answer = await sync(withoutItems.token, [entry(id, binCountId, units[0]!.wmsNumber), outboxMutation(VOID_ENTRY, { cycleId: id, entryId: randomUUID() }), close(id, binCountId)]);
    expect(answer.body.payload.results.map((r) => r.status)).toEqual([403, 403, 403]);
  });

  it('are refused with the state when the cycle is not in progress, and for a bin outside the cycle', async () => {
    const created = await cycle({ start: false });
    const refused = await sync(admin, [entry(created.id, randomUUID(), units[0]!.wmsNumber)]);
    expect(refused.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'not-countable', state: 'created' } });

    const cancelled = await cycle();
    expect((await api(`${base}/${cancelled.id}/cancel`, { token: admin, body: { reason: 'Moved to Monday' } })).status).toBe(200);
    const afterCancel = await sync(admin, [close(cancelled.id, randomUUID())]);
    expect(afterCancel.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'not-countable', state: 'cancelled' } });

    const running = await cycle();
    const elsewhere = await api<{ items: { id: string; code: string }[] }>('/v1/bins?q=A-01-01&pageSize=10', { token: admin });
    const demoBin = elsewhere.body.payload.items.find((bin) => bin.code === 'A-01-01')!;
    const outside = await sync(admin, [entry(running.id, randomUUID(), units[0]!.wmsNumber, demoBin.id)]);
    expect(outside.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'bin-not-in-cycle' } });
  });

  it('answer the close with whether the bin must be counted again, and validate their payloads', async () => {
    const { id } = await cycle();
    const [first, second] = [randomUUID(), randomUUID()];
    const one = await sync(admin, [entry(id, first, units[0]!.wmsNumber), close(id, first)]);
    expect(one.body.payload.results.map((r) => r.status)).toEqual([200, 200]);
    expect(one.body.payload.results[1]!.payload).toEqual({ binId: binIds[0], round: 1, recount: false });
    const two = await sync(admin, [close(id, second)]);
    expect(two.body.payload.results[0]!.payload).toEqual({ binId: binIds[0], round: 1, recount: true });

    const invalid = await sync(admin, [{ ...entry(id, randomUUID(), ''), payload: { ...entry(id, randomUUID(), 'X').payload, quantity: 0, code: '' } }]);
    expect(invalid.body.payload.results[0]!.status).toBe(400);
  });

  it('belong to the person counting the bin: anyone else is refused for good, a supervisor takes it over, audited', async () => {
    const { id } = await cycle();
    const [counter, other, supervisor] = await Promise.all([
      accountWith(['COUNTING_ITEMS']),
      accountWith(['COUNTING_ITEMS']),
      accountWith(['COUNTING_ITEMS', 'COUNTING_CYCLE_COMPLETE']),
    ]);
    const binCountId = randomUUID();
    const first = entry(id, binCountId, units[0]!.wmsNumber);
    expect((await sync(counter.token, [first])).body.payload.results[0]!.status).toBe(200);

    const voidFirst = outboxMutation(VOID_ENTRY, { cycleId: id, entryId: first.payload.id });
    const refused = await sync(other.token, [entry(id, binCountId, units[1]!.wmsNumber), voidFirst, close(id, binCountId)]);
    for (const result of refused.body.payload.results) {
      expect(result).toMatchObject({ status: 403, permanent: true, payload: { reason: 'other-counter' } });
    }

    const takeover = await sync(supervisor.token, [entry(id, binCountId, units[1]!.wmsNumber), close(id, binCountId)]);
    expect(takeover.body.payload.results.map((r) => [r.status, r.permanent])).toEqual([[200, false], [200, false]]);
    const audit = await api<ListPage<AuditEntry>>('/v1/settings/audit?action=counting.bin-count.take-over&pageSize=50', { token: admin });
    expect(audit.body.payload.items.filter((row) => row.entityId === binCountId)).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ cycleId: id, binId: binIds[0], from: counter.id }) }),
    ]);
    // The count is the supervisor's now: its first counter is refused like anyone else.
    const former = await sync(counter.token, [{ ...voidFirst, id: randomUUID() }]);
    expect(former.body.payload.results[0]).toMatchObject({ status: 403, permanent: true });
  });
});
