import { randomUUID } from 'node:crypto';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

const localDay = (offset = 0) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

test('the ledger filtered by type and day, and a row leading to its unit', async ({ page }) => {
  // Set-up through the API and five filter round trips: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const token = await signedIn(page, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  // Two units received and one of them goods-received, through the API as the handheld and the office do.
  const clients = (await (await page.request.get('/v1/receiving/options', { headers })).json()).payload.clients as { id: string; code: string }[];
  const clientId = clients.find((c) => c.code === 'NORDIC')!.id;
  const skus = (await (await page.request.get(`/v1/receiving/options/skus?clientId=${clientId}`, { headers })).json()).payload as { id: string; serialised: boolean }[];
  const cn = await page.request.post('/v1/receiving/control-numbers', { headers, data: { clientId, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' } });
  const number = (await cn.json()).payload.number as string;
  const numbers = (await (await page.request.post('/v1/receiving/wms-blocks', { headers, data: { count: 2 } })).json()).payload.numbers as string[];
  const mutations = numbers.map((wmsNumber) => ({
    id: randomUUID(), kind: 'receiving.item.receive', createdAt: Date.now(),
    payload: { itemId: randomUUID(), controlNumber: number, wmsNumber, skuId: skus.find((s) => s.serialised)!.id, serial: `MH-${randomUUID().slice(0, 10)}`, quantity: 1, lotNumber: null, expiry: null, binCode: 'A-01-04', containerCode: null },
  }));
  expect((await page.request.post('/v1/sync', { headers, data: { mutations } })).ok()).toBe(true);
  const [posted] = numbers;
  expect((await page.request.post(`/v1/receiving/items/${posted}/goods-receipt`, { headers })).ok()).toBe(true);

  await page.goto('/movement/history');
  await expect(pageTitle(page)).toHaveText('Movement History');
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Goods receipt' });
  await expect(page).toHaveURL(/type=goods-receipt/);
  await page.getByLabel('From', { exact: true }).fill(localDay());
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  // The table keeps the last page on screen while the filtered one loads, so wait for the filtered rows.
  const typeCells = rows.locator('td[data-label="Type"]');
  await expect.poll(async () => [...new Set(await typeCells.allTextContents())]).toEqual(['Goods receipt']);

  // The unit's own movements of that type and day: its goods receipt only.
  await page.getByLabel('WMS number or serial').fill(posted!);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
  // A day before any of them: nothing.
  await page.getByLabel('To', { exact: true }).fill(localDay(-1));
  await expect(page.getByText(`Nothing matches “${posted}”.`)).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('');
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('link', { name: posted }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/item/${posted}$`));
});
