import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { BatchDetail, BatchFilters } from '../../src/domain/picking/batches';
import { CLOSE_CARTON, OPEN_CARTON, PACK_UNITS, type PackOrder } from '../../src/domain/shipping/packing';
import { LOAD_CARTON, SHIP_SHIPMENT } from '../../src/domain/shipping/load-out';
import type { ShipmentDetail } from '../../src/domain/shipping/shipments';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { outboxMutation } from '../factories/mutations';
import { pickMutation } from '../factories/picking';
import { uniqueId } from '../factories/unique';
import { api } from './helpers';

/*
 * An allocated order taken the rest of the way as the floor does it, through the real API: picked on a
 * handheld in a batch of its own, packed at a station, labelled, loaded and confirmed shipped.
 */

export interface Outcome {
  status: number;
  payload: unknown;
}

export interface ShippingFlow {
  token: string;
  /** What a new batch takes when the order is in none: filters that take only the caller's orders. */
  batch: BatchFilters;
  /** The bin the cartons are loaded onto, as a dock. */
  dock: string;
}

const DEVICE = { Device: 'shipping-flow-test' };
const orderBase = '/v1/shipping/orders';
const batchBase = '/v1/shipping/batches';

export async function sync(token: string, kind: string, payload: Record<string, unknown>): Promise<Outcome> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, headers: DEVICE, body: { mutations: [outboxMutation(kind, payload)] } });
  const [result] = answer.body.payload.results;
  return { status: result!.status, payload: result!.payload };
}

export const post = async (token: string, path: string, body?: unknown): Promise<Outcome> => {
  const answer = await api(path, { token, method: 'POST', body });
  return { status: answer.status, payload: answer.body.payload };
};

/**
 * Picks the order's next allocated unit on a handheld, as a picker would: the order goes into a batch
 * of the flow's filters (with any other of the caller's orders still waiting) which is released first, when it is in none.
 */
export async function pickNext(flow: ShippingFlow, number: string): Promise<Outcome> {
  let order = (await api<OrderDetail>(`${orderBase}/${number}`, { token: flow.token })).body.payload;
  if (!order.batch) {
    const created = await api<BatchDetail>(batchBase, { token: flow.token, body: flow.batch });
    expect(created.status).toBe(200);
    expect((await post(flow.token, `${batchBase}/${created.body.payload.number}/release`)).status).toBe(200);
    order = (await api<OrderDetail>(`${orderBase}/${number}`, { token: flow.token })).body.payload;
  }
  const batch = (await api<BatchDetail>(`${batchBase}/${order.batch}`, { token: flow.token })).body.payload;
  const unit = order.units.find((u) => u.status === 'allocated')!;
  const skuId = order.lines.find((l) => l.id === unit.lineId)!.sku.id;
  const task = batch.taskList.find((t) => t.orders.includes(number) && t.bin.code === unit.bin && t.sku.id === skuId)!;
  // A tote of its own: one holding another batch's picked units is refused.
  const [tote] = (await api<{ id: string }[]>('/v1/containers', { token: flow.token, body: { type: 'tote', binId: null, active: true, count: 1 } })).body.payload;
  const pick = pickMutation({ taskId: task.id, binId: task.bin.id, what: { kind: 'item', itemId: unit.itemId }, toteId: tote!.id });
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: flow.token, headers: DEVICE, body: { mutations: [pick] } });
  const [result] = answer.body.payload.results;
  return { status: result!.status, payload: result!.payload };
}

let cartonTypeId: string | null = null;

/** A new carton for the order, of the flow's own carton type. */
export async function openCarton(flow: ShippingFlow, orderId: string): Promise<Outcome> {
  cartonTypeId ??= (await api<{ id: string }>('/v1/carton-types', { token: flow.token, body: { name: `Flow box ${uniqueId()}`, lengthMm: 300, widthMm: 200, heightMm: 100, tareG: 100, maxWeightG: 10_000, active: true } })).body.payload.id;
  return sync(flow.token, OPEN_CARTON, { cartonId: randomUUID(), orderId, cartonTypeId, openedAt: new Date().toISOString() });
}

/**
 * Packs the whole order at a packing station: its open carton (or a new one), every picked unit into
 * it, then closes it, which packs the order and its shipment. Refused as the station would be when the
 * order is not picked.
 */
export async function packWhole(flow: ShippingFlow, number: string): Promise<Outcome> {
  const order = (await api<OrderDetail>(`${orderBase}/${number}`, { token: flow.token })).body.payload;
  const pack = (await api<PackOrder>(`/v1/shipping/packing/orders/${order.id}`, { token: flow.token })).body.payload;
  let cartonId = pack.cartons.find((c) => c.status === 'open')?.id;
  if (!cartonId) {
    const opened = await openCarton(flow, order.id);
    if (opened.status !== 200) return opened;
    cartonId = ((await api<PackOrder>(`/v1/shipping/packing/orders/${order.id}`, { token: flow.token })).body.payload.cartons.find((c) => c.status === 'open'))!.id;
  }
  for (const unit of pack.units.filter((u) => u.status === 'picked')) {
    const packed = await sync(flow.token, PACK_UNITS, { id: randomUUID(), cartonId, what: { kind: 'item', itemId: unit.id }, packedAt: new Date().toISOString() });
    if (packed.status !== 200) return packed;
  }
  return sync(flow.token, CLOSE_CARTON, { id: randomUUID(), cartonId, weightG: 1_000, closedAt: new Date().toISOString() });
}

/** Loads every carton of the labelled shipment onto the flow's dock, then confirms it shipped, as the load-out screen does. */
export async function loadAndShip(flow: ShippingFlow, number: string): Promise<Outcome> {
  const shipment = (await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { token: flow.token })).body.payload;
  for (const carton of shipment.cartonList) {
    const loaded = await sync(flow.token, LOAD_CARTON, { id: randomUUID(), cartonId: carton.id, dock: flow.dock, loadedAt: new Date().toISOString() });
    if (loaded.status !== 200) return loaded;
  }
  return sync(flow.token, SHIP_SHIPMENT, { id: randomUUID(), shipmentId: shipment.id, shippedAt: new Date().toISOString() });
}

/** The packed order's shipment labelled (no printer), loaded and confirmed shipped. */
export async function labelAndShip(flow: ShippingFlow, number: string): Promise<Outcome> {
  const found = (await api<{ items: { number: string }[] }>(`/v1/shipping/shipments?q=${number}`, { token: flow.token })).body.payload.items[0]!;
  const label = await post(flow.token, `/v1/shipping/shipments/${found.number}/label`, { printerId: null });
  if (label.status !== 200) return label;
  return loadAndShip(flow, found.number);
}
