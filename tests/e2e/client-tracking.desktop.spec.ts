import { freshTrackingNumber, trackingBody } from '../factories/tracking';
import { apiLogin, expect, signedIn, test } from './support/fixtures';

/** YYYY-MM-DD `offset` days from `day`. */
const shift = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

test('registers a tracking number in the form and more from a CSV file', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/receiving/client-tracking-management');
  const typed = freshTrackingNumber('FORM');
  await page.getByRole('button', { name: 'Register a tracking number' }).click();
  const form = page.getByRole('form', { name: 'Tracking number' });
  await form.getByLabel('Client').selectOption({ label: 'ACME · ACME Electronics' });
  await form.getByLabel('Tracking number').fill(typed);
  await form.getByLabel('Expected on').fill('2031-04-02');
  await form.getByLabel('Reference').fill('PO-E2E');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: typed });
  await expect(row).toContainText('ACME · ACME Electronics');
  await expect(row).toContainText('Expected');

  // The same number again: refused on its field.
  await page.getByRole('button', { name: 'Register a tracking number' }).click();
  await form.getByLabel('Client').selectOption({ label: 'ACME · ACME Electronics' });
  await form.getByLabel('Tracking number').fill(typed.toLowerCase());
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('This value is already in use.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  const [a, b] = [freshTrackingNumber('CSV'), freshTrackingNumber('CSV')];
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'parcels.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`client_code,tracking_number,carrier_code,expected_on\r\nNORDIC,${a},FEDEX,2031-04-03\r\nGLOBEX,${b},,\r\n`),
  });
  await expect(page.getByTestId('import-summary')).toHaveText('2 rows: 2 valid, 0 with problems.');
  await page.getByRole('button', { name: 'Import all' }).click();
  await expect(page.getByText('2 rows imported.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Search tracking numbers').fill(a);
  await expect(page.getByRole('row').filter({ hasText: a })).toContainText('Nordic Outdoor');
});

test('the tracking report puts the overdue row first and marks it', async ({ page }) => {
  const token = await apiLogin(page.request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const { today } = (await (await page.request.get('/v1/receiving/tracking-report', { headers })).json()).payload;
  const options = (await (await page.request.get('/v1/receiving/client-trackings/options', { headers })).json()).payload;
  const globex = options.clients.find((c: { code: string }) => c.code === 'GLOBEX');
  for (const offset of [1, -4]) {
    const answer = await page.request.post('/v1/receiving/client-trackings', {
      headers,
      data: trackingBody(globex.id, { trackingNumber: freshTrackingNumber('REP'), expectedOn: shift(today, offset) }),
    });
    expect(answer.status()).toBe(200);
  }

  await signedIn(page, 'admin');
  await page.goto(`/receiving/tracking-report?from=${shift(today, -5)}&to=${shift(today, 2)}&client=${globex.id}`);
  const rows = page.getByTestId('tracking-report-row');
  await expect(rows.first()).toHaveAttribute('data-overdue', 'true');
  await expect(rows.first()).toContainText(shift(today, -4).replaceAll('-', '/'));
  await expect(rows.nth(1)).not.toHaveAttribute('data-overdue', 'true');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('tracking-report.csv');
});
