import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { CountingCycleDetail } from '../../src/domain/counting/cycles';
import type { ItemFilterOptions, ItemRow } from '../../src/domain/inventory/item-list';
import type { NonInventoryItemResult } from '../../src/domain/inventory/non-inventory-item';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail } from '../../src/domain/receiving/control-numbers';
import type { Sku } from '../../src/domain/skus/skus';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { cycleBody } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueCode, uniqueId, uniqueZoneCode } from '../factories/unique';
import { api, expectEnvelope, signIn, tokenHolding } from './helpers';

const DEVICE = { Device: 'items-list-test' };
let admin: string;
let options: ItemFilterOptions;
let nordicId: string;
let zoneId: string;
let binCodes: string[];
let binIds: string[];
let containerId: string;
let containerCode: string;
let serialSku: Sku;
let countedSku: Sku;
let skuTypeId: string;
const barcode = uniqueCode('BC-', 12);
/** WMS numbers of this file's units: two serial units in bin 1, 5 counted units (lot) in bin 1, the non-inventory unit in bin 2. */
const wms = { serialA: '', serialB: '', counted: '', nonInventory: '' };
const serials = { a: uniqueCode('SA-', 10), b: uniqueCode('SB-', 10), nonInventory: uniqueCode('NI-', 10) };
const lot = uniqueCode('LOT-');

const list = async (query: string, token = admin) => {
  const answer = await api<ListPage<ItemRow>>(`/v1/items?${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};
const wmsOf = async (query: string) => (await list(`zone=${zoneId}&pageSize=100&${query}`)).items.map((item) => item.wmsNumber).sort();
const nonInventoryBody = (fields: Record<string, unknown> = {}) => ({
  clientId: nordicId, skuCode: serialSku.code, serial: serials.nonInventory, quantity: 1, binCode: binCodes[1], containerCode: null, condition: 'used', notes: 'Customer’s demo unit',
  ...fields,
});

beforeAll(async () => {
  admin = await signIn('admin');
  options = (await api<ItemFilterOptions>('/v1/items/options', { token: admin })).body.payload;
  nordicId = options.clients.find((c) => c.code === 'NORDIC')!.id;
  const code = uniqueZoneCode('I');
  zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Item list test zone') })).body.payload.id;
  binCodes = [`${code}-1`, `${code}-2`];
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) binIds.push((await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, binCode, n) })).body.payload.id);
  const [container] = (await api<{ id: string; code: string }[]>('/v1/containers', { token: admin, body: { type: 'tote', binId: binIds[1], active: true, count: 1 } })).body.payload;
  [containerId, containerCode] = [container!.id, container!.code];
  skuTypeId = options.skuTypes[0]!.id;
  serialSku = (await api<Sku>('/v1/skus', { token: admin, body: { ...skuBody({ code: `IL-${uniqueId()}`, description: 'Item list serial', clientId: nordicId, serialised: true }), skuTypeId } })).body.payload;
  countedSku = (await api<Sku>('/v1/skus', { token: admin, body: skuBody({ code: `IL-${uniqueId()}`, description: 'Item list counted', clientId: nordicId, barcodes: [{ kind: 'OTHER', barcode }] }) })).body.payload;
  expect(countedSku.id).toBeTruthy();

  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', { token: admin, body: controlNumberBody(nordicId) });
  const numbers = (await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 3 }, headers: DEVICE })).body.payload.numbers;
  [wms.serialA, wms.serialB, wms.counted] = numbers as [string, string, string];
  const unit = (i: number, skuId: string, serial: string | null, quantity = 1) =>
    receiveItemMutation({ controlNumber: cn.body.payload.number, wmsNumber: numbers[i], skuId, serial, quantity, binCode: binCodes[0]! });
  const counted = unit(2, countedSku.id, null, 5);
  counted.payload.lotNumber = lot as never;
  const synced = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations: [unit(0, serialSku.id, serials.a), unit(1, serialSku.id, serials.b), counted] }, headers: DEVICE });
  expect(synced.body.payload.results.map((r) => r.status)).toEqual([200, 200, 200]);

  const created = await api<NonInventoryItemResult>('/v1/items/non-inventory', { token: admin, body: nonInventoryBody() });
  expect(created.status).toBe(200);
  wms.nonInventory = created.body.payload.wmsNumber;
}, 120_000);

describe('item list permissions', () => {
  it('answers 401 without a token and 403 without the route’s permission', async () => {
    const [lister, editor, creator] = await Promise.all([tokenHolding(admin, ['ITEM_LIST']), tokenHolding(admin, ['ITEM_DETAIL_EDIT']), tokenHolding(admin, ['CREATE_NON_INVENTORY_ITEM'])]);
    const tagBody = { action: 'add', tagId: options.tags[0]!.id, itemIds: [crypto.randomUUID()] };
    const routes = [
      { path: '/v1/items', allowed: lister, refused: [editor, creator] },
      { path: '/v1/items/export', allowed: lister, refused: [editor, creator] },
      { path: '/v1/items/options', allowed: lister, refused: [editor, creator] },
      { path: '/v1/items/tags', body: tagBody, allowed: editor, refused: [lister, creator] },
      { path: '/v1/items/non-inventory', body: nonInventoryBody({ skuCode: 'NO-SUCH-SKU' }), allowed: creator, refused: [lister, editor] },
    ];
    for (const route of routes) {
      const call = (token?: string) => api(route.path, { body: route.body, ...(token ? { token } : {}) });
      expect([route.path, (await call()).status]).toEqual([route.path, 401]);
      for (const token of route.refused) expectEnvelope(await call(token), 403);
      // Allowed: past the permission check (the bulk tag names an unknown item, the form an unknown SKU).
      expect([route.path, (await call(route.allowed)).status]).toEqual([route.path, route.body ? (route.path.endsWith('tags') ? 404 : 400) : 200]);
    }
  });
});

describe('item list filters and search', () => {
  it('filters by each field', async () => {
    const all = [wms.serialA, wms.serialB, wms.counted, wms.nonInventory].sort();
    expect(await wmsOf('')).toEqual(all);
    expect(await wmsOf(`bin=${binIds[0]}`)).toEqual([wms.serialA, wms.serialB, wms.counted].sort());
    expect(await wmsOf(`container=${containerId}`)).toEqual([]);
    expect(await wmsOf(`client=${nordicId}&sku=${serialSku.id}`)).toEqual([wms.serialA, wms.serialB, wms.nonInventory].sort());
    expect(await wmsOf(`skuType=${skuTypeId}`)).toEqual([wms.serialA, wms.serialB, wms.nonInventory].sort());
    expect(await wmsOf(`brand=${options.brands[0]!.id}`)).toEqual([]);
    expect(await wmsOf(`model=${options.models[0]!.id}`)).toEqual([]);
    expect(await wmsOf(`lot=${lot.toLowerCase()}`)).toEqual([wms.counted]);
    expect(await wmsOf('status=available')).toEqual([wms.nonInventory]);
    expect(await wmsOf('status=received')).toEqual([wms.serialA, wms.serialB, wms.counted].sort());
    expect(await wmsOf('condition=used')).toEqual([wms.nonInventory]);
    expect(await wmsOf('inventory=no')).toEqual([wms.nonInventory]);
    expect(await wmsOf('inventory=yes')).toEqual([wms.serialA, wms.serialB, wms.counted].sort());
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(await wmsOf(`receivedFrom=${hourAgo}`)).toEqual([wms.nonInventory]);
    expect(await wmsOf(`receivedTo=${hourAgo}`)).toEqual([]);
    expect(await wmsOf(`code=${serials.a.toLowerCase()}`)).toEqual([wms.serialA]);
    expect(await wmsOf(`code=${wms.serialB}`)).toEqual([wms.serialB]);
  });

  it('searches by WMS number, serial, SKU code or barcode', async () => {
    expect(await wmsOf(`q=${wms.counted.toLowerCase()}`)).toEqual([wms.counted]);
    expect(await wmsOf(`q=${serials.b}`)).toEqual([wms.serialB]);
    expect(await wmsOf(`q=${encodeURIComponent(serialSku.code.slice(3).toLowerCase())}`)).toEqual([wms.serialA, wms.serialB, wms.nonInventory].sort());
    expect(await wmsOf(`q=${barcode}`)).toEqual([wms.counted]);
  });

  it('pages and sorts with a total', async () => {
    const first = await list(`zone=${zoneId}&pageSize=10&sort=wmsNumber&dir=asc`);
    expect(first).toMatchObject({ total: 4, capped: false });
    expect(first.items.map((i) => i.wmsNumber)).toEqual([...first.items.map((i) => i.wmsNumber)].sort());
    const second = await list(`zone=${zoneId}&pageSize=10&page=2`);
    expect(second).toMatchObject({ items: [], total: 4, page: 2 });
    expectEnvelope(await api('/v1/items?status=lost', { token: admin }), 400);
    expectEnvelope(await api('/v1/items?bin=not-a-uuid', { token: admin }), 400);
  });

  it('exports the current filter as CSV', async () => {
    const csv = String((await api(`/v1/items/export?zone=${zoneId}&sort=wmsNumber&dir=asc`, { token: admin })).body.payload);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('wms_number,client_code,sku_code');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([wms.serialA, wms.serialB, wms.counted, wms.nonInventory].sort());
    expect(csv).toContain(`${serials.nonInventory},1,,available,used,no`);
  });
});

describe('bulk tags', () => {
  it('adds and removes a tag on the selection, each item audited', async () => {
    const tag = options.tags[0]!;
    const items = (await list(`zone=${zoneId}&bin=${binIds[0]}`)).items;
    const ids = items.map((item) => item.id);
    const added = await api<{ changed: number }>('/v1/items/tags', { token: admin, body: { action: 'add', tagId: tag.id, itemIds: ids } });
    expect(added.body.payload.changed).toBe(3);
    expect((await api<{ changed: number }>('/v1/items/tags', { token: admin, body: { action: 'add', tagId: tag.id, itemIds: ids } })).body.payload.changed).toBe(0);
    expect(await wmsOf(`tag=${tag.id}`)).toEqual([wms.serialA, wms.serialB, wms.counted].sort());
    expect((await list(`code=${wms.serialA}`)).items[0]?.tags.map((t) => t.id)).toEqual([tag.id]);
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=item.tag.add&q=${ids[0]}`, { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ tag: tag.name });
    const removed = await api<{ changed: number }>('/v1/items/tags', { token: admin, body: { action: 'remove', tagId: tag.id, itemIds: ids.slice(0, 2) } });
    expect(removed.body.payload.changed).toBe(2);
    expect(await wmsOf(`tag=${tag.id}`)).toHaveLength(1);
    expectEnvelope(await api('/v1/items/tags', { token: admin, body: { action: 'add', tagId: tag.id, itemIds: [] } }), 400);
  });
});

describe('non-inventory items', () => {
  it('creates an available non-inventory unit numbered from the WMS sequence', async () => {
    const [item] = (await list(`code=${wms.nonInventory}`)).items;
    expect(item).toMatchObject({ inventory: false, status: 'available', serial: serials.nonInventory, condition: 'used', bin: { id: binIds[1] }, client: { id: nordicId } });
    expect(item?.receiptAt).not.toBeNull();
  });

  it('refuses what the server alone can check, on its field', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await api<{ fields: { field: string; rule: string }[] }>('/v1/items/non-inventory', { token: admin, body });
      expectEnvelope(answer, 400);
      return answer.body.payload.fields.map((f) => `${f.field}:${f.rule}`);
    };
    expect(await fieldsOf(nonInventoryBody({ skuCode: 'NO-SUCH-SKU' }))).toEqual(['skuCode:unknown']);
    expect(await fieldsOf(nonInventoryBody({ serial: null }))).toEqual(['serial:required']);
    expect(await fieldsOf(nonInventoryBody({ serial: serials.a }))).toEqual(['serial:unique']);
    expect(await fieldsOf(nonInventoryBody({ serial: uniqueCode('X-'), binCode: 'NO-SUCH-BIN' }))).toEqual(['binCode:unknown']);
    const inContainer = await api<NonInventoryItemResult>('/v1/items/non-inventory', {
      token: admin,
      body: nonInventoryBody({ skuCode: countedSku.code, serial: null, quantity: 3, binCode: null, containerCode: containerCode.toLowerCase() }),
    });
    expect(inContainer.status).toBe(200);
    expect(await wmsOf(`container=${containerId}`)).toEqual([inContainer.body.payload.wmsNumber]);
  });

  it('is never counted as on hand', async () => {
    const cycle = await api<CountingCycleDetail>('/v1/counting/cycles', { token: admin, body: cycleBody({ binIds: [binIds[1]!] }, { name: `Items ${uniqueId()}` }) });
    const started = await api<CountingCycleDetail>(`/v1/counting/cycles/${cycle.body.payload.id}/start`, { token: admin, method: 'POST' });
    expect(started.body.payload.totals).toMatchObject({ bins: 1, items: 0, units: 0 });
    await api(`/v1/counting/cycles/${cycle.body.payload.id}/cancel`, { token: admin, body: { reason: 'Test done' } });
  });
});
