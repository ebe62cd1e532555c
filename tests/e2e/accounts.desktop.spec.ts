import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

const range = (page: Page) => page.getByTestId('table-range');
const rows = (page: Page) => page.getByTestId('table-accounts').getByTestId('table-row');

test('the account list stays usable with 10,000 accounts: pages, sorts, searches, exports', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account');
  await expect(pageTitle(page)).toHaveText('Accounts');
  await expect(range(page)).toHaveText(/^1–25 of \d{2},\d{3}$/);
  const total = Number(/of ([\d,]+)$/.exec((await range(page).textContent())!)![1]!.replace(/,/g, ''));
  expect(total).toBeGreaterThanOrEqual(10_000);
  await expect(rows(page)).toHaveCount(25);

  await page.getByRole('button', { name: 'Username' }).click();
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Username' }).click();
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first().getByRole('link')).toHaveText(/^[a-z]/);
  await expect(page).toHaveURL(/sort=username&dir=desc|dir=desc.*sort=username/);

  await page.getByLabel('Rows per page').selectOption('100');
  await expect(range(page)).toHaveText(new RegExp(`^1–100 of ${total.toLocaleString('en-US')}$`));
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(range(page)).toHaveText(new RegExp(`of ${total.toLocaleString('en-US')}$`));
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.getByLabel('Search accounts').fill('staff00001');
  await expect(range(page)).toHaveText('1–10 of 10');
  await expect(rows(page)).toHaveCount(10);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(lines).toHaveLength(11);
  expect(lines.slice(1).every((line) => line.startsWith('staff00001'))).toBe(true);
});

test('hidden columns are remembered for the user across reloads', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/role-list');
  await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
  await page.getByText('Columns', { exact: true }).click();
  const saved = page.waitForResponse((response) => response.url().includes('/me/preferences/') && response.request().method() === 'PUT');
  await page.getByRole('checkbox', { name: 'Description' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Description' }).check();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
});

test('a page of 100 accounts renders only the rows in view, and scrolling and the keyboard reach its last one', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account?pageSize=100&sort=username');
  await expect(range(page)).toHaveText(/^1–100 of /);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table).toHaveAttribute('aria-rowcount', /^\d{5,}$/);
  await expect(rows(page).first()).toHaveAttribute('aria-rowindex', '2');
  const rendered = await rows(page).count();
  expect(rendered, 'rows in the DOM at the top of the page').toBeLessThan(60);

  // The list scrolls in its own box: the End key there brings the page's last account (row 101 with the header).
  const box = page.getByRole('region', { name: 'Accounts' });
  const last = rows(page).and(page.locator('[aria-rowindex="101"]'));
  // Shown inside the box, which may reach below the window: the storage notice that appears once the
  // browser answers takes the bottom of the screen, and the page, not the box, scrolls to it.
  const shownInBox = async () => {
    const [row, frame] = await Promise.all([last.boundingBox({ timeout: 1_000 }), box.boundingBox({ timeout: 1_000 })]);
    return row !== null && frame !== null && row.y >= frame.y && row.y + row.height <= frame.y + frame.height + 1;
  };
  await expect(async () => {
    await box.press('End');
    expect(await shownInBox()).toBe(true);
  }).toPass({ timeout: 15_000 });
  expect(await rows(page).count(), 'rows in the DOM at the bottom of the page').toBeLessThan(60);
  await expect(rows(page).first()).not.toHaveAttribute('aria-rowindex', '2');

  // Its whole row still opens its record, from the keyboard too.
  const username = (await last.getByRole('link').textContent())!.trim();
  await last.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(pageTitle(page)).toHaveText(username);
});
