import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ControlNumberDetail, GoodsReceiptResult, ReceivedItem, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import type { ListPage } from '../../src/domain/lists/list-query';
import { clientBody } from '../factories/clients';
import { skuBody } from '../factories/skus';
import { uniqueCode } from '../factories/unique';
import { api, expectEnvelope } from './helpers';
import { audited, base, create, DEVICE, itemsOf, movementsOf, receive, receivingWorld } from './receiving-world';

/* What happens to received units: goods receipt into stock, edits and deletes with their movements, and the master data they hold on to. */
let admin: string;
let serialised: ReceivingSkuOption[];
let counted: ReceivingSkuOption;

beforeAll(async () => {
  ({ admin, serialised, counted } = await receivingWorld());
}, 60_000);

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
    const code = uniqueCode('U', 6);
    const owner = await api<{ id: string }>('/v1/clients', {
      token: admin,
      body: clientBody({ code, name: `In use ${code}` }),
    });
    const clientId = owner.body.payload.id;
    const sku = await api<{ id: string }>('/v1/skus', {
      token: admin,
      body: skuBody({ code: `SKU-${code}`, description: 'In use', clientId }),
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
