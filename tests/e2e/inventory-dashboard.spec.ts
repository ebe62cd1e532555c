import { expect, pageTitle, signedIn, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES, overflowFindings } from './support/screen-checks';

const CHARTS = [
  'Units on hand by status',
  'Units on hand by client',
  'Units on hand by SKU type',
  'Received and shipped, last 30 days',
  'Age since receipt',
  'Lots by expiry',
  'Bins',
];

test('the inventory dashboard draws its charts, shows each as a table, and opens the items a figure counts', async ({ page }) => {
  // Five charts, an accessibility check of each table and a list opened from one: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signedIn(page, 'viewer');
  await page.goto('/inventory');
  await expect(pageTitle(page)).toHaveText('Inventory dashboard');
  await expect(page.getByTestId('tile-on-hand')).toBeVisible();

  for (const title of CHARTS) {
    const chart = page.getByRole('figure', { name: title, exact: true });
    await expect(chart.getByTestId('chart-plot')).toBeVisible();
  }
  const byStatus = page.getByRole('figure', { name: 'Units on hand by status' });
  await expect(byStatus.getByRole('group', { name: 'Units on hand by status' }).getByRole('link', { name: /^Available: / })).toBeVisible();

  expect(await overflowFindings(page, 'chart view')).toEqual([]);
  for (const title of CHARTS) {
    const chart = page.getByRole('figure', { name: title, exact: true });
    await chart.getByRole('button', { name: `Table view: ${title}` }).click();
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByTestId('chart-plot')).toHaveCount(0);
  }
  const flowRows = page.getByRole('figure', { name: 'Received and shipped, last 30 days' }).getByRole('row');
  await expect(flowRows).toHaveCount(31);

  const findings = [...(await overflowFindings(page, 'table view')), ...(await axeFindings(page, 'light /inventory'))];
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  findings.push(...(await axeFindings(page, 'dark /inventory', COLOUR_RULES)));
  expect(findings.join('\n')).toBe('');

  const available = byStatus.getByRole('row', { name: /^Available/ }).getByRole('link');
  await available.click();
  await expect(page).toHaveURL(/\/inventory\/item\?status=available$/);
});
