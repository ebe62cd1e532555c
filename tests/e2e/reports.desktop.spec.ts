import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { REPORTS, REPORT_IDS, type ReportId } from '../../src/domain/reports/reports';
import { apiLogin, expect, pageTitle, signedIn, test } from './support/fixtures';

/*
 * Reports (issue 21): from the menu, each report draws its chart and the table of the same rows, keeps
 * its filters in the address, and downloads its CSV.
 */
/** The CSV the report's button downloads: its columns' header, then as many rows as the table shows. */
async function expectCsvOfTable(page: Page, report: ReportId) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe(REPORTS[report].columns.map((column) => column.key).join(','));
  expect(lines.length - 1).toBe(await page.getByTestId('report-row').count());
}

const DETAILED = ['on-hand-by-client', 'received-per-day', 'client-issues-per-month', 'stock-age'] as const;

test('each report renders its chart and table and downloads its CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  // An issue this month, so the issues report has a row whatever ran before.
  const client = await apiLogin(request, 'client');
  const reported = await request.post('/v1/client-issues', {
    headers: { Authorization: `Bearer ${client}` },
    data: { clientId: null, subject: 'Report test', concern: null, description: 'For the reports test.' },
  });
  expect(reported.status()).toBe(200);

  await signedIn(page, 'admin');
  for (const [title, file] of [
    ['On hand by client', DETAILED[0]],
    ['Received per day', DETAILED[1]],
    ['Client issues per month', DETAILED[2]],
    ['Stock age', DETAILED[3]],
  ] as const) {
    await page.goto('/report/report-menu');
    await page.getByRole('link', { name: title }).click();
    await expect(pageTitle(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`report=${file}`));
    if (file === 'received-per-day') {
      // The demo data's receipts are older than the default 30 days.
      await page.getByLabel('From').fill('2000-01-01');
      await expect(page).toHaveURL(/from=2000-01-01/);
    }
    await expect(page.getByTestId(`chart-${file}-chart`)).toBeVisible();
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    // Coded cells read in the user's words.
    if (file === 'stock-age') await expect(page.getByTestId('report-row').first()).toContainText('0 to 30 days');
    await expectCsvOfTable(page, file);
  }

  // The stock at the end of another day: in the address too, and none before the warehouse had any.
  await page.goto('/report/report-menu');
  await page.getByRole('link', { name: 'Stock by zone' }).click();
  await expect(page.getByTestId('chart-stock-by-zone-chart')).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await page.getByLabel('At the end of').fill('2000-01-01');
  await expect(page).toHaveURL(/at=2000-01-01/);
  await expect(page.getByTestId('report-row')).toHaveCount(0);
});

test('every other report draws its chart and its table over all the demo data, and downloads them as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  for (const report of REPORT_IDS.filter((id) => !(DETAILED as readonly string[]).includes(id))) {
    const ranged = (REPORTS[report].filters as readonly string[]).includes('range');
    await page.goto(`/report/report-menu?report=${report}${ranged ? '&from=2000-01-01' : ''}`);
    await expect(page.getByTestId(`chart-${report}-chart`)).toBeVisible();
    await expect(page.getByRole('table', { name: /: figures$/ })).toBeVisible();
    await expectCsvOfTable(page, report);
  }
});
