import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, pageTitle, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';
import { receiveItemMutation } from '../factories/receiving';

/** Scans serialised units into a control number as a handheld does: a reserved WMS block, then the outbox. */
async function receiveUnits(request: APIRequestContext, token: string, number: string, skuId: string, count: number): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const block = await request.post('/v1/receiving/wms-blocks', { headers, data: { count } });
  const numbers = (await block.json()).payload.numbers as string[];
  const mutations = numbers.map((wmsNumber) =>
    receiveItemMutation({ controlNumber: number, wmsNumber, skuId, serial: `E2E-${randomUUID().slice(0, 10)}`, quantity: 1, binCode: 'A-01-03' }),
  );
  const answer = await request.post('/v1/sync', { headers, data: { mutations } });
  const results = (await answer.json()).payload.results as { status: number }[];
  expect(results.map((r) => r.status)).toEqual(numbers.map(() => 200));
  return numbers;
}

test('an admin creates a control number, finds it in the list, and posts the goods receipt of its units', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const tracking = `1ZE2E${Date.now()}`;
  await page.goto('/receiving');
  await expect(pageTitle(page)).toHaveText('Receiving');
  await page.getByRole('link', { name: 'Create control number' }).click();
  await expect(pageTitle(page)).toHaveText('Create control number');

  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'NORDIC · Nordic Outdoor' });
  await page.getByLabel('Source type').selectOption({ label: 'Customer return (CUST-RET)' });
  // The parcel's label scanned with the hardware scanner lands in the list; a typed one is added with Enter.
  await wedgeScan(page, tracking);
  const trackings = page.getByRole('list', { name: 'Tracking numbers added' });
  await expect(trackings).toContainText(tracking);
  await page.getByLabel('Tracking number', { exact: true }).fill('TYPED-123');
  await page.getByLabel('Tracking number', { exact: true }).press('Enter');
  await expect(trackings.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add line' }).click();
  const skuSelect = page.getByLabel('SKU of line 1');
  await expect(skuSelect.locator('option')).not.toHaveCount(1);
  await skuSelect.selectOption({ index: 1 });
  await page.getByLabel('Quantity of line 1').fill('3');
  await page.getByRole('button', { name: 'Create control number' }).click();

  await expect(page).toHaveURL(/\/receiving\/control-number\/[^/]+\/view$/);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
  await expect(pageTitle(page)).toHaveText(number);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Expected and received per SKU' });
  await expect(lines.getByRole('row').nth(1)).toContainText('Under by 3');

  await page.goto('/receiving');
  await page.getByLabel('Search by control, tracking, serial or WMS number').fill(tracking);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  await page.getByTestId('table-control-numbers').getByRole('link', { name: number }).click();
  await expect(pageTitle(page)).toHaveText(number);

  const skuId = (await (await page.request.get(`/v1/receiving/control-numbers/${number}`, { headers: { Authorization: `Bearer ${token}` } })).json()).payload.lines[0].sku.id as string;
  const wms = await receiveUnits(page.request, token, number, skuId, 2);
  await page.reload();
  await expect(page.getByText('Receiving', { exact: true }).last()).toBeVisible();
  await expect(lines.getByRole('row').nth(1)).toContainText('Under by 1');
  const units = page.getByTestId('table-received-items');
  await expect(units.getByTestId('table-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Goods receipt for the whole control number' }).click();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Goods receipt posted for 2 unit(s).' })).toBeVisible();
  for (const wmsNumber of wms) await expect(units.getByRole('row', { name: new RegExp(wmsNumber) })).toContainText('Available');
  await expect(page.getByRole('button', { name: 'Goods receipt for the whole control number' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
});
