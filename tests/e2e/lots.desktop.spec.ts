import { uniqueCode } from '../factories/unique';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

/** The calendar day `days` from today where the browser is (the runner's zone: the config sets none). */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

test('an admin creates a lot, finds it in the list, opens it and corrects its expiry', async ({ page }) => {
  // Two list visits, a create and a correction: longer than one screen's budget on a busy machine.
  test.slow();
  const number = uniqueCode('E2E-LOT-');
  await signedIn(page, 'admin');
  await page.goto('/inventory/lot');
  await expect(pageTitle(page)).toHaveText('Lots');
  await page.getByRole('link', { name: 'Create lot' }).click();
  await expect(pageTitle(page)).toHaveText('Create lot');

  await page.getByLabel('Client', { exact: true }).selectOption({ index: 1 });
  const sku = page.getByLabel('SKU', { exact: true });
  await expect(sku.locator('option')).not.toHaveCount(1);
  await sku.selectOption({ index: 1 });
  await page.getByLabel('Lot number').fill(number);
  await page.getByLabel('Expiry date').fill('2031-03-15');
  await page.getByLabel('Production date').fill('2031-04-01');
  await page.getByRole('button', { name: 'Create lot' }).click();
  // The shared schema refuses a production after the expiry before anything is sent.
  await expect(page.getByText('The production date is after the expiry date.')).toBeVisible();
  await page.getByLabel('Production date').fill('2030-03-15');
  await page.getByRole('button', { name: 'Create lot' }).click();

  await expect(pageTitle(page)).toHaveText(number);
  await expect(page).toHaveURL(/\/inventory\/lot\/E2E-LOT-[0-9A-F-]+\?sku=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('lot-expiry')).toHaveText('2031/03/15');

  await page.goto('/inventory/lot');
  await page.getByLabel('Search lots').fill(number);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  await page.getByTestId('table-lots').getByTestId('table-row').first().getByRole('link', { name: number }).click();
  await expect(pageTitle(page)).toHaveText(number);

  // Corrected to ten days from today: the lot is now flagged as expiring.
  const corrected = dayFromToday(10);
  await page.getByLabel('New expiry date').fill(corrected);
  await page.getByRole('button', { name: 'Correct expiry' }).click();
  await expect(page.getByText('Reason').locator('..')).toContainText('This field is required.');
  await page.getByLabel('Reason').fill('Supplier reprinted the label');
  await page.getByRole('button', { name: 'Correct expiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Expiry corrected on the lot and its units.' })).toBeVisible();
  await expect(page.getByTestId('lot-expiry')).toHaveText(`${corrected.replaceAll('-', '/')} Expires in 10 days`);

  await page.goto('/inventory/lot?expiry=within-30');
  await page.getByLabel('Search lots').fill(number);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  await expect(page.getByTestId('table-lots')).toContainText('Expires in 10 days');
});
