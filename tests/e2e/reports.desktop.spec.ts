import { readFile } from 'node:fs/promises';
import { apiLogin, expect, pageTitle, signedIn, test } from './support/fixtures';

/*
 * Reports (issue 21): from the menu, each report draws its chart and the table of the same rows, keeps
 * its filters in the address, and downloads its CSV.
 */
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
    ['On hand by client', 'on-hand-by-client'],
    ['Received per day', 'received-per-day'],
    ['Client issues per month', 'client-issues-per-month'],
    ['Stock age', 'stock-age'],
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
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.length - 1).toBe(await page.getByTestId('report-row').count());
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
