import type { Page } from '@playwright/test';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

/** Phones (this file runs in the phone project only): touch targets, whole-row links, list tools. */
const PHONE = { width: 360, height: 800 };

/** Visible controls smaller than 44 × 44 CSS px; a checkbox counts with its label, a row's key link with its row. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, [role="button"], a.app-button, select, summary, input:not([type="hidden"]), ion-button, ion-segment-button';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || el.closest('.side-menu, [aria-hidden="true"], .visually-hidden')) continue;
      // Column headers of a table shown as cards are there for screen readers only (clipped to 1px).
      if (el.closest('.cards-on-phone thead')) continue;
      let rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      const input = el instanceof HTMLInputElement ? el : null;
      const label = input && (input.type === 'checkbox' || input.type === 'radio') ? (el.closest('label') ?? input.labels?.[0]) : null;
      const row = el.matches('td:first-child > .link-button') ? el.closest('tr') : null;
      const around = label ?? row;
      if (around) {
        const outer = around.getBoundingClientRect();
        rect = new DOMRect(Math.min(rect.left, outer.left), Math.min(rect.top, outer.top), Math.max(rect.width, outer.width), Math.max(rect.height, outer.height));
      }
      if (rect.width < 44 || rect.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        out.push(`<${el.tagName.toLowerCase()} ${el.className}> "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return out;
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('every control of these screens is at least 44 × 44 px on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  const screens = ['/', '/receiving', '/admin/account', '/admin/brand', '/admin/create-role', '/setting/system', '/scanner', '/inventory/counting'];
  const found: string[] = [];
  for (const url of screens) {
    await page.goto(url);
    await expect(pageTitle(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The list tools are folded: unfold them to measure them too.
    const tools = page.getByRole('button', { name: /Filter and sort/ });
    if (await tools.isVisible()) await tools.click();
    found.push(...(await smallTargets(page)).map((line) => `${url}: ${line}`));
  }
  expect(found.join('\n'), 'controls under 44 × 44 px').toBe('');
});

test('a tap anywhere on a list row opens its record', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/receiving');
  const row = page.getByTestId('table-row').first();
  const number = (await row.locator('td').first().textContent())!.trim();
  // A tap on the status cell, away from the number's link, as a finger would.
  const cell = (await row.locator('td').nth(1).boundingBox())!;
  await page.mouse.click(cell.x + cell.width - 10, cell.y + cell.height / 2);
  await expect(page).toHaveURL(new RegExp(`/receiving/control-number/${number}/view$`));
  await expect(pageTitle(page)).toHaveText(number);
});

test('a list starts on the first screen of a phone, its filters folded, and can be sorted', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/inventory/sku-list');
  const firstRow = page.getByTestId('table-row').first();
  await expect(firstRow).toBeVisible();
  const box = (await firstRow.boundingBox())!;
  expect(box.y, 'the first row starts on the first screen').toBeLessThan(PHONE.height / 2);
  await expect(page.getByLabel('Sort by')).toBeHidden();

  // Other tests add SKUs to the shared database: what comes first before sorting is read, not assumed.
  const firstBefore = (await firstRow.locator('td').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Filter and sort' }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Code, descending' });
  await expect(page).toHaveURL(/sort=code&dir=desc/);
  await expect(firstRow.locator('td').first()).not.toHaveText(firstBefore);
  const codes = await page.getByTestId('table-row').locator('td:first-child').allTextContents();
  expect(codes).toEqual([...codes].sort().reverse());
});

test('the expected table of a control number shows its difference column at 360 px', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/receiving/control-number/CN000001/view');
  const table = page.getByRole('table', { name: 'Expected and received per SKU' });
  const difference = table.locator('td[data-label="Difference"]').first();
  await expect(difference).toBeVisible();
  const box = (await difference.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
});

test('a page of 100 cards renders only those in view, and scrolling its list reaches the last one', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account?pageSize=100&sort=username');
  const rows = page.getByTestId('table-accounts').getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  // A card, not a table row: its cells stack, each with its column's name.
  await expect(rows.first().locator('td').first()).toHaveCSS('display', 'flex');
  expect(await rows.count(), 'cards in the DOM at the top of the page').toBeLessThan(60);

  const box = page.getByRole('region', { name: 'Accounts' });
  const last = rows.and(page.locator('[aria-rowindex="101"]'));
  await expect(async () => {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await rows.count(), 'cards in the DOM at the bottom of the page').toBeLessThan(60);

  const username = (await last.locator('td').first().textContent())!.trim();
  const cell = (await last.locator('td').nth(1).boundingBox())!;
  await page.mouse.click(cell.x + cell.width - 10, cell.y + cell.height / 2);
  await expect(pageTitle(page)).toHaveText(username);
});

test("the phone's Back closes an open modal and leaves the screen where it was; closed otherwise, Back leaves as before", async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/inventory/counting/list');
  await page.goto('/inventory/sku-list');
  await expect(pageTitle(page)).toHaveText('SKUs');
  const dialog = page.getByRole('dialog', { name: 'Import SKUs from CSV' });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inventory\/sku-list$/);
  await expect(pageTitle(page)).toHaveText('SKUs');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // No entry of the modal is left behind: one Back returns to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/inventory\/counting\/list$/);
});
