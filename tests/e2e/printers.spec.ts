import { randomUUID } from 'node:crypto';
import { apiLogin, expect, signedIn, test } from './support/fixtures';

test('a user picks a network label printer on /scanner and it is still picked after a reload', async ({ page }) => {
  const name = `Bench ${randomUUID().slice(0, 8)}`;
  const admin = await apiLogin(page.request, 'admin');
  const created = await page.request.post('/v1/printers', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name, host: 'zebra-bench.local', labelSize: '50x25mm', dpi: 203, active: true },
  });
  expect(created.status()).toBe(200);

  await signedIn(page, 'operator');
  await page.goto('/scanner');
  const section = page.getByRole('region', { name: 'Label printer' });
  await expect(section.getByRole('radio', { name: 'Print from this device (print dialog)' })).toBeChecked();
  await section.getByLabel('Label size').selectOption('4x6in');
  await expect(section.getByRole('status')).toHaveText('This device will print there.');

  const networkPrinter = section.getByRole('radio', { name: `${name} (network printer, 50 × 25 mm)` });
  await networkPrinter.check();
  await expect(networkPrinter).toBeChecked();
  await expect(section.getByLabel('Label size')).toBeDisabled();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Label printer' });
  await expect(reloaded.getByRole('radio', { name: `${name} (network printer, 50 × 25 mm)` })).toBeChecked();
  await reloaded.getByRole('radio', { name: 'Print from this device (print dialog)' }).check();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Label printer' }).getByRole('radio', { name: 'Print from this device (print dialog)' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Label printer' }).getByLabel('Label size')).toHaveValue('4x6in');
});
