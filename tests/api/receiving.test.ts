import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import type {
  ControlNumber, ControlNumberDetail, GoodsReceiptResult, ReceivedItem, ReceivingOptions, ReceivingSkuOption,
} from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM } from '../../src/domain/receiving/items';
import type { SkuMovement, SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { tokenHolding, api, expectEnvelope, signIn } from './helpers';

let admin: string;
let noRoles: string;
/** An account whose role may only look at receiving (RECEIVING_LIST, RECEIVING_DETAIL_VIEW). */
let looker: string;
/** The demo client with serialised and counted SKUs. */
let client: ReceivingOptions['clients'][number];
let other: ReceivingOptions['clients'][number];
let serialised: ReceivingSkuOption[];
let counted: ReceivingSkuOption;
let otherClientSku: ReceivingSkuOption;

const DEVICE = { Device: 'receiving-test-handheld' };
const base = '/v1/receiving/control-numbers';

const form = (overrides: Record<string, unknown> = {}) => ({
  clientId: client.id,
  sourceTypeId: null,
  dealerId: null,
  carrierId: null,
  trackingNumbers: [`1Z${randomUUID().slice(0, 10).toUpperCase()}`],
  lines: [] as { skuId: string; quantity: number }[],
  notes: 'API test',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<ControlNumberDetail> {
  const answer = await api<ControlNumberDetail>(base, { token: admin, body: form(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Scans units into a control number the way a handheld does: a reserved WMS block, then the outbox. */
async function receive(number: string, units: { skuId: string; serial?: string | null; quantity?: number; binCode?: string | null }[]): Promise<string[]> {
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  const wmsNumbers = block.body.payload.numbers;
  const mutations = units.map((unit, i) => ({
    id: randomUUID(),
    kind: RECEIVE_ITEM,
    createdAt: Date.now(),
    payload: {
      itemId: randomUUID(), controlNumber: number, wmsNumber: wmsNumbers[i], skuId: unit.skuId, serial: unit.serial === undefined ? `SN-${randomUUID().slice(0, 12)}` : unit.serial,
      quantity: unit.quantity ?? 1, lotNumber: null, expiry: null, binCode: unit.binCode ?? null, containerCode: null,
    },
  }));
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => [r.status, r.message])).toEqual(units.map(() => [200, expect.any(String)]));
  return wmsNumbers;
}

async function itemsOf(number: string): Promise<ReceivedItem[]> {
  return (await api<ListPage<ReceivedItem>>(`${base}/${number}/items?pageSize=100`, { token: admin })).body.payload.items;
}

async function movementsOf(skuId: string, number: string): Promise<SkuMovement[]> {
  return (await api<SkuMovementPage>(`/v1/skus/${skuId}/movements?q=${number}&pageSize=100`, { token: admin })).body.payload.items;
}

const audited = async (action: string, q: string) => (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${q}`, { token: admin })).body.payload.items;

beforeAll(async () => {
  [admin, noRoles] = await Promise.all([signIn('admin'), signIn('noroles')]);
  looker = await tokenHolding(admin, ['RECEIVING_LIST', 'RECEIVING_DETAIL_VIEW']);
  const options = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload;
  const skusOf = async (clientId: string) => (await api<ReceivingSkuOption[]>(`/v1/receiving/options/skus?clientId=${clientId}`, { token: admin })).body.payload;
  client = options.clients.find((c) => c.code === 'NORDIC')!;
  other = options.clients.find((c) => c.code !== 'NORDIC')!;
  const skus = await skusOf(client.id);
  serialised = skus.filter((s) => s.serialised);
  counted = skus.find((s) => !s.serialised)!;
  otherClientSku = (await skusOf(other.id))[0]!;
}, 60_000);

describe('receiving permissions', () => {
  it('answers 401 without a token and 403 without the permission on every route', async () => {
    const cn = await create();
    const [wms] = await receive(cn.number, [{ skuId: serialised[0]!.id }]);
    const item = (await itemsOf(cn.number))[0]!;
    const edit = { serial: 'X', quantity: 1, lotNumber: null, expiry: null, binId: null, containerId: null };
    const routes: { path: string; method: string; body?: unknown; viewer: boolean }[] = [
      { path: base, method: 'GET', viewer: true },
      { path: `${base}/export`, method: 'GET', viewer: true },
      { path: '/v1/receiving/options', method: 'GET', viewer: true },
      { path: `/v1/receiving/options/skus?clientId=${client.id}`, method: 'GET', viewer: true },
      { path: `${base}/${cn.number}`, method: 'GET', viewer: true },
      { path: `${base}/${cn.number}/items`, method: 'GET', viewer: true },
      { path: base, method: 'POST', body: form(), viewer: false },
      { path: `${base}/${cn.number}`, method: 'PUT', body: form(), viewer: false },
      { path: `${base}/${cn.number}/close`, method: 'POST', viewer: false },
      { path: `${base}/${cn.number}/cancel`, method: 'POST', viewer: false },
      { path: `${base}/${cn.number}/goods-receipt`, method: 'POST', viewer: false },
      { path: '/v1/receiving/goods-receipt', method: 'POST', body: { wmsNumbers: [wms] }, viewer: false },
      { path: `/v1/receiving/items/${wms}/goods-receipt`, method: 'POST', viewer: false },
      { path: `/v1/receiving/items/${item.id}`, method: 'PUT', body: edit, viewer: false },
      { path: `/v1/receiving/items/${item.id}`, method: 'DELETE', viewer: false },
    ];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      expect([name, (await api(route.path, { method: route.method, body: route.body })).status]).toEqual([name, 401]);
      expect([name, (await api(route.path, { method: route.method, body: route.body, token: noRoles })).status]).toEqual([name, 403]);
      const asLooker = await api(route.path, { method: route.method, body: route.body, token: looker });
      expect([name, asLooker.status === 403]).toEqual([name, !route.viewer]);
    }
    // Nothing was changed by the refused calls.
    expect((await itemsOf(cn.number)).map((i) => i.status)).toEqual(['received']);
  });
});

describe('control numbers', () => {
  it('creates one numbered from the sequence, in draft, with its lines, and audits it', async () => {
    const sourceTypes = (await api<{ id: string }[]>('/v1/catalogues/source-type/options', { token: admin })).body.payload;
    const cn = await create({ sourceTypeId: sourceTypes[0]!.id, trackingNumbers: ['TRK-A1', 'TRK-A2'], lines: [{ skuId: serialised[0]!.id, quantity: 2 }, { skuId: counted.id, quantity: 10 }] });
    expect(cn).toMatchObject({ status: 'draft', client: { id: client.id }, expected: 12, received: 0, items: 0, createdBy: 'admin', trackingNumbers: ['TRK-A1', 'TRK-A2'] });
    expect(cn.number).toMatch(/^CN/);
    expect(cn.lines.map((l) => [l.sku.id, l.expected, l.received]).sort()).toEqual([[serialised[0]!.id, 2, 0], [counted.id, 10, 0]].sort());
    const next = await create();
    expect(next.number).not.toBe(cn.number);
    expect(await audited('control-number.create', cn.number)).toHaveLength(1);
  });

  it('refuses bad fields with 400 on the field: another client’s SKU, repeated SKU or tracking number, wrong catalogue', async () => {
    const dealers = (await api<{ id: string }[]>('/v1/catalogues/dealer/options', { token: admin })).body.payload;
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: '' }, 'clientId'],
      [{ lines: [{ skuId: otherClientSku.id, quantity: 1 }] }, 'lines.0.skuId'],
      [{ lines: [{ skuId: counted.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ skuId: counted.id, quantity: 1 }, { skuId: counted.id, quantity: 2 }] }, 'lines'],
      [{ trackingNumbers: ['ABC', 'abc'] }, 'trackingNumbers'],
      [{ trackingNumbers: ['  '] }, 'trackingNumbers.0'],
      [{ sourceTypeId: dealers[0]!.id }, 'sourceTypeId'],
      [{ clientId: randomUUID() }, 'clientId'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await api<{ fields: { field: string }[] }>(base, { token: admin, body: form(overrides) });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.payload.fields.map((f) => f.field)).toContain(field);
    }
  });

  it('lists with counts, searches by number, tracking, serial and WMS number, filters, and exports CSV', async () => {
    const tracking = `TRK-${randomUUID().slice(0, 8)}`;
    const serial = `SER-${randomUUID().slice(0, 8)}`;
    const cn = await create({ trackingNumbers: [tracking], lines: [{ skuId: serialised[0]!.id, quantity: 3 }] });
    const [wms] = await receive(cn.number, [{ skuId: serialised[0]!.id, serial }]);
    for (const q of [cn.number, tracking.toLowerCase(), serial, wms!]) {
      const page = (await api<ListPage<ControlNumber>>(`${base}?q=${encodeURIComponent(q)}`, { token: admin })).body.payload;
      expect([q, page.items.map((i) => i.number)]).toEqual([q, [cn.number]]);
      expect(page.items[0]).toMatchObject({ status: 'receiving', expected: 3, received: 1, items: 1 });
    }
    const receiving = (await api<ListPage<ControlNumber>>(`${base}?status=receiving&client=${client.id}&pageSize=100`, { token: admin })).body.payload;
    expect(receiving.items.every((i) => i.status === 'receiving' && i.client.id === client.id)).toBe(true);
    const future = (await api<ListPage<ControlNumber>>(`${base}?from=${new Date(Date.now() + 86_400_000).toISOString()}`, { token: admin })).body.payload;
    expect(future.total).toBe(0);
    expectEnvelope(await api(`${base}?status=open`, { token: admin }), 400);
    const csv = await api<string>(`${base}/export?q=${cn.number}`, { token: admin });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body.payload).toContain(`${cn.number},receiving,NORDIC`);
  });

  it('edits the header while draft or receiving, the client only while empty, and audits it', async () => {
    const cn = await create();
    const moved = await api<ControlNumberDetail>(`${base}/${cn.number}`, { method: 'PUT', token: admin, body: form({ clientId: other.id, notes: 'Moved to the other client', trackingNumbers: [] }) });
    expect(moved.body.payload).toMatchObject({ client: { id: other.id }, notes: 'Moved to the other client', trackingNumbers: [] });
    expect(await audited('control-number.update', cn.number)).toHaveLength(1);

    const busy = await create();
    await receive(busy.number, [{ skuId: serialised[0]!.id }]);
    const refused = await api<{ fields: { field: string }[] }>(`${base}/${busy.number}`, { method: 'PUT', token: admin, body: form({ clientId: other.id }) });
    expectEnvelope(refused, 409);
    expect(refused.body.payload.fields.map((f) => f.field)).toEqual(['clientId']);
    expect((await api(`${base}/${busy.number}`, { method: 'PUT', token: admin, body: form({ notes: 'still the same client' }) })).status).toBe(200);
  });

  it('answers 409 naming the state for every illegal transition', async () => {
    const draft = await create();
    for (const step of ['close', 'goods-receipt']) {
      const answer = await api(`${base}/${draft.number}/${step}`, { method: 'POST', token: admin });
      expectEnvelope(answer, 409);
      expect(answer.body.message).toContain('is draft');
    }
    const withItems = await create();
    await receive(withItems.number, [{ skuId: serialised[0]!.id }]);
    const cancelBusy = await api(`${base}/${withItems.number}/cancel`, { method: 'POST', token: admin });
    expectEnvelope(cancelBusy, 409);
    expect(cancelBusy.body.message).toContain('still has 1 item');

    expect((await api(`${base}/${draft.number}/cancel`, { method: 'POST', token: admin })).status).toBe(200);
    for (const [method, step] of [['POST', 'cancel'], ['POST', 'close'], ['POST', 'goods-receipt'], ['PUT', '']] as const) {
      const answer = await api(`${base}/${draft.number}${step ? `/${step}` : ''}`, { method, token: admin, body: method === 'PUT' ? form() : undefined });
      expect([step, answer.status, answer.body.message]).toEqual([step, 409, expect.stringContaining('is cancelled')]);
    }

    expect((await api(`${base}/${withItems.number}/goods-receipt`, { method: 'POST', token: admin })).status).toBe(200);
    for (const step of ['cancel', 'goods-receipt']) {
      const answer = await api(`${base}/${withItems.number}/${step}`, { method: 'POST', token: admin });
      expect([step, answer.status, answer.body.message]).toEqual([step, 409, expect.stringContaining('is received')]);
    }
    expect((await api<ControlNumberDetail>(`${base}/${withItems.number}/close`, { method: 'POST', token: admin })).body.payload.status).toBe('closed');
    const again = await api(`${base}/${withItems.number}/close`, { method: 'POST', token: admin });
    expect([again.status, again.body.message]).toEqual([409, expect.stringContaining('is closed')]);
    expectEnvelope(await api(`${base}/NO-SUCH-CN`, { token: admin }), 404);
  });
});

describe('goods receipt', () => {
  it('posts one unit by WMS number: available, one goods-receipt movement to its place', async () => {
    const cn = await create();
    const [wms] = await receive(cn.number, [{ skuId: serialised[0]!.id, binCode: 'A-01-05' }]);
    const answer = await api<GoodsReceiptResult>(`/v1/receiving/items/${wms}/goods-receipt`, { method: 'POST', token: admin, headers: DEVICE });
    expect(answer.body.payload).toEqual({ posted: [wms] });
    const [item] = await itemsOf(cn.number);
    expect(item).toMatchObject({ status: 'available', receiptAt: expect.any(String), bin: { code: 'A-01-05' } });
    const gr = (await movementsOf(serialised[0]!.id, cn.number)).filter((m) => m.type === 'goods-receipt');
    expect(gr).toEqual([
      expect.objectContaining({ quantity: 1, to: { bin: 'A-01-05', container: null }, reference: { type: 'control-number', id: cn.number }, sapStatus: 'pending', username: 'admin', device: DEVICE.Device }),
    ]);
    const twice = await api(`/v1/receiving/items/${wms}/goods-receipt`, { method: 'POST', token: admin });
    expect([twice.status, twice.body.message]).toEqual([409, expect.stringContaining(`${wms} (available)`)]);
    expectEnvelope(await api('/v1/receiving/items/WMS-NOPE/goods-receipt', { method: 'POST', token: admin }), 404);
    expect(await audited('item.goods-receipt', wms!)).toHaveLength(1);
  });

  it('posts several all or nothing: one unit not received leaves every unit as it was', async () => {
    const cn = await create();
    const wms = await receive(cn.number, [{ skuId: serialised[0]!.id }, { skuId: serialised[1]!.id }, { skuId: counted.id, serial: null, quantity: 7 }]);
    await api(`/v1/receiving/items/${wms[0]}/goods-receipt`, { method: 'POST', token: admin });
    const refused = await api<{ notReceived: { wmsNumber: string; status: string | null }[] }>('/v1/receiving/goods-receipt', { token: admin, body: { wmsNumbers: [...wms, 'WMS-UNKNOWN'] } });
    expectEnvelope(refused, 409);
    expect(refused.body.payload.notReceived).toEqual([{ wmsNumber: wms[0], status: 'available' }, { wmsNumber: 'WMS-UNKNOWN', status: null }]);
    expect((await itemsOf(cn.number)).filter((i) => i.status === 'received')).toHaveLength(2);

    const posted = await api<GoodsReceiptResult>('/v1/receiving/goods-receipt', { token: admin, body: { wmsNumbers: wms.slice(1) } });
    expect(posted.body.payload.posted).toEqual(wms.slice(1));
    expect((await itemsOf(cn.number)).every((i) => i.status === 'available')).toBe(true);
    const bulk = (await movementsOf(counted.id, cn.number)).filter((m) => m.type === 'goods-receipt');
    expect(bulk).toEqual([expect.objectContaining({ quantity: 7, sapStatus: 'pending' })]);
    expectEnvelope(await api('/v1/receiving/goods-receipt', { token: admin, body: { wmsNumbers: [] } }), 400);
    expectEnvelope(await api('/v1/receiving/goods-receipt', { token: admin, body: { wmsNumbers: Array.from({ length: 1001 }, (_, i) => `W${i}`) } }), 400);
  });

  it('posts a whole control number: every received unit, then the control number is received', async () => {
    const cn = await create({ lines: [{ skuId: serialised[0]!.id, quantity: 2 }] });
    const wms = await receive(cn.number, [{ skuId: serialised[0]!.id, binCode: 'A-01-06' }, { skuId: serialised[0]!.id, binCode: 'A-01-06' }]);
    const answer = await api<GoodsReceiptResult>(`${base}/${cn.number}/goods-receipt`, { method: 'POST', token: admin });
    expect(answer.body.payload.posted.sort()).toEqual([...wms].sort());
    const detail = (await api<ControlNumberDetail>(`${base}/${cn.number}`, { token: admin })).body.payload;
    expect(detail).toMatchObject({ status: 'received', receivedAt: expect.any(String), lines: [{ expected: 2, received: 2 }] });
    const moves = await movementsOf(serialised[0]!.id, cn.number);
    expect(moves.filter((m) => m.type === 'goods-receipt')).toHaveLength(2);
    expect(moves.filter((m) => m.type === 'receive')).toHaveLength(2);
    expect(await audited('control-number.goods-receipt', cn.number)).toHaveLength(1);
  });
});

describe('received items', () => {
  it('edits a received unit: serial unique per SKU in stock (409 on the field), quantity only when not serialised, adjust movements', async () => {
    const cn = await create();
    const taken = `TAKEN-${randomUUID().slice(0, 8)}`;
    await receive(cn.number, [{ skuId: serialised[0]!.id, serial: taken }, { skuId: serialised[0]!.id, binCode: 'A-01-07' }, { skuId: counted.id, serial: null, quantity: 4, binCode: 'A-01-07' }]);
    const list = await itemsOf(cn.number);
    const unit = list.find((i) => i.sku.serialised && i.serial !== taken)!;
    const bulk = list.find((i) => !i.sku.serialised)!;
    const edit = (id: string, body: Record<string, unknown>) => api<ReceivedItem>(`/v1/receiving/items/${id}`, { method: 'PUT', token: admin, body, headers: DEVICE });
    const same = (i: ReceivedItem) => ({ serial: i.serial, quantity: i.quantity, lotNumber: i.lotNumber, expiry: i.expiry, binId: i.bin?.id ?? null, containerId: i.container?.id ?? null });

    const clash = await edit(unit.id, { ...same(unit), serial: taken.toLowerCase() });
    expectEnvelope(clash, 409);
    expect(clash.body.payload).toMatchObject({ fields: [{ field: 'serial', rule: 'unique' }] });
    const two = await edit(unit.id, { ...same(unit), quantity: 2 });
    expect([two.status, (two.body.payload as unknown as { fields: { field: string }[] }).fields[0]?.field]).toEqual([400, 'quantity']);
    expectEnvelope(await edit(unit.id, { ...same(unit), quantity: 0 }), 400);
    const renamed = await edit(unit.id, { ...same(unit), serial: `NEW-${randomUUID().slice(0, 8)}` });
    expect(renamed.status).toBe(200);

    const bins = (await api<ListPage<{ id: string; code: string }>>('/v1/bins?q=A-01-08', { token: admin })).body.payload.items;
    const target = bins.find((b) => b.code === 'A-01-08')!;
    const moved = await edit(bulk.id, { ...same(bulk), quantity: 3, binId: target.id });
    expect(moved.body.payload).toMatchObject({ quantity: 3, bin: { code: 'A-01-08' } });
    const adjusts = (await movementsOf(counted.id, cn.number)).filter((m) => m.type === 'adjust');
    expect(adjusts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ quantity: -1, from: { bin: 'A-01-07', container: null }, to: { bin: 'A-01-07', container: null }, sapStatus: 'not-required' }),
        expect.objectContaining({ quantity: 3, from: { bin: 'A-01-07', container: null }, to: { bin: 'A-01-08', container: null }, sapStatus: 'not-required' }),
      ]),
    );
    expect(adjusts).toHaveLength(2);
    expect(await audited('item.update', bulk.wmsNumber)).toHaveLength(1);

    await api(`/v1/receiving/items/${bulk.wmsNumber}/goods-receipt`, { method: 'POST', token: admin });
    const late = await edit(bulk.id, { ...same(bulk), quantity: 3, binId: target.id });
    expect([late.status, late.body.message]).toEqual([409, expect.stringContaining('is available')]);
  });

  it('deletes a received unit with a receive-reversal movement; a posted one answers 409', async () => {
    const cn = await create();
    const [first, second] = await receive(cn.number, [{ skuId: counted.id, serial: null, quantity: 5, binCode: 'A-01-09' }, { skuId: counted.id, serial: null, quantity: 2 }]);
    const list = await itemsOf(cn.number);
    const doomed = list.find((i) => i.wmsNumber === first)!;
    expect((await api(`/v1/receiving/items/${doomed.id}`, { method: 'DELETE', token: admin, headers: DEVICE })).status).toBe(200);
    expect((await itemsOf(cn.number)).map((i) => i.wmsNumber)).toEqual([second]);
    const reversal = (await movementsOf(counted.id, cn.number)).filter((m) => m.type === 'receive-reversal');
    expect(reversal).toEqual([
      expect.objectContaining({ quantity: 5, from: { bin: 'A-01-09', container: null }, to: { bin: null, container: null }, sapStatus: 'not-required', device: DEVICE.Device }),
    ]);
    expect(await audited('item.delete', first!)).toHaveLength(1);
    expect((await api<ControlNumberDetail>(`${base}/${cn.number}`, { token: admin })).body.payload.received).toBe(2);

    const kept = list.find((i) => i.wmsNumber === second)!;
    await api(`/v1/receiving/items/${second}/goods-receipt`, { method: 'POST', token: admin });
    const refused = await api(`/v1/receiving/items/${kept.id}`, { method: 'DELETE', token: admin });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining('is available')]);
    expectEnvelope(await api(`/v1/receiving/items/${randomUUID()}`, { method: 'DELETE', token: admin }), 404);
  });
});

describe('master data used by receiving', () => {
  it('refuses to delete a SKU, client or catalogue entry a control number uses, saying where', async () => {
    const code = `U${randomUUID().slice(0, 6).toUpperCase()}`;
    const owner = await api<{ id: string }>('/v1/clients', {
      token: admin,
      body: { code, name: `In use ${code}`, contactName: '', email: '', phone: '', address: '', active: true },
    });
    const clientId = owner.body.payload.id;
    const sku = await api<{ id: string }>('/v1/skus', {
      token: admin,
      body: { code: `SKU-${code}`, description: 'In use', clientId, skuTypeId: null, brandId: null, modelId: null, serialised: false, unit: 'EA', sapMaterialNumber: '', active: true, barcodes: [] },
    });
    expect(sku.status).toBe(200);
    const dealer = await api<{ id: string }>('/v1/catalogues/dealer', { token: admin, body: { code: `D-${code}`, name: 'Dealer in use', description: '', active: true, attributes: {} } });
    expect(dealer.status).toBe(200);
    await create({ clientId, dealerId: dealer.body.payload.id, lines: [{ skuId: sku.body.payload.id, quantity: 2 }] });

    const skuDelete = await api(`/v1/skus/${sku.body.payload.id}`, { method: 'DELETE', token: admin });
    expect([skuDelete.status, skuDelete.body.payload]).toEqual([409, { usedBy: { expectedLines: 1 } }]);
    const clientDelete = await api(`/v1/clients/${clientId}`, { method: 'DELETE', token: admin });
    expect(clientDelete.status).toBe(409);
    expect(clientDelete.body.payload).toMatchObject({ usedBy: { skus: 1, controlNumbers: 1 } });
    const dealerDelete = await api(`/v1/catalogues/dealer/${dealer.body.payload.id}`, { method: 'DELETE', token: admin });
    expect(dealerDelete.status).toBe(409);
    expect(dealerDelete.body.payload).toMatchObject({ usedBy: { controlNumbers: 1 } });
  });
});
