import { expect, loginThroughForm, openMenu, pageTitle, signedIn, test } from './support/fixtures';

test('logout ends the session on the server and returns to login with next', async ({ page }) => {
  await page.goto('/login?next=%2Finventory%2Fitem');
  await loginThroughForm(page, 'viewer');
  await expect(pageTitle(page)).toHaveText('Items');
  const token = await page.evaluate(() => localStorage.getItem('wms.token'));

  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Finventory%2Fitem$/);
  expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeNull();
  const me = await page.request.get('/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a session ended elsewhere logs the user out on their next step', async ({ page }) => {
  const token = await signedIn(page, 'supervisor');
  await page.goto('/receiving');
  await expect(pageTitle(page)).toHaveText('Receiving');
  // The list's own calls answered before the session ends: the next call is the user's step.
  await expect(page.getByTestId('table-range')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const cleared = await page.request.put('/v1/auth/clear-sessions', { headers: { Authorization: `Bearer ${token}` } });
  expect(cleared.status()).toBe(200);

  await openMenu(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Items', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Finventory%2Fitem$/);
  expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeNull();
});

test('a stored token the server no longer knows is dropped at start-up', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wms.token', 'revoked-or-made-up'));
  await page.goto('/receiving');
  await expect(page).toHaveURL(/\/login\?next=%2Freceiving$/);
});

test('a kept session that ended while the app was closed reopens on the login form, not on the page', async ({ page }) => {
  await page.goto('/login?next=%2Freceiving');
  await loginThroughForm(page, 'supervisor');
  await expect(pageTitle(page)).toHaveText('Receiving');
  const token = await page.evaluate(() => localStorage.getItem('wms.token'));
  const cleared = await page.request.put('/v1/auth/clear-sessions', { headers: { Authorization: `Bearer ${token}` } });
  expect(cleared.status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Freceiving$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('wms.token'), localStorage.getItem('wms.session')])).toEqual([null, null]);
});

test('login and logout in one tab reach the other tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/login');
  await first.goto('/login');
  await loginThroughForm(first, 'viewer');
  await expect(first.getByTestId('welcome')).toBeVisible();

  // The other tab follows the new token without a reload: it leaves login for the home page.
  await expect(second.getByTestId('welcome')).toBeVisible();
  await second.goto('/inventory/item');
  await expect(pageTitle(second)).toHaveText('Items');

  await openMenu(first);
  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login\?next=%2Finventory%2Fitem$/);
});

test('the loading overlay shows during a slow call and cannot be dismissed', async ({ page }) => {
  await page.route('**/v1/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login');
  await loginThroughForm(page, 'viewer');
  const overlay = page.getByRole('dialog', { name: 'Loading...' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Loading...');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeVisible();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(overlay).toBeHidden();
});
