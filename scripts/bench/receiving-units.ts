// Units received into a control number through the API, as handhelds send them: what the scan-item
// benches share (the browser one fills a control number first, the server one measures the sending).
import { randomUUID } from 'node:crypto';
import { RECEIVE_ITEM, type ReceiveItem, WMS_BLOCK_MAX, type WmsBlock } from '../../src/domain/receiving/items';
import type { Mutation, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { call } from './http';

export interface SerialisedSku {
  id: string;
  code: string;
  client: { id: string; name: string };
  barcodes: { barcode: string }[];
}

/** A demo client's active serialised SKU that has a barcode to scan. */
export async function serialisedSku(url: string, token: string): Promise<SerialisedSku> {
  const list = await call<{ items: SerialisedSku[] }>(`${url}/v1/skus?serialised=yes&active=yes&pageSize=100`, { token });
  const sku = list.items.find((s) => s.barcodes.length > 0);
  if (!sku) throw new Error('No active serialised SKU with a barcode in the demo data');
  return sku;
}

/** An empty control number (no expected lines, so nothing is ever over what was expected). */
export async function createControlNumber(url: string, token: string, clientId: string): Promise<string> {
  const body = { clientId, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' };
  return (await call<{ number: string }>(`${url}/v1/receiving/control-numbers`, { token, body })).number;
}

export async function reserveWmsNumbers(url: string, token: string, count: number): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const block = await call<WmsBlock>(`${url}/v1/receiving/wms-blocks`, { token, body: { count: Math.min(WMS_BLOCK_MAX, count - numbers.length) } });
    numbers.push(...block.numbers);
  }
  return numbers;
}

/** One serialised unit per reserved number; the serials are new to the database (runs share PostgreSQL). */
export function receiveMutations(controlNumber: string, skuId: string, wmsNumbers: string[]): Mutation[] {
  const run = randomUUID().slice(0, 8);
  const start = Date.now();
  return wmsNumbers.map((wmsNumber, i) => {
    const payload: ReceiveItem = {
      itemId: randomUUID(), controlNumber, wmsNumber, skuId, serial: `SN-${run}-${String(i).padStart(5, '0')}`,
      quantity: 1, lotNumber: null, expiry: null, binCode: null, containerCode: null,
    };
    return { id: randomUUID(), kind: RECEIVE_ITEM, payload, createdAt: start + i };
  });
}

/**
 * Sends the mutations in order, one batch after the other as one device's outbox does, and fails
 * unless every unit was applied. Returns the seconds each batch took, from request to answer.
 */
export async function sendInBatches(url: string, token: string, mutations: Mutation[], batchSize: number): Promise<number[]> {
  const seconds: number[] = [];
  for (let i = 0; i < mutations.length; i += batchSize) {
    const started = performance.now();
    const answer = await call<SyncBatchAnswer>(`${url}/v1/sync`, { token, body: { mutations: mutations.slice(i, i + batchSize) } });
    seconds.push((performance.now() - started) / 1000);
    const refused = answer.results.find((result) => result.status !== 200);
    if (refused) throw new Error(`A unit was refused (${refused.status}): ${JSON.stringify(refused)}`);
  }
  return seconds;
}
