import { expect } from 'vitest';
import type { OrderDetail, ShipTo } from '../../src/domain/orders/orders';
import type { BatchDetail, BatchFilters } from '../../src/domain/picking/batches';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueZoneCode } from '../factories/unique';
import { api } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';

/*
 * A batch to pick, built through the real API (the batch and picking tests share it): a client of its
 * own with a serial and a counted SKU, a zone of three bins whose pick sequence differs from their code
 * order, stock in each, `orders` allocated orders of one serial unit and two counted units (lot LOT-1),
 * a tote, and a batch of them created (and released unless asked not to).
 */

export const BATCH_LOT = 'LOT-1';

export interface WorldBin {
  id: string;
  code: string;
  pickSequence: number;
}

export interface WorldTask {
  id: string;
  number: string;
  sequence: number;
  binId: string;
  binCode: string;
  skuId: string;
  lotNumber: string | null;
  quantity: number;
  /** The orders it serves, by number. */
  orders: string[];
  /** The units held for it. */
  units: { itemId: string; wmsNumber: string; quantity: number; orderNumber: string }[];
}

export interface BatchWorld {
  clientId: string;
  serialSkuId: string;
  bulkSkuId: string;
  /** In walking order (pick sequence), which is not their code order. */
  bins: WorldBin[];
  toteId: string;
  toteCode: string;
  /** Order numbers, in the order they were made. */
  orders: string[];
  batch: { id: string; number: string };
  /** In walking order; empty when the batch was not released. */
  tasks: WorldTask[];
  detail: BatchDetail;
}

export const batchFilters = (clientId: string, overrides: Partial<BatchFilters> = {}): BatchFilters => ({
  clientId,
  carrierId: null,
  priority: null,
  shipBy: null,
  singleLine: false,
  maxOrders: 500,
  ...overrides,
});

/** Three bins: codes -A, -B, -C with pick sequences 30, 10, 20, so the walk is B, C, A. */
export async function walkBins(admin: string): Promise<WorldBin[]> {
  const code = uniqueZoneCode('B');
  const zone = await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Batch test zone') });
  expect(zone.status).toBe(200);
  const made: WorldBin[] = [];
  for (const [suffix, pickSequence] of [['A', 30], ['B', 10], ['C', 20]] as const) {
    const binCode = `${code}-${suffix}`;
    const bin = await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zone.body.payload.id, binCode, pickSequence) });
    expect(bin.status).toBe(200);
    made.push({ id: bin.body.payload.id, code: binCode, pickSequence });
  }
  return made.sort((a, b) => a.pickSequence - b.pickSequence);
}

/** Creates, opens and allocates an order; fails the test unless it is fully allocated. */
export async function allocatedOrder(admin: string, body: Parameters<typeof openOrder>[1]): Promise<string> {
  const { number } = await openOrder(admin, body);
  const answer = await allocate(admin, number);
  expect(answer.body.payload.status).toBe('allocated');
  return number;
}

/** The tasks of a released batch with the units held for each, read through the overview and the orders. */
export async function tasksOf(admin: string, detail: BatchDetail): Promise<WorldTask[]> {
  const orders = await Promise.all(detail.orderList.map(async (o) => (await api<OrderDetail>(`/v1/shipping/orders/${o.number}`, { token: admin })).body.payload));
  return detail.taskList.map((task) => ({
    id: task.id,
    number: task.number,
    sequence: task.sequence,
    binId: task.bin.id,
    binCode: task.bin.code,
    skuId: task.sku.id,
    lotNumber: task.lotNumber,
    quantity: task.quantity,
    orders: task.orders,
    units: orders.flatMap((order) =>
      order.units
        .filter((unit) => {
          const skuId = order.lines.find((l) => l.id === unit.lineId)?.sku.id;
          return unit.bin === task.bin.code && skuId === task.sku.id && unit.lotNumber === task.lotNumber && task.orders.includes(order.number);
        })
        .map((unit) => ({ itemId: unit.itemId, wmsNumber: unit.wmsNumber, quantity: unit.quantity, orderNumber: order.number })),
    ),
  }));
}

export async function batchWorld(admin: string, options: { orders?: number; release?: boolean; shipTo?: ShipTo } = {}): Promise<BatchWorld> {
  const count = options.orders ?? 3;
  const { clientId, serialised, bulk } = await freshClient(admin);
  const bins = await walkBins(admin);
  // One serial unit per order spread over the bins, and the counted SKU's lot in the last bin of the walk.
  await stock(admin, clientId, [
    ...Array.from({ length: count }, (_, i) => ({ skuId: serialised, serial: true, binCode: bins[i % bins.length]!.code })),
    { skuId: bulk, quantity: count * 2 + 5, binCode: bins[2]!.code, lotNumber: BATCH_LOT },
  ]);
  const orders: string[] = [];
  for (let i = 0; i < count; i++) orders.push(await allocatedOrder(admin, orderBody(clientId, [line(serialised, 1), line(bulk, 2)], options.shipTo ? { shipTo: options.shipTo } : {})));
  const tote = await api<{ id: string; code: string }[]>('/v1/containers', { token: admin, body: { type: 'tote', binId: null, active: true, count: 1 } });
  expect(tote.status).toBe(200);
  const created = await api<BatchDetail>('/v1/shipping/batches', { token: admin, body: batchFilters(clientId) });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  let detail = created.body.payload;
  if (options.release !== false) {
    const released = await api<BatchDetail>(`/v1/shipping/batches/${detail.number}/release`, { method: 'POST', token: admin });
    expect(released.status).toBe(200);
    detail = released.body.payload;
  }
  return {
    clientId,
    serialSkuId: serialised,
    bulkSkuId: bulk,
    bins,
    toteId: tote.body.payload[0]!.id,
    toteCode: tote.body.payload[0]!.code,
    orders,
    batch: { id: detail.id, number: detail.number },
    tasks: await tasksOf(admin, detail),
    detail,
  };
}
