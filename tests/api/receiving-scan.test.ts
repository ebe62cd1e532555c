import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ControlNumberDetail, ReceivedItem, ReceivingOptions, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM, type ReceiveItem, UNDO_RECEIVE } from '../../src/domain/receiving/items';
import type { ScanContext } from '../../src/domain/receiving/scan-context';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { MutationResult } from '../../src/domain/sync/mutations';
import { api, signIn } from './helpers';
import { sync } from './sync-helpers';
import { outboxMutation } from '../factories/mutations';
import { controlNumberBody } from '../factories/receiving';

/*
 * The handheld's side of receiving through the real server: WMS blocks, the scan context, and units
 * arriving as outbox mutations (receiving.item.receive / receiving.item.undo), each refusal with the
 * reason the device turns into its message.
 */
let admin: string;
let viewer: string;
let numbers: string[] = [];
let serialSku: ReceivingSkuOption;
let countedSku: ReceivingSkuOption;
let otherClientSku: ReceivingSkuOption;
let clientId: string;

const base = '/v1/receiving/control-numbers';

async function controlNumber(lines: { skuId: string; quantity: number }[] = []): Promise<string> {
  const answer = await api<ControlNumberDetail>(base, {
    token: admin,
    body: { ...controlNumberBody(clientId), lines },
  });
  expect(answer.status).toBe(200);
  return answer.body.payload.number;
}

async function reserve(count: number): Promise<void> {
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count } });
  expect(block.status).toBe(200);
  numbers = [...numbers, ...block.body.payload.numbers];
}

function unit(controlNumber: string, overrides: Partial<ReceiveItem> = {}): ReceiveItem {
  const wmsNumber = numbers.shift();
  if (!wmsNumber) throw new Error('reserve more WMS numbers');
  return {
    itemId: randomUUID(), controlNumber, wmsNumber, skuId: serialSku.id, serial: `SN-${randomUUID().slice(0, 12)}`, quantity: 1,
    lotNumber: null, expiry: null, binCode: null, containerCode: null, ...overrides,
  };
}

async function send(token: string, ...mutations: ReturnType<typeof outboxMutation>[]): Promise<MutationResult[]> {
  const answer = await sync(token, mutations);
  expect(answer.status).toBe(200);
  return answer.body.payload.results;
}

const receive = (payload: ReceiveItem, id?: string) => send(admin, outboxMutation(RECEIVE_ITEM, payload, id));
const itemsOf = async (number: string) => (await api<ListPage<ReceivedItem>>(`${base}/${number}/items?pageSize=100`, { token: admin })).body.payload.items;
const ledgerOf = async (skuId: string, number: string) => (await api<SkuMovementPage>(`/v1/skus/${skuId}/movements?q=${number}&pageSize=100`, { token: admin })).body.payload.items;

beforeAll(async () => {
  [admin, viewer] = await Promise.all([signIn('admin'), signIn('viewer')]);
  const options = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload;
  const skusOf = async (id: string) => (await api<ReceivingSkuOption[]>(`/v1/receiving/options/skus?clientId=${id}`, { token: admin })).body.payload;
  const nordic = options.clients.find((c) => c.code === 'NORDIC')!;
  clientId = nordic.id;
  // The demo SKUs (with barcodes): other test files add SKUs of their own to NORDIC.
  const skus = (await skusOf(clientId)).filter((s) => s.code.startsWith('SKU-'));
  serialSku = skus.find((s) => s.serialised)!;
  countedSku = skus.find((s) => !s.serialised)!;
  otherClientSku = (await skusOf(options.clients.find((c) => c.code !== 'NORDIC')!.id))[0]!;
  await reserve(100);
}, 60_000);

describe('handheld calls', () => {
  it('need RECEIVING_DETAIL_SCAN: WMS blocks, the scan context and the unit mutations', async () => {
    const number = await controlNumber();
    expect((await api('/v1/receiving/wms-blocks', { body: { count: 1 } })).status).toBe(401);
    expect((await api('/v1/receiving/wms-blocks', { token: viewer, body: { count: 1 } })).status).toBe(403);
    expect((await api(`${base}/${number}/scan-context`, { token: viewer })).status).toBe(403);
    const [refused] = await send(viewer, outboxMutation(RECEIVE_ITEM, unit(number)));
    expect(refused?.status).toBe(403);
    expect(await itemsOf(number)).toEqual([]);
  });

  it('reserve distinct numbers, also under concurrent requests', async () => {
    const blocks = await Promise.all(
      Array.from({ length: 8 }, () => api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 25 } })),
    );
    const all = blocks.flatMap((block) => block.body.payload.numbers);
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    expect((await api('/v1/receiving/wms-blocks', { token: admin, body: { count: 1001 } })).status).toBe(400);
  });

  it('give the scan context: expected lines, the client’s SKUs with barcodes, units so far', async () => {
    const number = await controlNumber([{ skuId: serialSku.id, quantity: 3 }]);
    const first = unit(number);
    await receive(first);
    const context = (await api<ScanContext>(`${base}/${number}/scan-context`, { token: admin })).body.payload;
    expect(context.controlNumber).toMatchObject({ number, status: 'receiving', client: { id: clientId } });
    expect(context.expected).toEqual([{ skuId: serialSku.id, quantity: 3 }]);
    expect(context.skus.find((s) => s.id === serialSku.id)).toMatchObject({ serialised: true, barcodes: [expect.any(String)] });
    expect(context.skus.some((s) => s.id === otherClientSku.id)).toBe(false);
    expect(context.units).toEqual([{ itemId: first.itemId, wmsNumber: first.wmsNumber, skuId: serialSku.id, serial: first.serial, quantity: 1 }]);
    expect((await api(`${base}/NO-SUCH-CN/scan-context`, { token: admin })).status).toBe(404);
  });
});

describe('receiving.item.receive', () => {
  it('stores the unit with a receive movement, moves the control number to receiving, and applies a replay once', async () => {
    const number = await controlNumber();
    const payload = unit(number, { binCode: 'a-01-02' });
    const id = randomUUID();
    const [first] = await receive(payload, id);
    expect(first).toMatchObject({ status: 200, payload: { itemId: payload.itemId, wmsNumber: payload.wmsNumber } });
    const [again] = await receive(payload, id);
    expect(again).toMatchObject({ status: 200, payload: { wmsNumber: payload.wmsNumber } });

    const stored = await itemsOf(number);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ wmsNumber: payload.wmsNumber, serial: payload.serial, status: 'received', bin: { code: 'A-01-02' } });
    expect(await ledgerOf(serialSku.id, number)).toEqual([
      expect.objectContaining({ type: 'receive', quantity: 1, to: { bin: 'A-01-02', container: null }, sapStatus: 'not-required', reference: { type: 'control-number', id: number } }),
    ]);
    expect((await api<ControlNumberDetail>(`${base}/${number}`, { token: admin })).body.payload.status).toBe('receiving');
  });

  it('refuses each kind of wrong unit with its reason and keeps nothing of it', async () => {
    const number = await controlNumber([{ skuId: countedSku.id, quantity: 5 }, { skuId: serialSku.id, quantity: 2 }]);
    const first = unit(number);
    expect((await receive(first))[0]?.status).toBe(200);

    const cases: [ReceiveItem, string][] = [
      [unit(number, { serial: first.serial?.toUpperCase() ?? null }), 'serial-in-stock'],
      [unit(number, { skuId: otherClientSku.id }), 'other-client'],
      [unit(number, { skuId: countedSku.id, serial: null, quantity: 6 }), 'over-expected'],
      [unit(number, { serial: null }), 'serial-required'],
      [unit(number, { binCode: 'NO-SUCH-BIN' }), 'unknown-location'],
      [unit(number, { wmsNumber: 'WMS-NEVER-RESERVED' }), 'wms-number'],
      [unit(number, { wmsNumber: first.wmsNumber }), 'wms-number'],
      [unit('NO-SUCH-CN'), 'not-scannable'],
    ];
    for (const [payload, reason] of cases) {
      const [result] = await receive(payload);
      expect([reason, result?.status]).toEqual([reason, 409]);
      expect(result?.payload, reason).toMatchObject({ reason });
    }
    expect(await itemsOf(number)).toHaveLength(1);
    // The refusal names the unit that holds the serial, so the floor can go and look at it.
    const [again] = await receive(unit(number, { serial: first.serial }));
    expect(again?.payload).toMatchObject({ reason: 'serial-in-stock', wmsNumber: first.wmsNumber });

    expect((await receive(unit(number, { skuId: countedSku.id, serial: null, quantity: 5 })))[0]?.status).toBe(200);
    expect((await receive(unit(number)))[0]?.status).toBe(200);
    expect((await receive(unit(number)))[0]?.payload).toMatchObject({ reason: 'over-expected', expected: 2, received: 2 });
  });

  it('takes one of two units racing for the same serial and refuses the other', async () => {
    const number = await controlNumber();
    const serial = `RACE-${randomUUID().slice(0, 8)}`;
    const results = await Promise.all([receive(unit(number, { serial })), receive(unit(number, { serial }))]);
    expect(results.map(([r]) => r?.status).sort()).toEqual([200, 409]);
    expect(await itemsOf(number)).toHaveLength(1);
  });

  it('refuses units for a control number past receiving', async () => {
    const number = await controlNumber();
    await receive(unit(number));
    expect((await api(`${base}/${number}/goods-receipt`, { method: 'POST', token: admin })).status).toBe(200);
    const [result] = await receive(unit(number));
    expect(result).toMatchObject({ status: 409, payload: { reason: 'not-scannable', state: 'received' } });
  });
});

describe('receiving.item.undo', () => {
  it('takes back the scanner’s own unit with a reversal movement, and only while it is received', async () => {
    const number = await controlNumber();
    const payload = unit(number);
    await receive(payload);
    const [undone] = await send(admin, outboxMutation(UNDO_RECEIVE, { itemId: payload.itemId }));
    expect(undone).toMatchObject({ status: 200, payload: { undone: true, wmsNumber: payload.wmsNumber } });
    expect(await itemsOf(number)).toEqual([]);
    expect((await ledgerOf(serialSku.id, number)).map((m) => m.type).sort()).toEqual(['receive', 'receive-reversal']);

    const [nothing] = await send(admin, outboxMutation(UNDO_RECEIVE, { itemId: payload.itemId }));
    expect(nothing).toMatchObject({ status: 200, payload: { undone: false } });

    const kept = unit(number);
    await receive(kept);
    expect((await api(`/v1/receiving/items/${kept.wmsNumber}/goods-receipt`, { method: 'POST', token: admin })).status).toBe(200);
    const [refused] = await send(admin, outboxMutation(UNDO_RECEIVE, { itemId: kept.itemId }));
    expect(refused).toMatchObject({ status: 409, payload: { state: 'available' } });
  });
});
