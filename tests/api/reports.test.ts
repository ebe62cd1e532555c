import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../src/domain/catalogues/definitions';
import type { HistoryEntry, ItemDetail } from '../../src/domain/inventory/item-detail';
import { JOB_RECORD, type JobResultInput } from '../../src/domain/job-center/jobs';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { BatchDetail } from '../../src/domain/picking/batches';
import { REPORT_IDS, type ReportAnswer } from '../../src/domain/reports/reports';
import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import { outboxMutation } from '../factories/mutations';
import { shortPickMutation } from '../factories/picking';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueCode, uniqueZoneCode } from '../factories/unique';
import { type SessionAnswer, api, clientAccountOf, expectEnvelope, login, signIn, tokenHolding } from './helpers';
import { batchFilters } from './batches-world';
import { accept, complete, countBin, countingResultsWorld, startedCycle } from './counting-results-world';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';
import { type ShippingFlow, labelAndShip, packWhole, pickNext } from './shipping-flow';
import { sync } from './sync-helpers';

/*
 * Reports (issue 21): each report's figures for a client of the test's own, worked out here from what
 * the test put in, in the caller's time zone.
 */

const ZONE = { TimeZone: 'America/Mexico_City' };
let admin: string;
let client: { clientId: string; name: string; units: string[] };
/** Units received by the test: 5 + 3 + 4 of one SKU and 2 serialised units. */
const RECEIVED = [5, 3, 4, 1, 1];

/** The day of an instant in the caller's time zone. */
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE.TimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const today = () => dayOf(new Date());
const report = (name: string, query = '', token = admin) => api<ReportAnswer>(`/v1/reports/${name}${query}`, { token, headers: ZONE });
const historyOf = async (wmsNumber: string): Promise<HistoryEntry[]> => (await api<ItemDetail>(`/v1/items/${wmsNumber}`, { token: admin })).body.payload.history;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

/** The value at `fraction` of the way through the sorted values, between two interpolated as PostgreSQL's percentile_cont does. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = sorted[Math.floor(position)]!;
  return below + (sorted[Math.ceil(position)]! - below) * (position - Math.floor(position));
}

beforeAll(async () => {
  admin = await signIn('admin');
  const made = await freshClient(admin);
  const name = uniqueCode('Report client ', 6);
  await api(`/v1/clients/${made.clientId}`, { method: 'PUT', token: admin, body: { code: uniqueCode('RP-', 6), name, contactName: '', email: '', phone: '', address: '', active: true } });
  const units = await stock(admin, made.clientId, [
    { skuId: made.bulk, quantity: RECEIVED[0] },
    { skuId: made.bulk, quantity: RECEIVED[1] },
    { skuId: made.bulk, quantity: RECEIVED[2] },
    { skuId: made.serialised, serial: true },
    { skuId: made.serialised, serial: true },
  ]);
  client = { clientId: made.clientId, name, units };
});

describe('reports', () => {
  it('on hand by client: the client\'s units and items', async () => {
    const answer = await report('on-hand-by-client');
    expect(answer.status).toBe(200);
    expect(answer.body.payload.rows).toContainEqual({ client: client.name, units: sum(RECEIVED), items: RECEIVED.length });
  });

  it('stock at the end of a day: today\'s by client, SKU, zone, bin and lot, and none on a day before the units came', async () => {
    const mine = `?clientId=${client.clientId}`;
    const rows = async (name: string, query = mine) => (await report(name, query)).body.payload.rows;
    expect(await rows('stock-by-client', '')).toContainEqual({ client: client.name, units: sum(RECEIVED) });
    expect(await rows('stock-by-client')).toEqual([{ client: client.name, units: sum(RECEIVED) }]);
    // Today is the warehouse's: 25 hours apart, at least one of these zones is on another day than it.
    for (const TimeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const far = await api<ReportAnswer>(`/v1/reports/stock-by-client${mine}`, { token: admin, headers: { TimeZone } });
      expect([TimeZone, far.body.payload.rows]).toEqual([TimeZone, [{ client: client.name, units: sum(RECEIVED) }]]);
    }
    // Three bulk units of one SKU, then the serialised ones: the larger first.
    expect((await rows('stock-by-sku')).map((row) => [row.client, row.units])).toEqual([[client.name, sum(RECEIVED.slice(0, 3))], [client.name, sum(RECEIVED.slice(3))]]);
    const [inBin] = await rows('stock-by-bin');
    expect(inBin).toMatchObject({ bin: 'A-01-01', units: sum(RECEIVED) });
    expect(await rows('stock-by-zone')).toEqual([{ zone: inBin!.zone, units: sum(RECEIVED) }]);
    expect(await rows('stock-by-lot')).toEqual([]);

    const lotted = await freshClient(admin);
    await stock(admin, lotted.clientId, [{ skuId: lotted.bulk, quantity: 2, lotNumber: 'L-A' }, { skuId: lotted.bulk, quantity: 3, lotNumber: 'L-B' }, { skuId: lotted.bulk, quantity: 1, lotNumber: 'L-A' }]);
    expect((await rows('stock-by-lot', `?clientId=${lotted.clientId}`)).map((row) => [row.lot, row.units])).toEqual([['L-A', 3], ['L-B', 3]]);

    // One client's from its own history up to the day; every client's as today's less every change since: none either way.
    for (const name of ['stock-by-client', 'stock-by-sku', 'stock-by-zone', 'stock-by-bin', 'stock-by-lot']) {
      expect([name, await rows(name, `${mine}&at=2020-01-01`)]).toEqual([name, []]);
      expect([name, await rows(name, '?at=2020-01-01')]).toEqual([name, []]);
    }
  });

  it('received per day: today\'s units for the client, and nothing before the range', async () => {
    const answer = await report('received-per-day', `?clientId=${client.clientId}`);
    expect(answer.body.payload).toEqual({ rows: [{ day: today(), units: sum(RECEIVED), items: RECEIVED.length }], truncated: false });
    const earlier = await report('received-per-day', `?clientId=${client.clientId}&from=2020-01-01&to=2020-12-31`);
    expect(earlier.body.payload.rows).toEqual([]);
  });

  it('dock to stock: the client\'s units from their receive scan at the dock to their goods receipt', async () => {
    const hours = await Promise.all(client.units.map(async (wms) => {
      const history = await historyOf(wms);
      const at = (type: string) => history.find((entry) => entry.type === type)!.at;
      return hoursBetween(at('receive'), at('goods-receipt'));
    }));
    expect((await report('dock-to-stock', `?clientId=${client.clientId}`)).body.payload.rows).toEqual([
      { day: today(), client: client.name, units: sum(RECEIVED), items: RECEIVED.length, medianHours: round(percentile(hours, 0.5), 2), p90Hours: round(percentile(hours, 0.9), 2) },
    ]);
    expect((await report('dock-to-stock', `?clientId=${client.clientId}&from=2020-01-01&to=2020-12-31`)).body.payload.rows).toEqual([]);
  });

  it('client issues per month: opened and resolved this month, with the median time', async () => {
    const portal = await clientAccountOf(admin, client.clientId);
    const numbers: string[] = [];
    for (const subject of ['One', 'Two', 'Three']) {
      numbers.push((await api<{ number: string }>('/v1/client-issues', { token: portal.token, body: { clientId: null, subject, concern: null, description: 'x' } })).body.payload.number);
    }
    await api(`/v1/client-issues/${numbers[0]}/resolve`, { token: admin, body: {} });
    const answer = await report('client-issues-per-month', `?clientId=${client.clientId}`);
    const [row] = answer.body.payload.rows;
    expect(answer.body.payload.rows).toHaveLength(1);
    expect(row).toMatchObject({ month: today().slice(0, 7), opened: numbers.length, resolved: 1 });
    expect(row!.medianHours).toBeLessThan(1);
  });

  it('every report answers for all clients and for one, and refuses a filter it cannot read', async () => {
    for (const id of REPORT_IDS) {
      expect([id, (await report(id)).status]).toEqual([id, 200]);
      expect([id, (await report(id, `?clientId=${client.clientId}&from=2000-01-01`)).status]).toEqual([id, 200]);
      expect([id, (await report(id, '?clientId=not-an-id&to=2026-13-01')).status]).toEqual([id, 400]);
      expect([id, (await report(id, '?at=2026-02-30')).status]).toEqual([id, 400]);
    }
  });

  it('streams the whole report as CSV, and needs REPORT', async () => {
    const csv = await api<string>(`/v1/reports/received-per-day/csv?clientId=${client.clientId}`, { token: admin, headers: ZONE });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body.payload.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['day,units,items', `${today()},${sum(RECEIVED)},${RECEIVED.length}`]);
    expectEnvelope(await report('on-hand-by-client', '', await signIn('noroles')), 403);
    expectEnvelope(await report('no-such-report'), 404);
    expectEnvelope(await report('received-per-day', '?from=2026-02-30'), 400);
  });
});

describe('reports from the ledger, the job center and scrap', () => {
  let other: { clientId: string; bulk: string; serialised: string };
  let units: string[];
  const inDays = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const lots = [
    { lotNumber: uniqueCode('LT-', 6), expiry: inDays(40), quantity: 4 },
    { lotNumber: uniqueCode('LT-', 6), expiry: inDays(10), quantity: 2 },
  ];

  beforeAll(async () => {
    other = await freshClient(admin);
    units = await stock(admin, other.clientId, [
      ...lots.map((lot) => ({ skuId: other.bulk, ...lot })),
      { skuId: other.serialised, serial: true },
      { skuId: other.serialised, serial: true },
      { skuId: other.serialised, serial: true },
    ]);
  });

  const forClient = (name: string) => report(name, `?clientId=${other.clientId}`);

  it('stock age: every band, the client\'s units all in the first; all clients hold at least as many', async () => {
    const own = (await forClient('stock-age')).body.payload.rows;
    expect(own.map((row) => row.age)).toEqual(['0-30', '31-90', '91-180', '181-365', '366+']);
    expect(own[0]).toEqual({ age: '0-30', units: 4 + 2 + 3, items: units.length });
    expect(own.slice(1).every((row) => row.units === 0 && row.items === 0)).toBe(true);
    const all = (await report('stock-age')).body.payload.rows;
    expect(Number(all[0]!.units)).toBeGreaterThanOrEqual(9);
  });

  it('lots by expiry: the soonest first, with the days left', async () => {
    const rows = (await forClient('lots-by-expiry')).body.payload.rows;
    const [soon, later] = [lots[1]!, lots[0]!];
    expect(rows).toMatchObject([
      { lot: soon.lotNumber, expiry: soon.expiry, units: soon.quantity, daysLeft: 10 },
      { lot: later.lotNumber, expiry: later.expiry, units: later.quantity, daysLeft: 40 },
    ]);
  });

  it('movements by type, per day and by user: the client\'s units\' own histories, counted here', async () => {
    const histories = await Promise.all(units.map(async (wms) => (await api<ItemDetail>(`/v1/items/${wms}`, { token: admin })).body.payload.history));
    const entries = histories.flat();
    const byType = new Map<string, { movements: number; units: number }>();
    for (const entry of entries) {
      const seen = byType.get(entry.type) ?? { movements: 0, units: 0 };
      byType.set(entry.type, { movements: seen.movements + 1, units: seen.units + entry.quantity });
    }
    const types = (await forClient('movements-by-type')).body.payload.rows;
    expect(Object.fromEntries(types.map((row) => [row.type, { movements: row.movements, units: row.units }]))).toEqual(Object.fromEntries(byType));
    const days = (await forClient('movements-per-day')).body.payload.rows;
    expect(days).toEqual([{ day: today(), movements: entries.length, units: entries.reduce((sum, entry) => sum + entry.quantity, 0) }]);
    const users = (await forClient('movements-by-user')).body.payload.rows;
    expect(users.reduce((sum, row) => sum + Number(row.movements), 0)).toBe(entries.length);
    const everyone = (await report('movements-by-type')).body.payload.rows;
    for (const [type, own] of byType) expect(Number(everyone.find((row) => row.type === type)?.movements)).toBeGreaterThanOrEqual(own.movements);
  });

  it('QC pass rate and failures by error code: two passed and one failed this month', async () => {
    const failure = (await api<CatalogueEntry>('/v1/catalogues/error-code', { token: admin, body: { code: uniqueCode('RE', 6), name: 'Report test', description: '', active: true } })).body.payload;
    const serials = units.slice(2);
    expect((await api<{ sent: number }>('/v1/job-center/send', { token: admin, body: { type: 'qc', units: serials } })).body.payload.sent).toBe(3);
    const ids = await Promise.all(serials.map(async (wms) => (await api<ItemDetail>(`/v1/items/${wms}`, { token: admin })).body.payload.id));
    const results: JobResultInput[] = [
      { type: 'qc', outcome: 'pass', errorCodeIds: [], areaCodeIds: [], notes: '' },
      { type: 'qc', outcome: 'pass', errorCodeIds: [], areaCodeIds: [], notes: '' },
      { type: 'qc', outcome: 'fail', errorCodeIds: [failure.id], areaCodeIds: [], notes: '' },
    ];
    const mutations = results.map((result, i) => {
      const id = crypto.randomUUID();
      return outboxMutation(JOB_RECORD, { id, itemId: ids[i]!, result, recordedAt: new Date().toISOString() }, id);
    });
    expect((await sync(admin, mutations)).body.payload.results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200]);
    expect((await forClient('qc-pass-rate')).body.payload.rows).toEqual([{ month: today().slice(0, 7), passed: 2, failed: 1, passRate: Math.round((2 / 3) * 1000) / 10 }]);
    expect((await forClient('qc-failures-by-error-code')).body.payload.rows).toEqual([{ code: failure.code, name: failure.name, failures: 1 }]);
  });

  /** A bin of a zone of the test's own, as a dock to pick from and load onto. */
  async function newDock(): Promise<string> {
    const zone = uniqueZoneCode('R');
    const zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(zone, 'Report test zone') })).body.payload.id;
    const dock = `${zone}-1`;
    expect((await api('/v1/bins', { token: admin, body: binBody(zoneId, dock, 1) })).status).toBe(200);
    return dock;
  }

  it('shipped per day: two orders shipped today, one after its ship-by day', async () => {
    const dock = await newDock();
    const shipBys = ['2001-01-01', inDays(5)];
    const picked = await stock(admin, other.clientId, shipBys.map(() => ({ skuId: other.serialised, serial: true, binCode: dock })));
    for (const [i, shipBy] of shipBys.entries()) {
      const order = await openOrder(admin, orderBody(other.clientId, [line(other.serialised, 1, { unit: picked[i]! })], { shipBy }));
      expect((await allocate(admin, order.number)).status).toBe(200);
      const flow: ShippingFlow = { token: admin, batch: batchFilters(other.clientId, { shipBy }), dock };
      expect((await pickNext(flow, order.number)).status).toBe(200);
      expect((await packWhole(flow, order.number)).status).toBe(200);
      expect((await labelAndShip(flow, order.number)).status).toBe(200);
    }
    expect((await forClient('shipped-per-day')).body.payload.rows).toEqual([{ day: today(), orders: 2, units: 2, onTime: 1, late: 1 }]);
  });

  it('picks and packs per hour and pick accuracy: two orders picked and packed, the third short-picked', async () => {
    const fresh = await freshClient(admin);
    const dock = await newDock();
    const shipBy = inDays(3);
    const held = await stock(admin, fresh.clientId, [0, 1, 2].map(() => ({ skuId: fresh.serialised, serial: true, binCode: dock })));
    const numbers: string[] = [];
    for (const unit of held) {
      const order = await openOrder(admin, orderBody(fresh.clientId, [line(fresh.serialised, 1, { unit })], { shipBy }));
      expect((await allocate(admin, order.number)).status).toBe(200);
      numbers.push(order.number);
    }
    const [picked, shorted] = [numbers.slice(0, 2), numbers[2]!];
    const flow: ShippingFlow = { token: admin, batch: batchFilters(fresh.clientId, { shipBy }), dock };
    for (const number of picked) expect((await pickNext(flow, number)).status).toBe(200);
    // The third order's unit is not in the bin: the picker says so.
    const batchNumber = (await api<OrderDetail>(`/v1/shipping/orders/${shorted}`, { token: admin })).body.payload.batch;
    const task = (await api<BatchDetail>(`/v1/shipping/batches/${batchNumber}`, { token: admin })).body.payload.taskList.find((t) => t.orders.includes(shorted))!;
    expect((await sync(admin, [shortPickMutation(task.id, 'empty')])).body.payload.results.map((r: { status: number }) => r.status)).toEqual([200]);
    for (const number of picked) expect((await packWhole(flow, number)).status).toBe(200);

    const work = (await Promise.all(held.map(historyOf))).flat().filter((entry) => entry.type === 'pick' || entry.type === 'pack');
    const times = work.map((entry) => Date.parse(entry.at));
    const hours = (Math.max(...times) - Math.min(...times)) / 3_600_000;
    const { user } = (await login<SessionAnswer>('admin')).body.payload;
    const [row, ...others] = (await report('picks-packs-per-hour', `?clientId=${fresh.clientId}`)).body.payload.rows;
    expect(others).toEqual([]);
    expect(row).toMatchObject({ user: `${user.firstname} ${user.lastname}`.trim() || user.username, picks: picked.length, packs: picked.length, hours: round(hours, 2) });
    // Per hour of a span of a few seconds: the server's clock reads microseconds, the history milliseconds.
    expect(Number(row!.picksPerHour) / (picked.length / hours)).toBeCloseTo(1, 2);
    expect(Number(row!.packsPerHour) / (picked.length / hours)).toBeCloseTo(1, 2);

    const short = 1;
    expect((await report('pick-accuracy', `?clientId=${fresh.clientId}`)).body.payload.rows).toEqual([
      { day: today(), picks: picked.length, short, shortPer1000: round((1000 * short) / (picked.length + short), 1) },
    ]);
  });

  it('repair turnaround: three repairs recorded 1, 2 and 4 hours after the units entered repair', async () => {
    const fresh = await freshClient(admin);
    const after = [1, 2, 4];
    const repaired = await stock(admin, fresh.clientId, after.map(() => ({ skuId: fresh.serialised, serial: true })));
    expect((await api<{ sent: number }>('/v1/job-center/send', { token: admin, body: { type: 'repair', units: repaired } })).body.payload.sent).toBe(after.length);
    const code = (await api<CatalogueEntry>('/v1/catalogues/repair-code', { token: admin, body: { code: uniqueCode('RR', 6), name: 'Report test', description: '', active: true } })).body.payload;
    const records = await Promise.all(repaired.map(async (wms, i) => {
      const detail = (await api<ItemDetail>(`/v1/items/${wms}`, { token: admin })).body.payload;
      const entered = detail.history.find((entry) => entry.to?.status === 'repair')!.at;
      return { itemId: detail.id, entered, recordedAt: new Date(Date.parse(entered) + after[i]! * 3_600_000).toISOString() };
    }));
    const mutations = records.map(({ itemId, recordedAt }) => {
      const id = crypto.randomUUID();
      const result: JobResultInput = { type: 'repair', repairCodeIds: [code.id], accessories: [], minutes: 30, notes: '' };
      return outboxMutation(JOB_RECORD, { id, itemId, result, recordedAt }, id);
    });
    expect((await sync(admin, mutations)).body.payload.results.map((r: { status: number }) => r.status)).toEqual(after.map(() => 200));
    // Recorded hours ahead: the last of them may fall on a later day, even in the next month, where the caller is.
    const months = new Map<string, number[]>();
    for (const { entered, recordedAt } of records) {
      const month = dayOf(new Date(recordedAt)).slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), hoursBetween(entered, recordedAt)]);
    }
    const expected = [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, hours]) => ({
      month, repairs: hours.length, medianHours: round(percentile(hours, 0.5), 2), p90Hours: round(percentile(hours, 0.9), 2),
    }));
    const to = records.map(({ recordedAt }) => dayOf(new Date(recordedAt))).sort().at(-1)!;
    expect((await report('repair-turnaround', `?clientId=${fresh.clientId}&to=${to}`)).body.payload.rows).toEqual(expected);
  });

  it('scrap per month and by reason: a destroyed list of the client\'s units', async () => {
    const creator = await tokenHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_CREATE', 'SCRAP_LIST_EDIT']);
    const approver = await tokenHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_DESTROY']);
    const scrapped = units.slice(0, 2);
    const list = (await api<ScrapListDetail>('/v1/scrap-lists', { token: creator, body: { reason: 'expired', notes: '', units: scrapped } })).body.payload;
    const step = (token: string, name: string, body?: unknown) => api(`/v1/scrap-lists/${list.number}/${name}`, { method: 'POST', token, ...(body ? { body } : {}) });
    expect((await step(creator, 'submit')).status).toBe(200);
    expect((await step(approver, 'approve')).status).toBe(200);
    expect((await step(approver, 'destroy', { witness: 'Report test' })).status).toBe(200);
    const quantity = lots[0]!.quantity + lots[1]!.quantity;
    expect((await forClient('scrap-per-month')).body.payload.rows).toEqual([{ month: today().slice(0, 7), lists: 1, units: quantity }]);
    expect((await forClient('scrap-by-reason')).body.payload.rows).toEqual([{ reason: 'expired', lists: 1, units: quantity }]);
    expect((await forClient('lots-by-expiry')).body.payload.rows).toEqual([]);
  });
});

describe('counting accuracy', () => {
  it('a completed cycle: bins counted, units expected, discrepancies and both accuracies, worked out from its counts', async () => {
    const world = await countingResultsWorld();
    const [first, second, third] = world.stock;
    const cycle = await startedCycle('serial', world.binIds.slice(0, 2));
    // Bin 0 holds two units and one is not found; bin 1 holds one and it is.
    await countBin(cycle.id, world.binIds[0]!, [{ code: first!.wmsNumber }]);
    await countBin(cycle.id, world.binIds[1]!, [{ code: third!.wmsNumber }]);
    expect(second!.bin?.code).toBe(world.binCodes[0]);
    expect((await complete(cycle.id)).status).toBe(200);
    const rows = (await report('counting-accuracy')).body.payload.rows.filter((row) => row.cycle === cycle.number);
    const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    expect(rows).toEqual([{ cycle: cycle.number, day: today(), bins: 2, unitsExpected: 3, discrepancies: 1, binAccuracy: percent(1, 2), unitAccuracy: percent(2, 3) }]);
  });
});

describe('counting adjustments by SKU', () => {
  it('units an accepted count added and removed, worked out from its counts', async () => {
    const { stock: received, binIds, binCodes, nordic, serialSku, countedSku } = await countingResultsWorld();
    // Bin 0 holds two serialised units and only the first is found.
    const serial = await startedCycle('serial', [binIds[0]!]);
    await countBin(serial.id, binIds[0]!, [{ code: received[0]!.wmsNumber }]);
    expect((await complete(serial.id)).status).toBe(200);
    expect((await accept(serial.id)).status).toBe(200);
    const missing = received.filter((item) => item.sku.id === serialSku.id && item.bin?.code === binCodes[0]).length - 1;
    // Bins 3 and 4 hold the counted SKU: one counted short, the other over.
    const counts = [{ bin: 3, counted: 6 }, { bin: 4, counted: 8 }];
    const cycle = await startedCycle('non-serial', counts.map(({ bin }) => binIds[bin]!));
    for (const { bin, counted } of counts) await countBin(cycle.id, binIds[bin]!, [{ code: countedSku.code, skuId: countedSku.id, quantity: counted }]);
    expect((await complete(cycle.id)).status).toBe(200);
    expect((await accept(cycle.id)).status).toBe(200);
    const differences = counts.map(({ bin, counted }) => counted - sum(received.filter((item) => item.bin?.code === binCodes[bin]).map((item) => item.quantity)));
    const added = sum(differences.filter((d) => d > 0));
    const removed = -sum(differences.filter((d) => d < 0));

    const rows = (await report('counting-adjustments-by-sku', `?clientId=${nordic.id}`)).body.payload.rows.filter((row) => row.sku === serialSku.code || row.sku === countedSku.code);
    expect(rows).toEqual([
      { sku: countedSku.code, client: nordic.name, added, removed, net: added - removed },
      { sku: serialSku.code, client: nordic.name, added: 0, removed: missing, net: -missing },
    ]);
  });
});
