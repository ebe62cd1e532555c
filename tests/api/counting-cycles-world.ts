/* What the counting-cycle API test files share: their zone and stock, accounts and the calls they make. */
import { expect } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type {
  CountingCounter, CountingCycleDetail, CountingScope,
} from '../../src/domain/counting/cycles';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import type { Sku } from '../../src/domain/skus/skus';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { api, signIn, tokenHolding } from './helpers';
import { cycleBody, type CycleFields } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueId, uniqueZoneCode } from '../factories/unique';
export const base = '/v1/counting/cycles';
export const DEVICE = { Device: 'counting-test-handheld' };
export const PERMISSIONS = ['COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_CREATE', 'COUNTING_CYCLE_START', 'COUNTING_CYCLE_CANCEL'] as const;
export type CountingPermission = (typeof PERMISSIONS)[number];

let admin: string;
/** Accounts holding exactly one counting permission each. */
const only = {} as Record<CountingPermission, string>;
let nordic: ReceivingOptions['clients'][number];
let operatorId: string;
/** A zone of this test's own with three bins, so other test files' stock never changes the totals. */
let zone: { id: string; code: string };
let binCodes: string[];
let binIds: string[];
/** SKUs of this test's own (NORDIC): one serialised, one counted. */
let serialSku: Sku;
let countedSku: Sku;

/** A cycle over this test's zone unless `scope` says otherwise. */
export const form = (fields: Partial<CycleFields> = {}, scope: Partial<CountingScope> = {}) => cycleBody({ zoneIds: [zone.id], ...scope }, fields);

export async function create(body = form()): Promise<CountingCycleDetail> {
  const answer = await api<CountingCycleDetail>(base, { token: admin, body });
  expect(answer.status).toBe(201);
  return answer.body.payload;
}

export const start = (id: string, token = admin) => api<CountingCycleDetail>(`${base}/${id}/start`, { token, method: 'POST' });
export const cancel = (id: string, reason = 'Stock take moved to next week', token = admin) => api<CountingCycleDetail>(`${base}/${id}/cancel`, { token, body: { reason } });
export const detail = async (id: string) => (await api<CountingCycleDetail>(`${base}/${id}`, { token: admin })).body.payload;
export const audited = async (action: string, q: string) => (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${q}`, { token: admin })).body.payload.items;

export async function createSku(serialised: boolean): Promise<Sku> {
  const body = skuBody({ code: `CC-${uniqueId()}`, description: 'Counting test', clientId: nordic.id, serialised, unitValue: 10 });
  const answer = await api<Sku>('/v1/skus', { token: admin, body });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Receives units into bins the way a handheld does (a control number, a reserved WMS block, the outbox). */
async function receive(units: { skuId: string; binCode: string; quantity?: number; serial?: string | null }[]): Promise<void> {
  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: admin,
    body: controlNumberBody(nordic.id, { notes: 'Counting test stock' }),
  });
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  const mutations = units.map((unit, i) => receiveItemMutation({
    controlNumber: cn.body.payload.number, wmsNumber: block.body.payload.numbers[i], skuId: unit.skuId,
    serial: unit.serial === undefined ? `CC-${uniqueId(12)}` : unit.serial, quantity: unit.quantity ?? 1, binCode: unit.binCode,
  }));
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => r.status)).toEqual(units.map(() => 200));
}

/**
 * Sets up what every counting-cycle test file works on: a zone of its own with three bins and stock.
 * Each file calls it once in its beforeAll (vitest gives each file its own copy of this module).
 */
export async function countingCyclesWorld() {
  admin = await signIn('admin');
  for (const permission of PERMISSIONS) only[permission] = await tokenHolding(admin, [permission]);
  nordic = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!;
  operatorId = (await api<CountingCounter[]>('/v1/counting/counters?q=operator', { token: admin })).body.payload.find((u) => u.username === 'operator')!.id;
  const code = uniqueZoneCode('C');
  zone = { id: (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Counting test zone') })).body.payload.id, code };
  binCodes = [1, 2, 3].map((n) => `${code}-${n}`);
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) {
    const bin = await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zone.id, binCode, n) });
    expect(bin.status).toBe(200);
    binIds.push(bin.body.payload.id);
  }
  [serialSku, countedSku] = [await createSku(true), await createSku(false)];
  // Bin 1: two serial units and 7 counted; bin 2: one serial unit; bin 3: empty.
  await receive([
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: countedSku.id, binCode: binCodes[0]!, quantity: 7, serial: null },
    { skuId: serialSku.id, binCode: binCodes[1]! },
  ]);
  return { admin, only, nordic, operatorId, zone, binCodes, binIds, serialSku, countedSku };
}
