import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';

/** One received serial unit at a dock bin, through the API: answers its WMS number. */
async function receivedUnit(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).payload as T;
  };
  const options = await (await request.get('/v1/receiving/options', { headers })).json();
  const clientId = (options.payload.clients as { id: string; code: string }[]).find((c) => c.code === 'NORDIC')!.id;
  const code = uniqueZoneCode('R', 6);
  const zone = await post<{ id: string }>('/v1/zones', zoneBody(code, 'Relabel test'));
  await post('/v1/bins', binBody(zone.id, `${code}-DOCK`, 0));
  const sku = await post<{ id: string }>('/v1/skus', skuBody({ code: `${code}-S`, description: 'Relabel test', clientId, serialised: true, unitValue: null }));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', controlNumberBody(clientId));
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count: 1 });
  const synced = await post<{ results: { status: number }[] }>('/v1/sync', {
    mutations: [receiveItemMutation({ controlNumber: cn.number, wmsNumber: numbers[0]!, skuId: sku.id, serial: `${code}-SN`, quantity: 1, binCode: `${code}-DOCK` })],
  });
  expect(synced.results.map((r) => r.status)).toEqual([200]);
  return numbers[0]!;
}

test('a relabelled unit gets a new number, and its old label still finds it on the movement screen and the item detail', async ({ page }) => {
  test.setTimeout(90_000);
  const old = await receivedUnit(page.request);
  await signedIn(page, 'supervisor');
  await page.goto('/relabel');
  await expect(page.getByTestId('relabel-prompt')).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('relabel-pool')).not.toContainText(': 0');

  await wedgeScan(page, old);
  await expect(page.getByTestId('relabel-notice')).toContainText(`${old} is now`);
  const entry = page.getByTestId('relabel-entry').first();
  await expect(entry).toHaveAttribute('data-state', 'synced');
  const fresh = (await entry.getAttribute('data-to'))!;
  expect(fresh).not.toBe(old);
  // No network printer on this device: the new label waits for the print dialog.
  await expect(page.getByRole('button', { name: /print/i }).first()).toBeVisible();

  await page.goto('/movement/inventory');
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-scanner', 'ready');
  await wedgeScan(page, old);
  await expect(page.getByTestId('move-notice')).toContainText(`${old} was relabelled: now ${fresh}.`);
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-awaiting', 'where');

  await page.goto(`/inventory/item/${old}`);
  await expect(page.getByTestId('item-relabelled')).toContainText(`${old} is an old label of this unit, now ${fresh}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh);
});
