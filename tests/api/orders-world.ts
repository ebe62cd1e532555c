import { expect } from 'vitest';
import type { ControlNumberDetail } from '../../src/domain/receiving/control-numbers';
import type { OrderDetail, OrderForm } from '../../src/domain/orders/orders';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { clientBody } from '../factories/clients';
import { outboxMutation } from '../factories/mutations';
import { skuBody } from '../factories/skus';
import { uniqueCode } from '../factories/unique';
import { RECEIVE_ITEM } from '../../src/domain/receiving/items';
import { api } from './helpers';

/*
 * What the order API tests share: a client of their own with SKUs (so no other file's stock is
 * allocated), stock put there through receiving and goods receipt, and an order body.
 */

const DEVICE = { Device: 'orders-test-handheld' };

export async function freshClient(admin: string): Promise<{ clientId: string; serialised: string; bulk: string }> {
  const client = await api<{ id: string }>('/v1/clients', { token: admin, body: clientBody() });
  const clientId = client.body.payload.id;
  const sku = async (serialised: boolean) => (await api<{ id: string }>('/v1/skus', { token: admin, body: skuBody({ clientId, serialised }) })).body.payload.id;
  return { clientId, serialised: await sku(true), bulk: await sku(false) };
}

interface Stock {
  skuId: string;
  quantity?: number;
  serial?: boolean;
  binCode?: string;
  lotNumber?: string | null;
  expiry?: string | null;
}

/** Receives units into a new control number of the client and posts them to stock: answers their WMS numbers. */
export async function stock(admin: string, clientId: string, units: Stock[], sourceTypeId: string | null = null): Promise<string[]> {
  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: admin,
    body: { clientId, sourceTypeId, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' },
  });
  const number = cn.body.payload.number;
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  const wmsNumbers = block.body.payload.numbers;
  const mutations = units.map((unit, i) =>
    outboxMutation(RECEIVE_ITEM, {
      itemId: crypto.randomUUID(), controlNumber: number, wmsNumber: wmsNumbers[i], skuId: unit.skuId, serial: unit.serial ? uniqueCode('SN-', 10) : null,
      quantity: unit.quantity ?? 1, binCode: unit.binCode ?? 'A-01-01', containerCode: null, lotNumber: unit.lotNumber ?? null, expiry: unit.expiry ?? null,
    }),
  );
  const sync = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(sync.body.payload.results.map((r) => r.status)).toEqual(units.map(() => 200));
  expect((await api(`/v1/receiving/control-numbers/${number}/goods-receipt`, { method: 'POST', token: admin })).status).toBe(200);
  return wmsNumbers;
}

export const orderBody = (clientId: string, lines: OrderForm['lines'], overrides: Partial<OrderForm> = {}): OrderForm => ({
  clientId,
  reference: uniqueCode('PO-', 10),
  shipTo: { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '28013', country: 'ES', phone: '', email: '' },
  carrierId: null,
  service: '',
  shipBy: null,
  priority: 'normal',
  notes: '',
  lines,
  ...overrides,
});

export const line = (skuId: string, quantity: number, more: { lotNumber?: string; unit?: string } = {}) => ({ skuId, quantity, lotNumber: more.lotNumber ?? null, unit: more.unit ?? null });

/** Creates and opens an order. */
export async function openOrder(admin: string, body: OrderForm): Promise<OrderDetail> {
  const created = await api<OrderDetail>('/v1/shipping/orders', { token: admin, body });
  expect(created.status).toBe(200);
  const opened = await api<OrderDetail>(`/v1/shipping/orders/${created.body.payload.number}/open`, { method: 'POST', token: admin });
  expect(opened.status).toBe(200);
  return opened.body.payload;
}

export const allocate = (token: string, number: string) => api<OrderDetail>(`/v1/shipping/orders/${number}/allocate`, { method: 'POST', token });
