import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ControlNumber, ControlNumberDetail, ReceivingOptions, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope } from './helpers';
import { audited, base, create, form, itemsOf, receive, receivingWorld } from './receiving-world';

/* Control numbers through the office API: who may call what, the form's rules, the list and the states. */
let admin: string;
let noRoles: string;
let looker: string;
let client: ReceivingOptions['clients'][number];
let other: ReceivingOptions['clients'][number];
let serialised: ReceivingSkuOption[];
let counted: ReceivingSkuOption;
let otherClientSku: ReceivingSkuOption;

beforeAll(async () => {
  ({ admin, noRoles, looker, client, other, serialised, counted, otherClientSku } = await receivingWorld());
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
