/* What the counting results API test files share: their stock, accounts and the calls of a supervisor and a handheld. */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { CountingCycleDetail, CountingSummary } from '../../src/domain/counting/cycles';
import type { CountingDiscrepancies, CountingProgress, DiscrepancyAcceptResult, RecountOrderResult } from '../../src/domain/counting/results';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivedItem, ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import type { Sku } from '../../src/domain/skus/skus';
import type { SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { api, signIn, tokenHolding } from './helpers';
import { closeBinMutation, countEntryMutation, cycleBody } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueId, uniqueZoneCode } from '../factories/unique';

export const base = '/v1/counting/cycles';
export const DEVICE = { Device: 'counting-results-handheld' };
export const PERMISSIONS = ['COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_COMPLETE', 'DISCREPANCIES_MANAGE', 'COUNTING_ITEMS'] as const;
export type Permission = (typeof PERMISSIONS)[number];

let admin: string;
/** Accounts holding exactly one permission each. */
const only = {} as Record<Permission, string>;
let nordic: ReceivingOptions['clients'][number];
/** A zone of this test's own: bins 0–2 for the serial cycle, 3–4 for the non-serial one, 5 for other cycles. */
let binCodes: string[];
let binIds: string[];
let serialSku: Sku;
let countedSku: Sku;
let controlNumber: string;
/** The units and quantities received, by WMS number order: u1, u2 in bin 0; u3 in bin 1; 7 then 3 in bin 3; 5 in bin 4. */
let stock: ReceivedItem[];

async function createSku(serialised: boolean, unitValue: number): Promise<Sku> {
  const answer = await api<Sku>('/v1/skus', { token: admin, body: skuBody({ code: `CR-${uniqueId()}`, description: 'Counting results test', clientId: nordic.id, serialised, unitValue }) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Receives stock into bins through receiving, one unit after the other so that creation order is known. */
async function receive(units: { skuId: string; binCode: string; quantity?: number; serial?: string | null }[]): Promise<void> {
  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: admin,
    body: controlNumberBody(nordic.id, { notes: 'Counting results stock' }),
  });
  controlNumber = cn.body.payload.number;
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  for (const [i, unit] of units.entries()) {
    const mutation = receiveItemMutation({
      controlNumber, wmsNumber: block.body.payload.numbers[i], skuId: unit.skuId,
      serial: unit.serial === undefined ? `CR-${uniqueId(12)}` : unit.serial, quantity: unit.quantity ?? 1, binCode: unit.binCode,
    });
    const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations: [mutation] }, headers: DEVICE });
    expect(answer.body.payload.results.map((r) => r.status)).toEqual([200]);
  }
}

export const itemsNow = async () =>
  (await api<ListPage<ReceivedItem>>(`/v1/receiving/control-numbers/${controlNumber}/items?pageSize=100&sort=wmsNumber&dir=asc`, { token: admin })).body.payload.items;

export async function startedCycle(mode: 'serial' | 'non-serial', bins: string[]): Promise<CountingCycleDetail> {
  const body = cycleBody({ binIds: bins }, { name: `Results ${uniqueId()}`, mode });
  const created = await api<CountingCycleDetail>(base, { token: admin, body });
  expect(created.status).toBe(201);
  const started = await api<CountingCycleDetail>(`${base}/${created.body.payload.id}/start`, { token: admin, method: 'POST' });
  expect(started.status).toBe(200);
  return started.body.payload;
}

/** One handheld counting a bin: its entries and the close, through the outbox as a device sends them. */
export async function countBin(cycleId: string, binId: string, entries: { code: string; skuId?: string; quantity?: number }[], round = 1) {
  const binCountId = randomUUID();
  const binCount = { cycleId, binCountId, binId, round };
  const mutations = [...entries.map(({ code, ...fields }) => countEntryMutation(binCount, code, fields)), closeBinMutation(binCount)];
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => [r.status, r.message])).toEqual(mutations.map(() => [200, expect.any(String)]));
}

export const progress = async (id: string) => (await api<CountingProgress>(`${base}/${id}/progress`, { token: admin })).body.payload;
export const discrepancies = async (id: string) => (await api<CountingDiscrepancies>(`${base}/${id}/discrepancies`, { token: admin })).body.payload;
export const complete = (id: string, token = admin) => api<{ summary: CountingSummary }>(`${base}/${id}/complete`, { token, method: 'POST' });
export const accept = (id: string, ids?: string[]) => api<DiscrepancyAcceptResult>(`${base}/${id}/discrepancies/accept`, { token: admin, body: ids ? { ids } : {} });
export const recount = (id: string, bins: string[]) => api<RecountOrderResult>(`${base}/${id}/recounts`, { token: admin, body: { binIds: bins } });
export const countingMovements = async (skuId: string, cycleId: string) =>
  (await api<SkuMovementPage>(`/v1/skus/${skuId}/movements?pageSize=100`, { token: admin })).body.payload.items.filter((m) => m.reference?.type === 'counting' && m.reference.id === cycleId);

/**
 * Sets up what every counting-results test file counts: a zone of its own, two SKUs and received stock.
 * Each file calls it once in its beforeAll (vitest gives each file its own copy of this module).
 */
export async function countingResultsWorld() {
  admin = await signIn('admin');
  for (const permission of PERMISSIONS) only[permission] = await tokenHolding(admin, [permission]);
  nordic = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!;
  const code = uniqueZoneCode('R');
  const zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Counting results zone') })).body.payload.id;
  binCodes = [0, 1, 2, 3, 4, 5].map((n) => `${code}-${n}`);
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) {
    const bin = await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, binCode, n) });
    binIds.push(bin.body.payload.id);
  }
  [serialSku, countedSku] = [await createSku(true, 10), await createSku(false, 2.5)];
  await receive([
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[1]! },
    { skuId: countedSku.id, binCode: binCodes[3]!, quantity: 7, serial: null },
    { skuId: countedSku.id, binCode: binCodes[3]!, quantity: 3, serial: null },
    { skuId: countedSku.id, binCode: binCodes[4]!, quantity: 5, serial: null },
  ]);
  stock = await itemsNow();
  expect(stock.map((item) => [item.bin?.code, item.quantity])).toEqual([[binCodes[0], 1], [binCodes[0], 1], [binCodes[1], 1], [binCodes[3], 7], [binCodes[3], 3], [binCodes[4], 5]]);
  return { admin, only, nordic, binCodes, binIds, serialSku, countedSku, stock };
}
