import { expect, loginThroughForm, test, totpFor } from './support/fixtures';

test('an enrolled user (code 1002) passes the second factor with a real TOTP', async ({ page }) => {
  await page.goto('/login');
  await loginThroughForm(page, 'twofa');
  await expect(page).toHaveURL(/\/2fa-auth\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('qrcode') ?? '').toBe('');
  await expect(page.getByTestId('two-factor-qrcode')).toHaveCount(0);
  // The pending token is not a session: nothing is stored until the second factor passes.
  expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeNull();

  await page.getByLabel('Code').fill(totpFor('JBSWY3DPEHPK3PXP'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('welcome')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeTruthy();
});

test('a user who must enrol (code 1001) sees the QR code, enrols and signs in', async ({ page }) => {
  await page.goto('/login');
  await loginThroughForm(page, 'enrol');
  await expect(page).toHaveURL(/\/2fa-auth\?/);
  const qr = page.getByTestId('two-factor-qrcode');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  const otpauth = new URL((await page.getByTestId('two-factor-otpauth').textContent())!.trim());
  const secret = otpauth.searchParams.get('secret')!;
  await page.getByLabel('Code').fill('000000' === totpFor(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('two-factor-error')).toBeVisible();

  await page.getByLabel('Code').fill(totpFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('welcome')).toBeVisible();
});
