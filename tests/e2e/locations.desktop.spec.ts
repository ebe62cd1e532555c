import { expect, pageTitle, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';

test('a bin created on the container screen prints its label, and its label scanned on /scanner resolves to it', async ({ page }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signedIn(page, 'admin');
  await page.goto('/inventory/container-management');
  await expect(pageTitle(page)).toHaveText('Container Management');
  await expect(page.getByTestId('table-range')).toHaveText(/of \d+/);

  await page.getByRole('button', { name: 'Create bin' }).first().click();
  const form = page.getByRole('form', { name: 'Bin' });
  await form.getByLabel('Zone').selectOption({ label: 'B · Bulk storage' });
  await form.getByLabel('Code (printed as BIN-code)').fill(code.toLowerCase());
  await form.getByLabel('Pick sequence').fill('9999');
  await form.getByRole('button', { name: 'Create bin' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search bins').fill(code);
  const row = page.getByTestId('table-bins').getByTestId('table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`BIN-${code}`);

  await row.getByRole('button', { name: `Print the label of BIN-${code}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Print labels' });
  const label = sheet.getByTestId('label');
  await expect(label).toContainText(`BIN-${code}`);
  await expect(label.locator('svg')).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  await page.goto('/scanner');
  await page.getByRole('heading', { name: 'Try a scan' }).click();
  await wedgeScan(page, `BIN-${code}`);
  const scan = page.getByTestId('scan-result').first();
  await expect(scan).toHaveAttribute('data-kind', 'bin');
  await expect(scan.getByTestId('scan-resolution')).toHaveText(`Bin BIN-${code} in zone B, pick sequence 9999`);

  await wedgeScan(page, 'BIN-NO-SUCH-BIN');
  await expect(page.getByTestId('scan-result').first().getByTestId('scan-resolution')).toHaveAttribute('data-resolved', 'unknown');
});
