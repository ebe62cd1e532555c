import { expect } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivedItem, ReceivingOptions, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import type { SkuMovement, SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { uniqueCode, uniqueId } from '../factories/unique';
import { api, signIn, tokenHolding } from './helpers';

/*
 * What the receiving API test files share: the accounts and demo data they receive into, and the
 * calls an office and a handheld make. Each file calls receivingWorld() once in its beforeAll.
 */
interface ReceivingWorld {
  admin: string;
  noRoles: string;
  /** An account whose role may only look at receiving (RECEIVING_LIST, RECEIVING_DETAIL_VIEW). */
  looker: string;
  /** The demo client with serialised and counted SKUs. */
  client: ReceivingOptions['clients'][number];
  other: ReceivingOptions['clients'][number];
  serialised: ReceivingSkuOption[];
  counted: ReceivingSkuOption;
  otherClientSku: ReceivingSkuOption;
}

let world: ReceivingWorld;

export const DEVICE = { Device: 'receiving-test-handheld' };
export const base = '/v1/receiving/control-numbers';

export async function receivingWorld(): Promise<ReceivingWorld> {
  const [admin, noRoles] = await Promise.all([signIn('admin'), signIn('noroles')]);
  const looker = await tokenHolding(admin, ['RECEIVING_LIST', 'RECEIVING_DETAIL_VIEW']);
  const options = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload;
  const skusOf = async (clientId: string) => (await api<ReceivingSkuOption[]>(`/v1/receiving/options/skus?clientId=${clientId}`, { token: admin })).body.payload;
  const client = options.clients.find((c) => c.code === 'NORDIC')!;
  const other = options.clients.find((c) => c.code !== 'NORDIC')!;
  const skus = await skusOf(client.id);
  world = {
    admin, noRoles, looker, client, other,
    serialised: skus.filter((s) => s.serialised),
    counted: skus.find((s) => !s.serialised)!,
    otherClientSku: (await skusOf(other.id))[0]!,
  };
  return world;
}

/** A control number's form for the demo client: one fresh tracking number, no lines. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  ...controlNumberBody(world.client.id, { trackingNumbers: [uniqueCode('1Z', 10)], notes: 'API test' }),
  ...overrides,
});

export async function create(overrides: Record<string, unknown> = {}): Promise<ControlNumberDetail> {
  const answer = await api<ControlNumberDetail>(base, { token: world.admin, body: form(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Scans units into a control number the way a handheld does: a reserved WMS block, then the outbox. */
export async function receive(number: string, units: { skuId: string; serial?: string | null; quantity?: number; binCode?: string | null }[]): Promise<string[]> {
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: world.admin, body: { count: units.length }, headers: DEVICE });
  const wmsNumbers = block.body.payload.numbers;
  const mutations = units.map((unit, i) => receiveItemMutation({
    controlNumber: number, wmsNumber: wmsNumbers[i], skuId: unit.skuId, serial: unit.serial === undefined ? `SN-${uniqueId(12)}` : unit.serial,
    quantity: unit.quantity ?? 1, binCode: unit.binCode ?? null,
  }));
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: world.admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => [r.status, r.message])).toEqual(units.map(() => [200, expect.any(String)]));
  return wmsNumbers;
}

export async function itemsOf(number: string): Promise<ReceivedItem[]> {
  return (await api<ListPage<ReceivedItem>>(`${base}/${number}/items?pageSize=100`, { token: world.admin })).body.payload.items;
}

export async function movementsOf(skuId: string, number: string): Promise<SkuMovement[]> {
  return (await api<SkuMovementPage>(`/v1/skus/${skuId}/movements?q=${number}&pageSize=100`, { token: world.admin })).body.payload.items;
}

export const audited = async (action: string, q: string) => (await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${q}`, { token: world.admin })).body.payload.items;
