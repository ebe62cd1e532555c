import type { APIRequestContext } from '@playwright/test';
import { binBody, zoneBody } from '../../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../../factories/receiving';
import { skuBody } from '../../factories/skus';
import { uniqueZoneCode } from '../../factories/unique';
import { apiLogin, expect } from './fixtures';

export interface DockStock {
  /** The zone's code, a prefix of every code made here. */
  code: string;
  zoneId: string;
  dock: string;
  skuId: string;
  post: <T>(path: string, data: unknown) => Promise<T>;
  /** The received units' WMS numbers. */
  units: string[];
}

/** Through the API, as admin: a zone of its own with a dock bin and `count` received serial units of a NORDIC SKU there. */
export async function receivedAtDock(request: APIRequestContext, prefix: string, count: number, name: string): Promise<DockStock> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).payload as T;
  };
  const options = await (await request.get('/v1/receiving/options', { headers })).json();
  const clientId = (options.payload.clients as { id: string; code: string }[]).find((c) => c.code === 'NORDIC')!.id;
  const code = uniqueZoneCode(prefix, 6);
  const zone = await post<{ id: string }>('/v1/zones', zoneBody(code, name));
  const dock = `${code}-DOCK`;
  await post('/v1/bins', binBody(zone.id, dock, 0));
  const sku = await post<{ id: string }>('/v1/skus', skuBody({ code: `${code}-S`, description: name, clientId, serialised: true, unitValue: null }));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', controlNumberBody(clientId));
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count });
  const mutations = numbers.map((wmsNumber, i) => receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: sku.id, serial: `${code}-${i}`, quantity: 1, binCode: dock }));
  const synced = await post<{ results: { status: number }[] }>('/v1/sync', { mutations });
  expect(synced.results.every((r) => r.status === 200)).toBe(true);
  return { code, zoneId: zone.id, dock, skuId: sku.id, post, units: numbers };
}
