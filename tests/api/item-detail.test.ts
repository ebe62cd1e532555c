import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ItemDetail } from '../../src/domain/inventory/item-detail';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivingOptions, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { uniqueId } from '../factories/unique';
import { ledgerCheck } from './ledger-world';
import { api, expectEnvelope, signIn, tokenHolding } from './helpers';

let admin: string;
let noRoles: string;
/** May only look at an item (ITEM_DETAIL_VIEW). */
let viewer: string;
let clientId: string;
let serialised: ReceivingSkuOption;

const DEVICE = { Device: 'item-detail-test' };
const url = (wms: string, action = '') => `/v1/items/${wms}${action ? `/${action}` : ''}`;

async function sendReceive(controlNumber: string, wmsNumber: string) {
  const mutation = receiveItemMutation({ controlNumber, wmsNumber, skuId: serialised.id, serial: `SN-${uniqueId(12)}`, quantity: 1, binCode: null });
  return (await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations: [mutation] }, headers: DEVICE })).body.payload.results[0]!;
}

/** A serialised unit scanned in and posted by goods receipt: `available`, having been `received`. */
async function availableUnit(): Promise<{ wms: string; controlNumber: string }> {
  const cn = (await api<ControlNumberDetail>('/v1/receiving/control-numbers', { token: admin, body: controlNumberBody(clientId) })).body.payload;
  const [wms] = (await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 1 }, headers: DEVICE })).body.payload.numbers;
  expect((await sendReceive(cn.number, wms!)).status).toBe(200);
  expect((await api(`/v1/receiving/items/${wms}/goods-receipt`, { token: admin, method: 'POST' })).status).toBe(200);
  return { wms: wms!, controlNumber: cn.number };
}

const detail = async (wms: string, token = admin) => (await api<ItemDetail>(url(wms), { token })).body.payload;
const audited = async (action: string, wms: string) => (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${wms}`, { token: admin })).body.payload.items;

const editBody = (item: ItemDetail, overrides: Record<string, unknown> = {}) => ({
  condition: item.condition,
  errorCodeIds: item.errorCodes.map((e) => e.id),
  tagIds: item.tags.map((t) => t.id),
  notes: item.notes,
  serial: item.serial,
  serialReason: '',
  ...overrides,
});

beforeAll(async () => {
  [admin, noRoles] = await Promise.all([signIn('admin'), signIn('noroles')]);
  viewer = await tokenHolding(admin, ['ITEM_DETAIL_VIEW']);
  const options = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload;
  clientId = options.clients.find((c) => c.code === 'NORDIC')!.id;
  const skus = (await api<ReceivingSkuOption[]>(`/v1/receiving/options/skus?clientId=${clientId}`, { token: admin })).body.payload;
  serialised = skus.find((s) => s.serialised)!;
}, 60_000);

describe('item detail', () => {
  it('shows a unit with its history and records label reprints, for holders of ITEM_DETAIL_VIEW only; an unknown number is 404', async () => {
    const { wms, controlNumber } = await availableUnit();
    expectEnvelope(await api(url(wms)), 401);
    expectEnvelope(await api(url(wms), { token: noRoles }), 403);
    expectEnvelope(await api(url('WMS-NEVER-ISSUED'), { token: admin }), 404);
    const item = await detail(wms.toLowerCase(), viewer);
    expect(item).toMatchObject({ wmsNumber: wms, status: 'available', controlNumber, inventory: true, deleted: null, sku: { id: serialised.id }, client: { id: clientId } });
    expect(item.history.map((h) => [h.type, h.from?.status ?? null, h.to?.status ?? null])).toEqual([
      ['receive', null, 'received'],
      ['goods-receipt', 'received', 'available'],
    ]);
    expect(item.history[0]).toMatchObject({ username: 'admin', device: DEVICE.Device, reference: { type: 'control-number', id: controlNumber } });
    expect(item.revertTo).toEqual(['received']);
    expectEnvelope(await api(url(wms, 'label-print'), { token: noRoles, method: 'POST' }), 403);
    expect((await api(url(wms, 'label-print'), { token: viewer, method: 'POST' })).status).toBe(200);
    expect(await audited('item.label-print', wms)).toHaveLength(1);
  });

  it('edits condition, error codes, tags and notes with ITEM_DETAIL_EDIT; a serial only with a reason; audited', async () => {
    const { wms } = await availableUnit();
    const item = await detail(wms);
    const errorCode = (await api<{ id: string }[]>('/v1/catalogues/error-code/options', { token: admin })).body.payload[0]!;
    const tag = (await api<{ id: string }>('/v1/tags', { token: admin, body: { name: `Tag ${uniqueId()}`, colour: '#3949AB', active: true } })).body.payload;
    const body = editBody(item, { condition: 'damaged', errorCodeIds: [errorCode.id], tagIds: [tag.id], notes: 'Scratched lid' });
    expectEnvelope(await api(url(wms), { method: 'PUT', token: viewer, body }), 403);
    const saved = await api<ItemDetail>(url(wms), { method: 'PUT', token: admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toMatchObject({ condition: 'damaged', notes: 'Scratched lid', errorCodes: [{ id: errorCode.id }], tags: [{ id: tag.id }] });
    expect(await audited('item.detail-edit', wms)).toHaveLength(1);

    const noReason = await api<{ fields: { field: string }[] }>(url(wms), { method: 'PUT', token: admin, body: { ...body, serial: `SN-${uniqueId(12)}` } });
    expectEnvelope(noReason, 400);
    expect(noReason.body.payload.fields.map((f) => f.field)).toEqual(['serialReason']);
    const unknownTag = await api(url(wms), { method: 'PUT', token: admin, body: { ...body, tagIds: [crypto.randomUUID()] } });
    expectEnvelope(unknownTag, 400);
    const serial = `SN-${uniqueId(12)}`;
    const corrected = await api<ItemDetail>(url(wms), { method: 'PUT', token: admin, body: { ...body, tagIds: [], serial, serialReason: 'Typo at the dock' } });
    expect(corrected.body.payload).toMatchObject({ serial, tags: [] });
    const [entry] = await audited('item.detail-edit', wms);
    expect(entry?.detail).toMatchObject({ reason: 'Typo at the dock', after: { serial } });
  });

  it('reverts to a status held before with a reason (a status movement); refuses others with 409 and without the permission with 403', async () => {
    const { wms } = await availableUnit();
    const reverter = await tokenHolding(admin, ['ITEM_DETAIL_VIEW', 'ITEM_DETAIL_REVERT_STATUS']);
    expectEnvelope(await api(url(wms, 'revert-status'), { token: viewer, body: { status: 'received', reason: 'x' } }), 403);
    expectEnvelope(await api(url(wms, 'revert-status'), { token: reverter, body: { status: 'received', reason: '  ' } }), 400);
    const never = await api<{ reason: string; allowed: string[] }>(url(wms, 'revert-status'), { token: reverter, body: { status: 'repair', reason: 'Wrong' } });
    expectEnvelope(never, 409);
    expect(never.body.payload).toMatchObject({ reason: 'not-held', allowed: ['received'] });
    const reverted = await api<ItemDetail>(url(wms, 'revert-status'), { token: reverter, body: { status: 'received', reason: 'Posted too early' } });
    expect(reverted.status).toBe(200);
    expect(reverted.body.payload.status).toBe('received');
    expect(reverted.body.payload.history.at(-1)).toMatchObject({ type: 'status', from: { status: 'available' }, to: { status: 'received' }, reason: 'Posted too early' });
    expect(reverted.body.payload.revertTo).toEqual(['available']);
    expect(await audited('item.revert-status', wms)).toHaveLength(1);
  });

  it('converts to non-inventory and back, each behind its own permission, with a convert movement; 409 when it is so already', async () => {
    const { wms } = await availableUnit();
    const toNon = await tokenHolding(admin, ['CONVERT_INVENTORY_TO_NON_INVENTORY']);
    const toInv = await tokenHolding(admin, ['CONVERT_NON_INVENTORY_TO_INVENTORY']);
    expectEnvelope(await api(url(wms, 'convert-to-non-inventory'), { token: toInv, body: { reason: 'Sample' } }), 403);
    const converted = await api<ItemDetail>(url(wms, 'convert-to-non-inventory'), { token: toNon, body: { reason: 'Sample' } });
    expect(converted.body.payload).toMatchObject({ inventory: false, status: 'available' });
    expect(converted.body.payload.history.at(-1)).toMatchObject({ type: 'convert', reason: 'Sample' });
    expect((await api<{ reason: string }>(url(wms, 'convert-to-non-inventory'), { token: toNon, body: { reason: 'Again' } })).body.payload).toMatchObject({ reason: 'already' });
    expectEnvelope(await api(url(wms, 'convert-to-inventory'), { token: toNon, body: { reason: 'Back' } }), 403);
    const back = await api<ItemDetail>(url(wms, 'convert-to-inventory'), { token: toInv, body: { reason: 'Back' } });
    expect(back.body.payload.inventory).toBe(true);
    expect(await audited('item.convert', wms)).toHaveLength(2);
  });

  it('deletes a non-inventory unit (not one in stock) leaving a tombstone with its history; its WMS number is never used again', async () => {
    const { wms, controlNumber } = await availableUnit();
    const deleter = await tokenHolding(admin, ['ITEM_DELETE_NON_INVEN_AND_MISSING']);
    expectEnvelope(await api(url(wms, 'delete'), { token: viewer, body: { reason: 'Gone' } }), 403);
    const inStock = await api<{ reason: string }>(url(wms, 'delete'), { token: deleter, body: { reason: 'Gone' } });
    expectEnvelope(inStock, 409);
    expect(inStock.body.payload.reason).toBe('in-stock');
    await api(url(wms, 'convert-to-non-inventory'), { token: admin, body: { reason: 'Sample' } });
    const deleted = await api<ItemDetail>(url(wms, 'delete'), { token: deleter, body: { reason: 'Sample returned' } });
    expect(deleted.status).toBe(200);
    const tombstone = await detail(wms);
    expect(tombstone).toMatchObject({ wmsNumber: wms, deleted: { reason: 'Sample returned', lastStatus: 'available', username: expect.any(String) }, sku: { id: serialised.id } });
    expect(tombstone.history.at(-1)).toMatchObject({ type: 'adjust', to: null, reference: { type: 'item', id: wms }, reason: 'Sample returned' });
    expect(await audited('item.delete', wms)).toHaveLength(1);
    const reused = await sendReceive(controlNumber, wms);
    expect(reused).toMatchObject({ status: 409, payload: { reason: 'wms-number' } });
    expectEnvelope(await api(url(wms, 'delete'), { token: deleter, body: { reason: 'Twice' } }), 404);
  });

  it('force-deletes any unit once its WMS number is typed again (ITEM_FORCE_DELETE); the ledger still holds', async () => {
    const { wms } = await availableUnit();
    const forcer = await tokenHolding(admin, ['ITEM_FORCE_DELETE']);
    const body = { confirmWmsNumber: wms, reason: 'Duplicate label' };
    expectEnvelope(await api(url(wms, 'force-delete'), { token: viewer, body }), 403);
    expectEnvelope(await api(url(wms, 'force-delete'), { token: forcer, body: { ...body, confirmWmsNumber: 'WMS-OTHER' } }), 400);
    expect((await api(url(wms, 'force-delete'), { token: forcer, body })).status).toBe(200);
    expect((await detail(wms)).deleted).toMatchObject({ reason: 'Duplicate label', lastStatus: 'available' });
    expect((await ledgerCheck(admin)).holds).toBe(true);
  });
});
