import type { APIRequestContext } from '@playwright/test';
import type { SkuFormInput } from '../../../src/domain/skus/skus';
import { apiLogin, expect } from './fixtures';
import { cycleBody } from '../../factories/counting';
import { binBody, zoneBody } from '../../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../../factories/receiving';
import { skuBody } from '../../factories/skus';
import { uniqueZoneCode } from '../../factories/unique';

/*
 * Stock of a test's own for counting tests: a zone with its bins and NORDIC SKUs, units received into
 * the bins the way a handheld does, and a cycle over the zone created and started through the API.
 */

export interface Unit {
  wmsNumber: string;
  serial: string | null;
  binCode: string;
}

export interface CountingStock {
  zone: { id: string; code: string };
  bins: string[];
  serialSku: { id: string; code: string };
  countedSku: { id: string; code: string; barcode: string };
  /** Units by bin code, in the order they were received. */
  units: Record<string, Unit[]>;
}

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const answer = await request[method](path, { data, headers: { Authorization: `Bearer ${token}`, ...headers } });
  const body = await answer.json();
  expect([200, 201], JSON.stringify(body)).toContain(answer.status());
  return body.payload as T;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, 'admin');
}

/**
 * A zone with `binCount` bins; serial units per bin as `serialsPerBin` says, and `quantities` of a
 * counted SKU (with a barcode) per bin.
 */
export async function countingStock(request: APIRequestContext, serialsPerBin: number[], quantities: number[] = []): Promise<CountingStock> {
  const token = await adminToken(request);
  const options = await call<{ clients: { id: string; code: string }[] }>(request, token, 'get', '/v1/receiving/options');
  const nordic = options.clients.find((client) => client.code === 'NORDIC')!;
  const code = uniqueZoneCode('E', 7);
  const zone = { id: (await call<{ id: string }>(request, token, 'post', '/v1/zones', zoneBody(code, `Counting ${code}`))).id, code };
  const bins: string[] = [];
  const binCount = Math.max(serialsPerBin.length, quantities.length);
  for (let n = 0; n < binCount; n += 1) {
    const binCode = `${code}-0${n + 1}`;
    await call(request, token, 'post', '/v1/bins', binBody(zone.id, binCode, n));
    bins.push(binCode);
  }
  const sku = async (serialised: boolean, barcodes: SkuFormInput['barcodes']) =>
    call<{ id: string; code: string }>(request, token, 'post', '/v1/skus', skuBody({
      code: `${code}-${serialised ? 'S' : 'Q'}`, description: serialised ? 'Counted handset' : 'Counted cable', clientId: nordic.id,
      serialised, unitValue: serialised ? 250 : 4.5, barcodes,
    }));
  const barcode = `${code}-BAR`;
  const serialSku = await sku(true, []);
  const countedSku = { ...(await sku(false, [{ kind: 'OTHER', barcode }])), barcode };

  const wanted = [
    ...serialsPerBin.flatMap((n, bin) => Array.from({ length: n }, (_, i) => ({ skuId: serialSku.id, binCode: bins[bin]!, serial: `${code}-SN-${bin + 1}${i + 1}`, quantity: 1 }))),
    ...quantities.flatMap((quantity, bin) => (quantity > 0 ? [{ skuId: countedSku.id, binCode: bins[bin]!, serial: null, quantity }] : [])),
  ];
  const units: Record<string, Unit[]> = Object.fromEntries(bins.map((bin) => [bin, []]));
  if (wanted.length) {
    const device = { Device: `counting-e2e-${code}` };
    const cn = await call<{ number: string }>(request, token, 'post', '/v1/receiving/control-numbers', controlNumberBody(nordic.id, { notes: 'Counting test stock' }));
    const block = await call<{ numbers: string[] }>(request, token, 'post', '/v1/receiving/wms-blocks', { count: wanted.length }, device);
    const mutations = wanted.map((unit, i) => receiveItemMutation({
      controlNumber: cn.number, wmsNumber: block.numbers[i], skuId: unit.skuId, serial: unit.serial, quantity: unit.quantity, binCode: unit.binCode,
    }));
    const answer = await call<{ results: { status: number }[] }>(request, token, 'post', '/v1/sync', { mutations }, device);
    expect(answer.results.map((result) => result.status)).toEqual(wanted.map(() => 200));
    wanted.forEach((unit, i) => units[unit.binCode]!.push({ wmsNumber: block.numbers[i]!, serial: unit.serial, binCode: unit.binCode }));
  }
  return { zone, bins, serialSku, countedSku, units };
}

/** A cycle over the stock's zone, created (not started) by the admin; returns its id. */
export async function createdCycle(request: APIRequestContext, stock: CountingStock, mode: 'serial' | 'non-serial', blind = false): Promise<string> {
  const token = await adminToken(request);
  const cycle = await call<{ id: string }>(request, token, 'post', '/v1/counting/cycles', cycleBody({ zoneIds: [stock.zone.id] }, { name: `E2E ${stock.zone.code} ${mode}${blind ? ' blind' : ''}`, mode, blind }));
  return cycle.id;
}

/** A cycle over the stock's zone, created and started by the admin; returns its id. */
export async function startedCycle(request: APIRequestContext, stock: CountingStock, mode: 'serial' | 'non-serial', blind = false): Promise<string> {
  const id = await createdCycle(request, stock, mode, blind);
  await call(request, await adminToken(request), 'post', `/v1/counting/cycles/${id}/start`);
  return id;
}

export async function countingProgress<T>(request: APIRequestContext, cycleId: string): Promise<T> {
  return call<T>(request, await adminToken(request), 'get', `/v1/counting/cycles/${cycleId}/progress`);
}
