import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CatalogueEntry } from '../../src/domain/catalogues/definitions';
import { JOB_RECORD, type JobRecordAnswer, type JobResultInput } from '../../src/domain/job-center/jobs';
import type { JobPack, JobQueuePage } from '../../src/domain/job-center/job-reads';
import type { MovementHistoryPage } from '../../src/domain/ledger/movement-history';
import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import { outboxMutation } from '../factories/mutations';
import { accountHolding, api, expectEnvelope, signIn } from './helpers';
import { freshClient, stock } from './orders-world';
import { sync } from './sync-helpers';

/*
 * The job center through the real server (issue 20): units sent to a queue, results recorded as
 * offline mutations and routed (the general rules and an error code's own route to a draft scrap
 * list), each with one status movement; permissions per station, refusals, replays, the queue list,
 * and returns entering QC at goods receipt by their source type.
 */
let admin: string;
let clientId: string;
let skuId: string;
let qcOnly: string;
let viewer: string;
let errorCode: CatalogueEntry;
let scrapCode: CatalogueEntry;
let repairCode: CatalogueEntry;
let accessory: CatalogueEntry;

const code = () => `JC${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
const entry = async (catalogue: string, attributes?: Record<string, string>) =>
  (await api<CatalogueEntry>(`/v1/catalogues/${catalogue}`, { token: admin, body: { code: code(), name: `Test ${catalogue}`, description: '', active: true, ...(attributes ? { attributes } : {}) } })).body.payload;
const send = (token: string, type: string, units: string[]) => api<{ sent: number }>('/v1/job-center/send', { token, body: { type, units } });
const pack = async (type: string, token = admin) => api<JobPack>(`/v1/job-center/${type}/pack`, { token });
const unitOf = async (type: string, wmsNumber: string) => (await pack(type)).body.payload.units.find((u) => u.wmsNumber === wmsNumber);
const record = (token: string, itemId: string, result: JobResultInput, id = crypto.randomUUID()) =>
  sync(token, [outboxMutation(JOB_RECORD, { id, itemId, result, recordedAt: new Date().toISOString() }, id)]);
const statusOf = async (wmsNumber: string) => (await api<{ status: string }>(`/v1/items/${wmsNumber}`, { token: admin })).body.payload.status;
const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
const pass: JobResultInput = { type: 'qc', outcome: 'pass', errorCodeIds: [], areaCodeIds: [], notes: '' };

beforeAll(async () => {
  admin = await signIn('admin');
  ({ clientId, serialised: skuId } = await freshClient(admin));
  qcOnly = (await accountHolding(admin, ['JOB_CENTER_MENU', 'JOB_CENTER_ACTION', 'JOB_CENTER_QC'])).token;
  viewer = (await accountHolding(admin, ['ITEM_LIST'])).token;
  [errorCode, scrapCode, repairCode, accessory] = await Promise.all([entry('error-code'), entry('error-code', { onQcFail: 'scrap' }), entry('repair-code'), entry('accessory')]);
});

describe('job center', () => {
  it('routes a unit through QC fail, repair and QC pass back to stock, a status movement and a kept result each', async () => {
    const [unit] = await stock(admin, clientId, [{ skuId, serial: true }]);
    expect((await send(qcOnly, 'qc', [unit!])).body.payload.sent).toBe(1);
    const waiting = await unitOf('qc', unit!);
    expect(waiting).toMatchObject({ status: 'qc', since: expect.any(String), history: [] });

    const failed = await record(qcOnly, waiting!.id, { type: 'qc', outcome: 'fail', errorCodeIds: [errorCode.id], areaCodeIds: [], notes: 'Cracked' });
    expect(failed.body.payload.results[0]).toMatchObject({ status: 200, payload: { to: 'repair', scrapList: null } });
    expect(await statusOf(unit!)).toBe('repair');

    const repairing = await unitOf('repair', unit!);
    const repaired = await record(admin, repairing!.id, { type: 'repair', repairCodeIds: [repairCode.id], accessories: [{ accessoryId: accessory.id, quantity: 2 }], minutes: 25, notes: 'New screen' });
    expect(repaired.body.payload.results[0]).toMatchObject({ status: 200, payload: { to: 'qc' } });

    const again = await unitOf('qc', unit!);
    // The station shows what happened before: newest first, codes named.
    expect(again!.history.map((h) => [h.type, h.outcome, h.to])).toEqual([['repair', null, 'qc'], ['qc', 'fail', 'repair']]);
    expect(again!.history[1]!.codes).toEqual([errorCode.code]);
    expect((await record(qcOnly, again!.id, pass)).body.payload.results[0]).toMatchObject({ status: 200, payload: { to: 'available' } });
    expect(await statusOf(unit!)).toBe('available');

    const history = await api<MovementHistoryPage>(`/v1/movements?item=${unit}&type=status`, { token: admin });
    expect(history.body.payload.items.map((m) => [m.from?.status, m.to?.status, m.reference?.type])).toEqual([
      ['qc', 'available', 'job'], ['repair', 'qc', 'job'], ['qc', 'repair', 'job'], ['available', 'qc', undefined],
    ]);
    expect(await ledgerHolds()).toBe(true);
  });

  it('sends a QC fail whose error code says so onto a draft scrap list, held there; a second joins the same list', async () => {
    const units = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }]);
    expect((await send(admin, 'qc', units)).status).toBe(200);
    const lists: string[] = [];
    for (const wms of units) {
      const unit = await unitOf('qc', wms);
      const answer = await record(qcOnly, unit!.id, { type: 'qc', outcome: 'fail', errorCodeIds: [errorCode.id, scrapCode.id], areaCodeIds: [], notes: '' });
      const result = answer.body.payload.results[0]!;
      expect(result).toMatchObject({ status: 200, payload: { to: 'scrap' } });
      lists.push((result.payload as JobRecordAnswer).scrapList!);
    }
    expect(lists[1]).toBe(lists[0]);
    const list = (await api<ScrapListDetail>(`/v1/scrap-lists/${lists[0]}`, { token: admin })).body.payload;
    expect(list).toMatchObject({ status: 'draft', reason: 'failed-qc' });
    expect(list.unitList.map((u) => u.wmsNumber)).toEqual(expect.arrayContaining(units));
    // Held: it leaves the queue as available, but cannot be sent back to a queue while the list holds it.
    expect(await statusOf(units[0]!)).toBe('available');
    const refused = await send(admin, 'repair', units);
    expect(refused.status).toBe(409);
    expect(refused.body.payload).toMatchObject({ reason: 'units-refused' });
  });

  it('checks each station’s own permission, the unit’s queue and the codes, and answers a replay with the first answer', async () => {
    const [unit, other] = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }]);
    await send(admin, 'repair', [unit!]);
    const repairing = await unitOf('repair', unit!);
    expectEnvelope(await pack('repair', qcOnly), 403);
    expectEnvelope(await api('/v1/job-center/queue', { token: viewer }), 403);
    const denied = await record(qcOnly, repairing!.id, { type: 'repair', repairCodeIds: [repairCode.id], accessories: [], minutes: 5, notes: '' });
    expect(denied.body.payload.results[0]).toMatchObject({ status: 403, payload: { reason: 'job-permission' } });
    // A QC result for a unit in the repair queue is refused, naming where it is.
    const wrongQueue = await record(qcOnly, repairing!.id, pass);
    expect(wrongQueue.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'not-in-queue', status: 'repair' } });
    // A repair code is not an error code.
    const wrongCode = await record(admin, repairing!.id, { type: 'repair', repairCodeIds: [errorCode.id], accessories: [], minutes: 5, notes: '' });
    expect(wrongCode.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'unknown-code' } });
    // A fail without an error code never reaches the database.
    await send(admin, 'qc', [other!]);
    const qcUnit = await unitOf('qc', other!);
    const bare = await record(qcOnly, qcUnit!.id, { type: 'qc', outcome: 'fail', errorCodeIds: [], areaCodeIds: [], notes: '' });
    expect(bare.body.payload.results[0]).toMatchObject({ status: 400 });

    const id = crypto.randomUUID();
    const mutation = outboxMutation(JOB_RECORD, { id, itemId: repairing!.id, result: { type: 'repair', repairCodeIds: [repairCode.id], accessories: [], minutes: 5, notes: '' }, recordedAt: new Date().toISOString() }, id);
    const first = await sync(admin, [mutation]);
    const replay = await sync(admin, [mutation]);
    expect(replay.body.payload.results[0]).toMatchObject({ status: 200, payload: first.body.payload.results[0]!.payload as object });
    const moves = await api<MovementHistoryPage>(`/v1/movements?item=${unit}&type=status`, { token: admin });
    expect(moves.body.payload.items.filter((m) => m.reference?.type === 'job')).toHaveLength(1);
    expect(await ledgerHolds()).toBe(true);
  });

  it('lists the queues with counts, filters by queue and exports the same rows', async () => {
    const units = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }]);
    await send(qcOnly, 'clean', units);
    const page = await api<JobQueuePage>(`/v1/job-center/queue?type=clean&clientId=${clientId}`, { token: qcOnly });
    expect(page.status).toBe(200);
    expect(page.body.payload.items.map((r) => r.wmsNumber).sort()).toEqual([...units].sort());
    expect(page.body.payload.items[0]).toMatchObject({ status: 'clean', fromStatus: 'available', sentBy: expect.any(String) });
    expect(page.body.payload.counts.clean).toBeGreaterThanOrEqual(2);
    const csv = await fetch(`${inject('baseUrl')}/v1/job-center/queue/export?type=clean&clientId=${clientId}`, { headers: { Authorization: `Bearer ${qcOnly}` } });
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('wms_number');
    for (const wms of units) expect(text).toContain(wms);
  });

  it('refuses a send all or nothing and answers bad input with 4xx', async () => {
    const [unit] = await stock(admin, clientId, [{ skuId, serial: true }]);
    const refused = await send(admin, 'qc', [unit!, 'NO-SUCH-UNIT']);
    expect(refused.status).toBe(409);
    expect(await statusOf(unit!)).toBe('available');
    expectEnvelope(await send(admin, 'qc', ['bad\u0000code']), 400);
    expectEnvelope(await send(admin, 'drying', [unit!]), 400);
    expectEnvelope(await api('/v1/job-center/polishing/pack', { token: admin }), 404);
    expectEnvelope(await api('/v1/job-center/qc/units?code=%00', { token: admin }), 400);
  });

  it('puts returns into QC at goods receipt when their source type says so', async () => {
    const returns = await entry('source-type', { afterReceipt: 'qc' });
    const [unit] = await stock(admin, clientId, [{ skuId, serial: true }], returns.id);
    expect(await statusOf(unit!)).toBe('qc');
  });
});
