import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { Lot, LotDetail, LotLookup, LotOptions, LotSkuOption } from '../../src/domain/inventory/lots';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivedItem } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM, type ReceiveItem } from '../../src/domain/receiving/items';
import type { SequenceRow } from '../../src/domain/settings/sequences';
import { addDays, dayIn } from '../../src/domain/time/date-range';
import { lotBody } from '../factories/lots';
import { controlNumberBody } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueCode } from '../factories/unique';
import { api, signIn, tokenHolding } from './helpers';
import { sync } from './sync-helpers';

/*
 * Lots through the real server: LOT_MANAGEMENT on every route, one number per SKU in any case, numbers
 * from the lot sequence, the expiry correction (audited, copied onto the units), and the GS1 receive
 * that attaches a unit to its lot and creates the lot when new.
 */
let admin: string;
let lotManager: string;
let other: string;
let clientId: string;
let sku: LotSkuOption;
let secondSku: LotSkuOption;

const today = dayIn('UTC', new Date());
const UTC = { headers: { TimeZone: 'UTC' } };

async function newSku(): Promise<LotSkuOption> {
  const code = uniqueCode('LOT-S');
  const created = await api<{ id: string; code: string; description: string }>('/v1/skus', { token: admin, body: skuBody({ code, clientId, description: 'Lot test' }) });
  expect(created.status).toBe(200);
  return { id: created.body.payload.id, code, description: 'Lot test' };
}

async function createLot(body: ReturnType<typeof lotBody>, token = admin): Promise<Lot> {
  const answer = await api<Lot>('/v1/lots', { token, body, ...UTC });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

beforeAll(async () => {
  admin = await signIn('admin');
  [lotManager, other] = await Promise.all([tokenHolding(admin, ['LOT_MANAGEMENT']), tokenHolding(admin, ['RECEIVING_LIST', 'RECEIVING_DETAIL_SCAN'])]);
  const options = (await api<LotOptions>('/v1/lots/options', { token: admin })).body.payload;
  clientId = options.clients.find((c) => c.code === 'NORDIC')!.id;
  [sku, secondSku] = [await newSku(), await newSku()];
}, 60_000);

describe('permissions', () => {
  it('LOT_MANAGEMENT opens every lot route; without it each answers 403', async () => {
    const lot = await createLot(lotBody(clientId, sku.id, { number: uniqueCode('P-') }), lotManager);
    const reads = ['/v1/lots', '/v1/lots/export', '/v1/lots/options', `/v1/lots/options/skus?clientId=${clientId}`, `/v1/lots/${lot.id}`, `/v1/lots/number/${lot.number}`];
    for (const path of reads) {
      expect([path, (await api(path, { token: lotManager })).status]).toEqual([path, 200]);
      expect([path, (await api(path, { token: other })).status]).toEqual([path, 403]);
    }
    expect((await api('/v1/lots', { token: other, body: lotBody(clientId, sku.id) })).status).toBe(403);
    expect((await api(`/v1/lots/${lot.id}/expiry`, { token: other, body: { expiry: today, reason: 'x' } })).status).toBe(403);
    expect((await api(`/v1/lots/${lot.id}/expiry`, { token: lotManager, body: { expiry: today, reason: 'Label misread' } })).status).toBe(200);
  });
});

describe('creating lots', () => {
  it('keeps a number once per SKU whatever its case, and lets another SKU use it', async () => {
    const number = uniqueCode('u-').toLowerCase();
    await createLot(lotBody(clientId, sku.id, { number }));
    const again = await api('/v1/lots', { token: admin, body: lotBody(clientId, sku.id, { number: number.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'number', rule: 'unique' }] });
    const elsewhere = await createLot(lotBody(clientId, secondSku.id, { number }));
    expect(elsewhere.sku.id).toBe(secondSku.id);
    // Two SKUs share the number: the lookup answers both, `sku` picks one.
    const both = (await api<LotLookup>(`/v1/lots/number/${number.toUpperCase()}`, { token: admin })).body.payload.lots;
    expect(both.map((l) => l.sku.id).sort()).toEqual([sku.id, secondSku.id].sort());
    const one = (await api<LotLookup>(`/v1/lots/number/${number}?sku=${secondSku.id}`, { token: admin })).body.payload.lots;
    expect(one.map((l) => l.id)).toEqual([elsewhere.id]);
    expect((await api(`/v1/lots/number/${uniqueCode('NONE-')}`, { token: admin })).status).toBe(404);
  });

  it('numbers a lot from the lot sequence when no number is typed', async () => {
    const sequences = (await api<{ sequences: SequenceRow[] }>('/v1/settings/sequences', { token: admin })).body.payload.sequences;
    const lotSequence = sequences.find((s) => s.docType === 'lot')!;
    const first = await createLot(lotBody(clientId, sku.id));
    const second = await createLot(lotBody(clientId, sku.id));
    expect(first.number.startsWith(lotSequence.prefix)).toBe(true);
    const value = (n: string) => Number(n.slice(-lotSequence.padding));
    expect(value(second.number)).toBe(value(first.number) + 1);
  });

  it('refuses bad input with 400: a SKU of another client, a production after the expiry, an unknown id', async () => {
    const options = (await api<LotOptions>('/v1/lots/options', { token: admin })).body.payload;
    const otherClient = options.clients.find((c) => c.id !== clientId)!.id;
    const wrongClient = await api('/v1/lots', { token: admin, body: lotBody(otherClient, sku.id) });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.body.payload).toMatchObject({ fields: [{ field: 'skuId', rule: 'other_client' }] });
    const backwards = await api('/v1/lots', { token: admin, body: lotBody(clientId, sku.id, { expiry: '2026-01-01', producedOn: '2026-02-01' }) });
    expect(backwards.status).toBe(400);
    expect((await api('/v1/lots', { token: admin, body: { ...lotBody(clientId, sku.id), number: 'A'.repeat(41) } })).status).toBe(400);
    expect((await api('/v1/lots', { token: admin, body: { ...lotBody(clientId, sku.id), expiry: '2026-13-40' } })).status).toBe(400);
    expect((await api('/v1/lots?expiry=soon', { token: admin })).status).toBe(400);
    expect((await api(`/v1/lots/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await api('/v1/lots/not-a-uuid', { token: admin })).status).toBe(404);
  });
});

describe('the list', () => {
  it('flags and filters expired and expiring lots, counted from today', async () => {
    const tag = uniqueCode('X');
    const expired = await createLot(lotBody(clientId, sku.id, { number: `${tag}-OLD`, expiry: addDays(today, -1) }));
    const soon = await createLot(lotBody(clientId, sku.id, { number: `${tag}-SOON`, expiry: addDays(today, 20) }));
    const later = await createLot(lotBody(clientId, sku.id, { number: `${tag}-LATER`, expiry: addDays(today, 75) }));
    expect([expired.daysToExpiry, soon.daysToExpiry, later.daysToExpiry]).toEqual([-1, 20, 75]);
    const numbers = async (filter: string) =>
      (await api<ListPage<Lot>>(`/v1/lots?q=${tag}&sort=number&dir=asc&${filter}`, { token: admin, ...UTC })).body.payload.items.map((l) => l.number);
    expect(await numbers('expiry=expired')).toEqual([expired.number]);
    expect(await numbers('expiry=within-30')).toEqual([soon.number]);
    expect(await numbers('expiry=within-90')).toEqual([later.number, soon.number]);
    const csv = (await api<string>(`/v1/lots/export?q=${tag}&expiry=within-60`, { token: admin, ...UTC })).body.payload;
    expect(csv).toContain(soon.number);
    expect(csv).not.toContain(later.number);
  });
});

describe('receiving a GS1 unit with a lot', () => {
  let controlNumber: string;
  const wms: string[] = [];

  beforeAll(async () => {
    const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', { token: admin, body: controlNumberBody(clientId) });
    controlNumber = cn.body.payload.number;
    wms.push(...(await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 4 } })).body.payload.numbers);
  });

  const unit = (lotNumber: string, expiry: string | null): ReceiveItem => ({
    itemId: randomUUID(), controlNumber, wmsNumber: wms.shift()!, skuId: sku.id, serial: null, quantity: 3, lotNumber, expiry, binCode: null, containerCode: null,
  });
  const receive = async (payload: ReceiveItem) => {
    const answer = await sync(admin, [{ id: randomUUID(), kind: RECEIVE_ITEM, payload, createdAt: Date.now() }]);
    expect(answer.body.payload.results[0]).toMatchObject({ status: 200 });
  };
  const lotOf = async (number: string) => (await api<LotLookup>(`/v1/lots/number/${number}?sku=${sku.id}`, { token: admin, ...UTC })).body.payload.lots[0]!;
  const detailOf = async (id: string) => (await api<LotDetail>(`/v1/lots/${id}`, { token: admin, ...UTC })).body.payload;

  it('creates the lot when new and attaches later units of the same lot (any case) to it', async () => {
    const number = uniqueCode('GS-');
    const expiry = addDays(today, 200);
    await receive(unit(number, expiry));
    const lot = await lotOf(number);
    expect(lot).toMatchObject({ number, expiry, onHand: 3 });
    await receive(unit(number.toLowerCase(), addDays(today, 300)));
    const detail = await detailOf(lot.id);
    expect(detail.onHand).toBe(6);
    expect(detail.units).toHaveLength(2);
    // The second unit takes the lot's number and expiry as its copies.
    const items = (await api<ListPage<ReceivedItem>>(`/v1/receiving/control-numbers/${controlNumber}/items?q=${number}&pageSize=100`, { token: admin })).body.payload.items;
    expect(items.map((i) => [i.lotNumber, i.expiry])).toEqual([[number, expiry], [number, expiry]]);
    expect(detail.movements.filter((m) => m.type === 'receive')).toHaveLength(2);
  });

  it('corrects the expiry of the lot and its units, with a reason in the audit log', async () => {
    const number = uniqueCode('FIX-');
    await receive(unit(number, addDays(today, 10)));
    const lot = await lotOf(number);
    expect((await api(`/v1/lots/${lot.id}/expiry`, { token: admin, body: { expiry: addDays(today, 40), reason: '' } })).status).toBe(400);
    const fixed = await api<LotDetail>(`/v1/lots/${lot.id}/expiry`, { token: admin, body: { expiry: addDays(today, 40), reason: 'Supplier reprinted the label' }, ...UTC });
    expect(fixed.status).toBe(200);
    expect(fixed.body.payload).toMatchObject({ expiry: addDays(today, 40), daysToExpiry: 40 });
    const items = (await api<ListPage<ReceivedItem>>(`/v1/receiving/control-numbers/${controlNumber}/items?q=${number}`, { token: admin })).body.payload.items;
    expect(items.map((i) => i.expiry)).toEqual([addDays(today, 40)]);
    const audit = (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=lot.expiry&q=${lot.id}`, { token: admin })).body.payload.items;
    expect(audit[0]).toMatchObject({ entityId: lot.id, username: 'admin', detail: { before: addDays(today, 10), after: addDays(today, 40), reason: 'Supplier reprinted the label', units: 1 } });
  });
});
