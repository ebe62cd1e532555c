import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type {
  CountingBinOption, CountingCounter, CountingCycle, CountingCycleDetail, CountingScopeOptions, CountingSkuOption,
} from '../../src/domain/counting/cycles';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM } from '../../src/domain/receiving/items';
import type { Sku } from '../../src/domain/skus/skus';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { tokenHolding, api, expectEnvelope, signIn } from './helpers';

const base = '/v1/counting/cycles';
const DEVICE = { Device: 'counting-test-handheld' };
const PERMISSIONS = ['COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_CREATE', 'COUNTING_CYCLE_START', 'COUNTING_CYCLE_CANCEL'] as const;
type CountingPermission = (typeof PERMISSIONS)[number];

let admin: string;
/** Accounts holding exactly one counting permission each. */
const only = {} as Record<CountingPermission, string>;
let nordic: ReceivingOptions['clients'][number];
let operatorId: string;
/** A zone of this test's own with three bins, so other test files' stock never changes the totals. */
let zone: { id: string; code: string };
let binCodes: string[];
let binIds: string[];
/** SKUs of this test's own (NORDIC): one serialised, one counted. */
let serialSku: Sku;
let countedSku: Sku;

type Form = { name: string; mode: string; blind: boolean; scope: { zoneIds: string[]; binIds: string[]; skuIds: string[]; clientIds: string[] }; counterIds: string[] };

const form = (overrides: Partial<Form> = {}, scope: Partial<Form['scope']> = {}): Form => ({
  name: `Cycle ${randomUUID().slice(0, 8)}`,
  mode: 'serial',
  blind: false,
  counterIds: [],
  ...overrides,
  scope: { zoneIds: [zone.id], binIds: [], skuIds: [], clientIds: [], ...scope },
});

async function create(body: Form = form()): Promise<CountingCycleDetail> {
  const answer = await api<CountingCycleDetail>(base, { token: admin, body });
  expect(answer.status).toBe(201);
  return answer.body.payload;
}

const start = (id: string, token = admin) => api<CountingCycleDetail>(`${base}/${id}/start`, { token, method: 'POST' });
const cancel = (id: string, reason = 'Stock take moved to next week', token = admin) => api<CountingCycleDetail>(`${base}/${id}/cancel`, { token, body: { reason } });
const detail = async (id: string) => (await api<CountingCycleDetail>(`${base}/${id}`, { token: admin })).body.payload;
const audited = async (action: string, q: string) => (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${q}`, { token: admin })).body.payload.items;

async function createSku(serialised: boolean): Promise<Sku> {
  const body = {
    code: `CC-${randomUUID().slice(0, 8)}`, description: 'Counting test', clientId: nordic.id, skuTypeId: null, brandId: null, modelId: null, serialised,
    unit: 'EA', sapMaterialNumber: '', unitValue: 10, active: true, barcodes: [],
  };
  const answer = await api<Sku>('/v1/skus', { token: admin, body });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Receives units into bins the way a handheld does (a control number, a reserved WMS block, the outbox). */
async function receive(units: { skuId: string; binCode: string; quantity?: number; serial?: string | null }[]): Promise<void> {
  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: admin,
    body: { clientId: nordic.id, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: 'Counting test stock' },
  });
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  const mutations = units.map((unit, i) => ({
    id: randomUUID(),
    kind: RECEIVE_ITEM,
    createdAt: Date.now(),
    payload: {
      itemId: randomUUID(), controlNumber: cn.body.payload.number, wmsNumber: block.body.payload.numbers[i], skuId: unit.skuId,
      serial: unit.serial === undefined ? `CC-${randomUUID().slice(0, 12)}` : unit.serial, quantity: unit.quantity ?? 1, lotNumber: null, expiry: null,
      binCode: unit.binCode, containerCode: null,
    },
  }));
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => r.status)).toEqual(units.map(() => 200));
}

beforeAll(async () => {
  admin = await signIn('admin');
  for (const permission of PERMISSIONS) only[permission] = await tokenHolding(admin, [permission]);
  nordic = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!;
  operatorId = (await api<CountingCounter[]>('/v1/counting/counters?q=operator', { token: admin })).body.payload.find((u) => u.username === 'operator')!.id;
  const code = `C${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  zone = { id: (await api<{ id: string }>('/v1/zones', { token: admin, body: { code, name: 'Counting test zone', active: true } })).body.payload.id, code };
  binCodes = [1, 2, 3].map((n) => `${code}-${n}`);
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) {
    const bin = await api<{ id: string }>('/v1/bins', { token: admin, body: { zoneId: zone.id, code: binCode, pickSequence: n, blocked: false, blockedReason: '', active: true } });
    expect(bin.status).toBe(200);
    binIds.push(bin.body.payload.id);
  }
  [serialSku, countedSku] = [await createSku(true), await createSku(false)];
  // Bin 1: two serial units and 7 counted; bin 2: one serial unit; bin 3: empty.
  await receive([
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: countedSku.id, binCode: binCodes[0]!, quantity: 7, serial: null },
    { skuId: serialSku.id, binCode: binCodes[1]! },
  ]);
}, 120_000);

describe('counting cycle permissions', () => {
  it('answers 401 without a token and 403 to an account lacking exactly the route’s permission', async () => {
    const cycle = await create();
    const routes: { path: string; method: string; body?: unknown; access: CountingPermission }[] = [
      { path: base, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: `${base}/export`, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: `${base}/${cycle.id}`, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: base, method: 'POST', body: form(), access: 'COUNTING_CYCLE_CREATE' },
      { path: '/v1/counting/counters', method: 'GET', access: 'COUNTING_CYCLE_CREATE' },
      { path: '/v1/counting/scope-options', method: 'GET', access: 'COUNTING_CYCLE_CREATE' },
      { path: '/v1/counting/scope-options/bins?q=A-01', method: 'GET', access: 'COUNTING_CYCLE_CREATE' },
      { path: '/v1/counting/scope-options/skus?q=SKU&mode=serial', method: 'GET', access: 'COUNTING_CYCLE_CREATE' },
      // The refused calls come first: the permitted start and cancel change the cycle.
      { path: `${base}/${cycle.id}/start`, method: 'POST', access: 'COUNTING_CYCLE_START' },
      { path: `${base}/${cycle.id}/cancel`, method: 'POST', body: { reason: 'Permission test' }, access: 'COUNTING_CYCLE_CANCEL' },
    ];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const call = (token?: string) => api(route.path, { method: route.method, body: route.body, ...(token ? { token } : {}) });
      expect([name, (await call()).status]).toEqual([name, 401]);
      for (const permission of PERMISSIONS.filter((p) => p !== route.access)) {
        const denied = await call(only[permission]);
        expect([name, permission, denied.status]).toEqual([name, permission, 403]);
        expectEnvelope(denied, 403);
      }
      if (route.access !== 'COUNTING_CYCLE_START' && route.access !== 'COUNTING_CYCLE_CANCEL') {
        expect([name, (await call(only[route.access])).status]).toEqual([name, route.method === 'POST' ? 201 : 200]);
      }
    }
    // Refused calls changed nothing; then each step passes with its own permission alone.
    expect((await detail(cycle.id)).status).toBe('created');
    expect((await start(cycle.id, only.COUNTING_CYCLE_START)).status).toBe(200);
    expect((await cancel(cycle.id, 'Permission test', only.COUNTING_CYCLE_CANCEL)).status).toBe(200);
    expect((await detail(cycle.id)).status).toBe('cancelled');
  });
});

describe('creating a counting cycle', () => {
  it('numbers it from the sequence, keeps scope and counters, and audits it', async () => {
    const body = form({ mode: 'non-serial', blind: true, counterIds: [operatorId] }, { binIds: [binIds[2]!], skuIds: [countedSku.id], clientIds: [nordic.id] });
    const cycle = await create(body);
    expect(cycle).toMatchObject({
      name: body.name,
      status: 'created',
      mode: 'non-serial',
      blind: true,
      scope: { zones: [{ id: zone.id, code: zone.code }], clients: [{ id: nordic.id, code: 'NORDIC' }], bins: 1, skus: 1 },
      progress: { binsDone: 0, binsTotal: 0 },
      counters: [{ id: operatorId, name: 'Olivia Operator' }],
      createdBy: 'Alex Admin',
      startedAt: null,
      totals: { bins: 0, items: 0, units: 0 },
    });
    expect(cycle.number).toMatch(/^CC/);
    expect(cycle.scopeDetail).toMatchObject({ bins: [{ id: binIds[2], code: binCodes[2], zone: zone.code }], skus: [{ id: countedSku.id, serialised: false, client: 'NORDIC' }] });
    expect((await create()).number).not.toBe(cycle.number);
    expect(await audited('counting.create', cycle.number)).toHaveLength(1);
  });

  it('refuses bad fields with 400 on the field, and creates nothing', async () => {
    const { id: viewerId } = (await api<{ user: { id: string } }>('/v1/auth/me', { token: await signIn('viewer') })).body.payload.user;
    const cases: [Form, string][] = [
      [form({ name: '  ' }), 'name'],
      [form({ mode: 'partial' }), 'mode'],
      [form({}, { zoneIds: [randomUUID()] }), 'scope.zoneIds'],
      [form({}, { binIds: [randomUUID()] }), 'scope.binIds'],
      [form({}, { skuIds: [randomUUID()] }), 'scope.skuIds'],
      [form({}, { clientIds: [randomUUID()] }), 'scope.clientIds'],
      [form({}, { zoneIds: ['not-a-uuid'] }), 'scope.zoneIds.0'],
      [form({ counterIds: [randomUUID()] }), 'counterIds'],
      // The viewer may not count.
      [form({ counterIds: [viewerId] }), 'counterIds'],
      // A serial cycle counts serialised SKUs only.
      [form({ mode: 'serial' }, { skuIds: [countedSku.id] }), 'scope.skuIds'],
    ];
    const before = (await api<ListPage<CountingCycle>>(base, { token: admin })).body.payload.total;
    for (const [body, field] of cases) {
      const answer = await api<{ fields: { field: string }[] }>(base, { token: admin, body });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.payload.fields.map((f) => f.field)).toContain(field);
    }
    expect((await api<ListPage<CountingCycle>>(base, { token: admin })).body.payload.total).toBe(before);
  });

  it('offers the pickers: zones and clients, bins and SKUs by search, staff who may count', async () => {
    const options = (await api<CountingScopeOptions>('/v1/counting/scope-options', { token: only.COUNTING_CYCLE_CREATE })).body.payload;
    expect(options.zones.map((z) => z.code)).toEqual(expect.arrayContaining(['A', 'B', zone.code]));
    expect(options.clients.map((c) => c.code)).toContain('NORDIC');
    const found = (await api<CountingBinOption[]>(`/v1/counting/scope-options/bins?q=${zone.code}`, { token: admin })).body.payload;
    expect(found.map((b) => b.code)).toEqual(binCodes);
    const serial = (await api<CountingSkuOption[]>(`/v1/counting/scope-options/skus?q=${serialSku.code}&mode=serial`, { token: admin })).body.payload;
    expect(serial.map((s) => s.id)).toEqual([serialSku.id]);
    expect((await api<CountingSkuOption[]>(`/v1/counting/scope-options/skus?q=${serialSku.code}&mode=non-serial`, { token: admin })).body.payload).toEqual([]);
    const counters = (await api<CountingCounter[]>('/v1/counting/counters', { token: admin })).body.payload.map((u) => u.username);
    expect(counters).toEqual(expect.arrayContaining(['admin', 'operator', 'supervisor']));
    expect(counters).not.toContain('viewer');
    expect(counters).not.toContain('client');
  });
});

describe('the counting list', () => {
  it('searches number and name, filters status, mode and created days, and exports CSV', async () => {
    const name = `Findable ${randomUUID().slice(0, 8)}`;
    const cycle = await create(form({ name, mode: 'non-serial' }));
    for (const q of [cycle.number, name.toLowerCase()]) {
      const page = (await api<ListPage<CountingCycle>>(`${base}?q=${encodeURIComponent(q)}`, { token: admin })).body.payload;
      expect([q, page.items.map((i) => i.id)]).toEqual([q, [cycle.id]]);
    }
    const filtered = async (query: string) => (await api<ListPage<CountingCycle>>(`${base}?q=${encodeURIComponent(name)}&${query}`, { token: admin })).body.payload.total;
    expect(await filtered('status=created&mode=non-serial')).toBe(1);
    expect(await filtered('status=in_progress')).toBe(0);
    expect(await filtered('mode=serial')).toBe(0);
    expect(await filtered(`from=${new Date(Date.now() + 86_400_000).toISOString()}`)).toBe(0);
    expect(await filtered(`to=${new Date(Date.now() + 86_400_000).toISOString()}`)).toBe(1);
    expectEnvelope(await api(`${base}?status=open`, { token: admin }), 400);
    const sorted = (await api<ListPage<CountingCycle>>(`${base}?sort=number&dir=asc&pageSize=100`, { token: admin })).body.payload.items.map((i) => i.number);
    expect(sorted).toEqual([...sorted].sort());
    const csv = await api<string>(`${base}/export?q=${cycle.number}`, { token: admin });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body.payload).toContain(`${cycle.number},${name},created,non-serial,no,${zone.code}`);
  });

  it('holds the demo cycles, assigned to the operator', async () => {
    const page = (await api<ListPage<CountingCycle>>(`${base}?q=${encodeURIComponent('NORDIC units')}`, { token: admin })).body.payload;
    expect(page.items[0]).toMatchObject({ mode: 'serial', scope: { zones: [{ code: 'A' }], clients: [{ code: 'NORDIC' }] }, counters: [{ id: operatorId }] });
  });
});

describe('starting a counting cycle', () => {
  it('writes the bins of the zone and a snapshot of the stock of its mode', async () => {
    const serial = await create(form({ mode: 'serial' }));
    const started = await start(serial.id);
    expect(started.status).toBe(200);
    expect(started.body.payload).toMatchObject({ status: 'in_progress', progress: { binsDone: 0, binsTotal: 3 }, totals: { bins: 3, items: 3, units: 3 } });
    expect(started.body.payload.startedAt).not.toBeNull();
    expect(await audited('counting.start', serial.number)).toHaveLength(1);

    const counted = await create(form({ mode: 'non-serial' }));
    expect((await start(counted.id)).body.payload.totals).toEqual({ bins: 3, items: 1, units: 7 });
  });

  it('without bins or zones counts the bins holding the chosen stock; chosen bins add to the zones', async () => {
    const bySku = await create(form({}, { zoneIds: [], skuIds: [serialSku.id] }));
    expect((await start(bySku.id)).body.payload.totals).toEqual({ bins: 2, items: 3, units: 3 });

    const byClient = await create(form({ mode: 'non-serial' }, { zoneIds: [], binIds: [binIds[1]!, binIds[0]!], clientIds: [nordic.id] }));
    expect((await start(byClient.id)).body.payload.totals).toEqual({ bins: 2, items: 1, units: 7 });

    const emptyBin = await create(form({}, { zoneIds: [], binIds: [binIds[2]!] }));
    expect((await start(emptyBin.id)).body.payload.totals).toEqual({ bins: 1, items: 0, units: 0 });
  });

  it('answers 409 when the scope holds no bins, and leaves the cycle created', async () => {
    const unstocked = await createSku(true);
    const bare = (await api<{ id: string }>('/v1/zones', { token: admin, body: { code: `E${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`, name: 'No bins', active: true } })).body.payload;
    for (const cycle of [await create(form({}, { zoneIds: [], skuIds: [unstocked.id] })), await create(form({}, { zoneIds: [bare.id] }))]) {
      const refused = await start(cycle.id);
      expectEnvelope(refused, 409);
      expect(refused.body.message).toMatch(/no bins/);
      expect(await detail(cycle.id)).toMatchObject({ status: 'created', startedAt: null, totals: { bins: 0, items: 0, units: 0 } });
    }
  });

  it('answers 409 naming the state to a second start, and to the start of a cancelled cycle', async () => {
    const cycle = await create();
    expect((await start(cycle.id)).status).toBe(200);
    const again = await start(cycle.id);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain('in_progress');
    expect(again.body.payload).toMatchObject({ status: 'in_progress' });
    expect((await detail(cycle.id)).totals.bins).toBe(3);

    const cancelled = await create();
    expect((await cancel(cancelled.id)).status).toBe(200);
    const refused = await start(cancelled.id);
    expectEnvelope(refused, 409);
    expect(refused.body.message).toContain('cancelled');
    expect((await detail(cancelled.id)).totals.bins).toBe(0);
  });

  it('lets only one of two simultaneous starts win', async () => {
    const cycle = await create();
    const answers = await Promise.all([start(cycle.id), start(cycle.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await detail(cycle.id)).totals).toEqual({ bins: 3, items: 3, units: 3 });
  });

  it('answers 404 for an unknown cycle', async () => {
    expectEnvelope(await start(randomUUID()), 404);
    expectEnvelope(await api(`${base}/${randomUUID()}`, { token: admin }), 404);
  });
});

describe('cancelling a counting cycle', () => {
  it('cancels a created cycle with its reason, and audits it', async () => {
    const cycle = await create();
    const answer = await cancel(cycle.id, 'Wrong zone chosen');
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong zone chosen' });
    expect(answer.body.payload.cancelledAt).not.toBeNull();
    expect(await audited('counting.cancel', cycle.number)).toHaveLength(1);
  });

  it('cancels an in-progress cycle and keeps its snapshot', async () => {
    const cycle = await create();
    await start(cycle.id);
    const answer = await cancel(cycle.id);
    expect(answer.body.payload).toMatchObject({ status: 'cancelled', totals: { bins: 3, items: 3, units: 3 } });
  });

  it('needs a reason, and answers 409 naming the state to a cancelled cycle', async () => {
    const cycle = await create();
    const empty = await cancel(cycle.id, '  ');
    expectEnvelope(empty, 400);
    expect((await detail(cycle.id)).status).toBe('created');
    await cancel(cycle.id);
    const again = await cancel(cycle.id);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain('cancelled');
    expect(again.body.payload).toMatchObject({ status: 'cancelled' });
  });
});
