import type { Page } from '@playwright/test';
import { expect, pageTitle, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';

test('an admin creates a non-inventory item, filters the list to it, and a scan opens the item', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const clients = (await (await page.request.get('/v1/items/options', { headers })).json()).payload.clients as { id: string; code: string }[];
  const nordic = clients.find((c) => c.code === 'NORDIC')!;
  const skus = (await (await page.request.get(`/v1/skus?client=${nordic.id}&serialised=no&active=yes&pageSize=10`, { headers })).json()).payload.items as { code: string }[];
  const skuCode = skus[0]!.code;

  await page.goto('/inventory/item');
  await expect(pageTitle(page)).toHaveText('Items');
  await page.getByRole('button', { name: 'New non-inventory item' }).click();
  const form = page.getByRole('form', { name: 'New non-inventory item' });
  await form.getByLabel('Client').selectOption({ label: 'NORDIC · Nordic Outdoor' });
  await form.getByLabel('SKU code').fill('NO-SUCH-SKU');
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Bin code').fill('A-01-03');
  await form.getByLabel('Condition').selectOption({ label: 'Used' });
  await form.getByLabel('Notes').fill('Customer demo unit');
  await form.getByRole('button', { name: 'Create item' }).click();
  // The server alone knows the client's SKUs: its answer lands on the field.
  await expect(form.getByText('The client has no active SKU with this code.')).toBeVisible();
  // A scan fills the code field in focus, or the SKU code when no code field is (focus is on the button).
  await wedgeScan(page, skuCode.toLowerCase());
  await expect(form.getByLabel('SKU code')).toHaveValue(skuCode.toLowerCase());
  await form.getByRole('button', { name: 'Create item' }).click();

  const created = page.getByRole('status').filter({ hasText: /Non-inventory item .+ created\./ });
  await expect(created).toBeVisible();
  const wmsNumber = (await created.textContent())!.replace(/^Non-inventory item (.+) created\.$/, '$1');
  await expect(page).toHaveURL(new RegExp(`code=${wmsNumber}`));
  const rows = page.getByTestId('table-items').getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Non-inventory');

  // A dashboard-style link opens the list filtered; the filter controls show it.
  await page.goto(`/inventory/item?inventory=no&condition=used&client=${nordic.id}`);
  await page.getByRole('button', { name: /Filter and sort/ }).click();
  await expect(page.getByRole('combobox', { name: 'Inventory' })).toHaveValue('no');
  await expect(page.getByRole('link', { name: wmsNumber })).toBeVisible();
  await page.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'Damaged' });
  await expect(page).toHaveURL(/condition=damaged/);
  await expect(page.getByRole('link', { name: wmsNumber })).toHaveCount(0);

  // A code typed into the search and Enter opens the one item it names; so does a scan.
  const search = page.getByLabel('Search or scan a WMS number, serial, SKU code or barcode');
  await search.fill(wmsNumber.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inventory/item/${wmsNumber}$`));
  await page.goto('/inventory/item');
  await expect(page.getByTestId('table-items').getByTestId('table-row').first()).toBeVisible();
  await wedgeScan(page, wmsNumber);
  await expect(page).toHaveURL(new RegExp(`/inventory/item/${wmsNumber}$`));
});

/** A NORDIC non-inventory unit made through the API, so a test needs no other test's data. */
async function nonInventoryItem(page: Page, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const clients = (await (await page.request.get('/v1/items/options', { headers })).json()).payload.clients as { id: string; code: string }[];
  const clientId = clients.find((c) => c.code === 'NORDIC')!.id;
  const skus = (await (await page.request.get(`/v1/skus?client=${clientId}&serialised=no&active=yes&pageSize=10`, { headers })).json()).payload.items as { code: string }[];
  const body = { clientId, skuCode: skus[0]!.code, serial: null, quantity: 1, binCode: null, containerCode: null, condition: null, notes: '' };
  const answer = await page.request.post('/v1/items/non-inventory', { headers, data: body });
  expect(answer.status()).toBe(200);
  return (await answer.json()).payload.wmsNumber as string;
}

test('a bulk tag goes onto the selected items and comes off again', async ({ page }) => {
  const wmsNumber = await nonInventoryItem(page, await signedIn(page, 'admin'));
  await page.goto(`/inventory/item?code=${wmsNumber}`);
  const rows = page.getByTestId('table-items').getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('checkbox', { name: `Select ${wmsNumber}` }).check();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar).toContainText('1 item selected');
  await bar.getByLabel('Tag').selectOption({ label: 'Fragile' });
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(bar.getByRole('status')).toHaveText('Tag added to 1 item.');
  await expect(rows.first()).toContainText('Fragile');
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  await expect(bar.getByRole('status')).toHaveText('Tag removed from 1 item.');
  await expect(rows.first()).not.toContainText('Fragile');
});
