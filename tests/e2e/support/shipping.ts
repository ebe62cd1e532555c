import type { APIRequestContext } from '@playwright/test';
import type { PickPack } from '../../../src/domain/picking/picking';
import { PICK_UNITS } from '../../../src/domain/picking/picking';
import { clientBody } from '../../factories/clients';
import { outboxMutation } from '../../factories/mutations';
import { receiveItemMutation } from '../../factories/receiving';
import { skuBody } from '../../factories/skus';
import { uniqueCode } from '../../factories/unique';
import { apiLogin, expect } from './fixtures';

export interface PickedOrder {
  orderId: string;
  orderNumber: string;
  tote: string;
  serials: string[];
  bulkCode: string;
  cartonType: string;
  cartonTypeId: string;
  admin: Record<string, string>;
  batchId: string;
  /** Every order of the batch (one unless asked for more), with its serial units. */
  orders: { id: string; number: string; serials: string[] }[];
}

/**
 * Through the API: a client of its own with a serialised and a counted SKU, an order of `serials`
 * serial units and `bulk` counted ones, allocated, batched, released and picked into a tote, and a
 * carton type of its own. What packing, shipping and load-out tests start from.
 */
export async function pickedOrder(request: APIRequestContext, { serials = 2, bulk = 3, orders = 1 } = {}): Promise<PickedOrder> {
  const admin = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data?: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers: admin });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()).payload as T;
  };
  const client = await post<{ id: string }>('/v1/clients', clientBody({ name: 'Shipping test client' }));
  const serialSku = await post<{ id: string }>('/v1/skus', skuBody({ clientId: client.id, serialised: true, description: 'Shipping test phone' }));
  const bulkSku = await post<{ id: string; code: string }>('/v1/skus', skuBody({ clientId: client.id, serialised: false, description: 'Shipping test cable' }));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', { clientId: client.id, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' });
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count: serials * orders + 1 });
  const tag = uniqueCode('', 6);
  const mutations = numbers.map((wmsNumber, i) =>
    i < serials * orders
      ? receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: serialSku.id, serial: `SHP-${tag}-${i}`, quantity: 1, binCode: 'A-01-01' })
      : receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: bulkSku.id, serial: null, quantity: bulk * orders + 2, binCode: 'A-01-01' }),
  );
  await post('/v1/sync', { mutations });
  await post(`/v1/receiving/control-numbers/${cn.number}/goods-receipt`);
  const made: { id: string; number: string }[] = [];
  for (let n = 0; n < orders; n++) {
    const order = await post<{ id: string; number: string }>('/v1/shipping/orders', {
      clientId: client.id, reference: `SHIP-${tag}-${n}`, carrierId: null, service: '', shipBy: null, priority: 'urgent', notes: '',
      shipTo: { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '28013', country: 'ES', phone: '', email: '' },
      lines: [
        { skuId: serialSku.id, quantity: serials, lotNumber: null, unit: null },
        { skuId: bulkSku.id, quantity: bulk, lotNumber: null, unit: null },
      ],
    });
    await post(`/v1/shipping/orders/${order.number}/open`);
    await post(`/v1/shipping/orders/${order.number}/allocate`);
    made.push(order);
  }
  const order = made[0]!;
  const batch = await post<{ id: string; number: string }>('/v1/shipping/batches', { clientId: client.id, carrierId: null, priority: null, shipBy: null, singleLine: false, maxOrders: orders });
  await post(`/v1/shipping/batches/${batch.number}/release`);
  const [tote] = await post<{ id: string; code: string }[]>('/v1/containers', { type: 'tote', binId: null, active: true, count: 1 });
  const pack = (await (await request.get(`/v1/shipping/picking/batches/${batch.id}/pack`, { headers: admin })).json()).payload as PickPack;
  const picks = pack.tasks.flatMap((task) => {
    const held = pack.units.filter((unit) => unit.taskId === task.id);
    const what = pack.skus.find((sku) => sku.id === task.skuId)!.serialised ? held.map((unit) => ({ kind: 'item' as const, itemId: unit.id })) : [{ kind: 'quantity' as const, quantity: task.quantity, newItemId: crypto.randomUUID() }];
    return what.map((one) => {
      const id = crypto.randomUUID();
      return outboxMutation(PICK_UNITS, { id, taskId: task.id, binId: task.binId, what: one, toteId: tote!.id, pickedAt: new Date().toISOString() }, id);
    });
  });
  const picked = await post<{ results: { status: number }[] }>('/v1/sync', { mutations: picks });
  expect(picked.results.map((r) => r.status)).toEqual(picks.map(() => 200));
  const serialsOf = (number: string) => pack.units.filter((unit) => unit.skuId === serialSku.id && unit.orderNumber === number).map((unit) => unit.wmsNumber);
  const cartonType = await post<{ id: string; name: string }>('/v1/carton-types', { name: `Box ${tag}`, lengthMm: 400, widthMm: 300, heightMm: 200, tareG: 250, maxWeightG: 20_000, active: true });
  return {
    orderId: order.id, orderNumber: order.number, tote: tote!.code, serials: serialsOf(order.number), bulkCode: bulkSku.code, cartonType: cartonType.name, cartonTypeId: cartonType.id, admin, batchId: batch.id,
    orders: made.map((one) => ({ ...one, serials: serialsOf(one.number) })),
  };
}
