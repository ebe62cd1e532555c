import type { APIRequestContext } from '@playwright/test';
import { clientBody } from '../factories/clients';
import { receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

/** A client of its own with one serialised SKU and three available units of it (received, then posted). */
async function clientWithStock(request: APIRequestContext, token: string): Promise<{ code: string; sku: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const client = clientBody({ name: 'Order test client' });
  const clientId = (await (await request.post('/v1/clients', { headers, data: client })).json()).payload.id as string;
  const sku = skuBody({ clientId, serialised: true, description: 'Order test SKU' });
  const skuId = (await (await request.post('/v1/skus', { headers, data: sku })).json()).payload.id as string;
  const cn = (await (await request.post('/v1/receiving/control-numbers', { headers, data: { clientId, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' } })).json()).payload.number as string;
  const numbers = (await (await request.post('/v1/receiving/wms-blocks', { headers, data: { count: 3 } })).json()).payload.numbers as string[];
  const mutations = numbers.map((wmsNumber) => receiveItemMutation({ controlNumber: cn, wmsNumber, skuId, serial: `E2E-${crypto.randomUUID().slice(0, 10)}`, quantity: 1, binCode: 'A-01-04' }));
  expect((await request.post('/v1/sync', { headers, data: { mutations } })).status()).toBe(200);
  expect((await request.post(`/v1/receiving/control-numbers/${cn}/goods-receipt`, { headers })).status()).toBe(200);
  return { code: client.code, sku: sku.code };
}

test('a supervisor creates an order, allocates it, finds it in the list and cancels it', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const { code, sku } = await clientWithStock(page.request, token);
  const reference = `PO-E2E-${Date.now()}`;

  await page.goto('/shipping-out/order-summary');
  await expect(pageTitle(page)).toHaveText('Orders');
  await page.getByRole('link', { name: 'Create order' }).click();
  await expect(pageTitle(page)).toHaveText('Create order');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: `${code} · Order test client` });
  await page.getByLabel("Client's reference").fill(reference);
  await page.getByLabel('Recipient').fill('Ana Ruiz');
  await page.getByLabel('Street', { exact: true }).fill('Calle Mayor 1');
  await page.getByLabel('City').fill('Madrid');
  await page.getByLabel('Country code (ISO, e.g. ES)').fill('es');
  const skuSelect = page.getByLabel('SKU of line 1');
  await expect(skuSelect.locator('option')).toHaveCount(2);
  await skuSelect.selectOption({ label: `${sku} · Order test SKU` });
  await page.getByLabel('Quantity of line 1').fill('2');
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(page).toHaveURL(/\/shipping-out\/order-summary\/view\/[^/]+$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(pageTitle(page)).toHaveText(number);
  await expect(page.getByTestId('order-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Open order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Open');
  await page.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Every line is allocated.' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Allocated');
  await expect(page.getByRole('table', { name: 'Allocated units' }).getByRole('row')).toHaveCount(3);

  await page.goto('/shipping-out/order-summary');
  await page.getByLabel('Search by order number or client reference').fill(reference);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  await page.getByTestId('table-orders').getByRole('link', { name: number }).click();
  await expect(pageTitle(page)).toHaveText(number);

  await page.getByLabel('Reason for cancelling').fill('Customer cancelled by phone');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('No unit is allocated to this order.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Customer cancelled by phone');
});

test('a supervisor allocates every open order at once from the list', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const { sku } = await clientWithStock(page.request, token);
  const found = (await (await page.request.get(`/v1/skus?q=${encodeURIComponent(sku)}`, { headers })).json()).payload.items as { id: string; client: { id: string } }[];
  const [skuId, clientId] = [found[0]!.id, found[0]!.client.id];
  const shipTo = { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '', country: 'ES', phone: '', email: '' };
  const numbers: string[] = [];
  for (const quantity of [2, 1]) {
    const body = { clientId, reference: `PO-BULK-${crypto.randomUUID().slice(0, 8)}`, shipTo, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '', lines: [{ skuId, quantity, lotNumber: null, unit: null }] };
    const number = (await (await page.request.post('/v1/shipping/orders', { headers, data: body })).json()).payload.number as string;
    expect((await page.request.post(`/v1/shipping/orders/${number}/open`, { headers })).status()).toBe(200);
    numbers.push(number);
  }

  await page.goto('/shipping-out/order-summary');
  await page.getByRole('button', { name: 'Allocate open orders' }).click();
  await expect(page.getByTestId('allocate-result')).toContainText(/Allocated \d+ orders; \d+ stay open with short lines\./);
  for (const number of numbers) {
    await page.goto(`/shipping-out/order-summary/view/${number}`);
    await expect(page.getByTestId('order-status')).toHaveText('Allocated');
  }
});
