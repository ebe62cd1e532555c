import type { APIRequestContext } from '@playwright/test';
import { clientBody } from '../factories/clients';
import { binBody, zoneBody } from '../factories/locations';
import { receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

/**
 * A client of its own with three allocated one-unit orders whose units lie in three bins: codes -A, -B
 * and -C with pick sequences 30, 10 and 20, so the walk is B, C, A. Answers the client (label and id) and bin codes.
 */
/** A POST through the API as `token`, failing the test unless it answers 200; answers the payload. */
const poster = (request: APIRequestContext, token: string) => async (path: string, data?: unknown) => {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).payload;
};

async function allocatedOrders(request: APIRequestContext, token: string): Promise<{ client: string; clientId: string; bins: string[] }> {
  const post = poster(request, token);
  const client = clientBody({ name: 'Batch test client' });
  const clientId = (await post('/v1/clients', client)).id as string;
  const skuId = (await post('/v1/skus', skuBody({ clientId, serialised: true, description: 'Batch test SKU' }))).id as string;
  const zone = uniqueZoneCode('E');
  const zoneId = (await post('/v1/zones', zoneBody(zone, 'Batch test zone'))).id as string;
  const bins = ([['A', 30], ['B', 10], ['C', 20]] as const).map(([suffix]) => `${zone}-${suffix}`);
  for (const [i, sequence] of [30, 10, 20].entries()) await post('/v1/bins', binBody(zoneId, bins[i]!, sequence));
  const cn = (await post('/v1/receiving/control-numbers', { clientId, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' })).number as string;
  const numbers = (await post('/v1/receiving/wms-blocks', { count: 3 })).numbers as string[];
  const mutations = numbers.map((wmsNumber, i) => receiveItemMutation({ controlNumber: cn, wmsNumber, skuId, serial: `E2E-${crypto.randomUUID().slice(0, 10)}`, quantity: 1, binCode: bins[i]! }));
  await post('/v1/sync', { mutations });
  await post(`/v1/receiving/control-numbers/${cn}/goods-receipt`);
  for (const wmsNumber of numbers) {
    const order = await post('/v1/shipping/orders', {
      clientId, reference: `PO-E2E-${crypto.randomUUID().slice(0, 8)}`, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '',
      shipTo: { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '28013', country: 'ES', phone: '', email: '' },
      lines: [{ skuId, quantity: 1, lotNumber: null, unit: wmsNumber }],
    });
    await post(`/v1/shipping/orders/${order.number}/open`);
    expect((await post(`/v1/shipping/orders/${order.number}/allocate`)).status).toBe('allocated');
  }
  return { client: `${client.code} · Batch test client`, clientId, bins };
}

test('a supervisor creates a batch from allocated orders, releases it and sees its tasks in walking order', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const { client, bins } = await allocatedOrders(page.request, token);

  await page.goto('/shipping-out/batch-list');
  await expect(pageTitle(page)).toHaveText('Batches');
  await page.getByRole('link', { name: 'Create batch' }).click();
  await expect(pageTitle(page)).toHaveText('Create batch');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: client });
  await expect(page.getByTestId('batch-preview-count')).toHaveText('Takes 3 orders: 3 lines, 3 units, the oldest due first.');
  await page.getByLabel(/At most this many orders/).fill('2');
  await expect(page.getByTestId('batch-preview-count')).toHaveText('Takes 2 orders: 2 lines, 2 units, the oldest due first.');
  await page.getByLabel(/At most this many orders/).fill('10');
  await page.getByRole('button', { name: 'Create batch' }).click();

  await expect(page).toHaveURL(/\/shipping-out\/batch\/(?!create$)[^/]+$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(pageTitle(page)).toHaveText(number);
  await expect(page.getByTestId('batch-status')).toHaveText('Open');
  await expect(page.getByTestId('batch-order-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Released: 3 tasks to pick.' })).toBeVisible();
  await expect(page.getByTestId('batch-status')).toHaveText('Released');
  await expect(page.getByTestId('batch-task-bin')).toHaveText([bins[1]!, bins[2]!, bins[0]!]);
  await expect(page.getByText('Tasks done: 0 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);

  await page.goto('/shipping-out/batch-list');
  await page.getByLabel('Search by batch number').fill(number);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  await expect(page.getByTestId('table-batches').getByRole('link', { name: number })).toBeVisible();
});

test('the batch list filters by picker: only the batches with a task that picker claimed', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const { clientId } = await allocatedOrders(page.request, token);
  const post = poster(page.request, token);
  const filters = { clientId, carrierId: null, priority: null, shipBy: null, singleLine: false };
  const claimed = (await post('/v1/shipping/batches', { ...filters, maxOrders: 2 })).number as string;
  const unclaimed = (await post('/v1/shipping/batches', { ...filters, maxOrders: 1 })).number as string;
  const released = await post(`/v1/shipping/batches/${claimed}/release`);
  await post(`/v1/shipping/picking/tasks/${released.taskList[0].id}/claim`);

  await page.goto(`/shipping-out/batch-list?client=${clientId}`);
  await expect(page.getByTestId('table-range')).toHaveText('1–2 of 2');
  await page.getByRole('button', { name: 'Filter and sort' }).click();
  await page.getByRole('combobox', { name: 'Picker' }).selectOption({ label: 'admin' });
  await expect(page).toHaveURL(/picker=/);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  const table = page.getByTestId('table-batches');
  await expect(table.getByRole('link', { name: claimed })).toBeVisible();
  await expect(table.getByRole('link', { name: unclaimed })).toHaveCount(0);
});
