import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountingBinOption, CountingCounter, CountingCycle, CountingScopeOptions, CountingSkuOption } from '../../src/domain/counting/cycles';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope, signIn } from './helpers';
import { audited, base, cancel, countingCyclesWorld, create, detail, form, PERMISSIONS, start, type CountingPermission } from './counting-cycles-world';

/* Counting cycles: who may act, creating a cycle, and the list. */
type World = Awaited<ReturnType<typeof countingCyclesWorld>>;
let admin: World['admin'];
let only: World['only'];
let nordic: World['nordic'];
let operatorId: World['operatorId'];
let zone: World['zone'];
let binCodes: World['binCodes'];
let binIds: World['binIds'];
let serialSku: World['serialSku'];
let countedSku: World['countedSku'];
beforeAll(async () => {
  ({ admin, only, nordic, operatorId, zone, binCodes, binIds, serialSku, countedSku } = await countingCyclesWorld());
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
    const cases: [ReturnType<typeof form>, string][] = [
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

