import type { Page } from '@playwright/test';
import { expect, loginThroughForm, pageTitle, signedIn, test } from './support/fixtures';

test('a logged-out user asking for a page logs in and lands on that page', async ({ page }) => {
  await page.goto('/receiving?status=open');
  await expect(page).toHaveURL(/\/login\?next=%2Freceiving%3Fstatus%3Dopen$/);
  await loginThroughForm(page, 'supervisor');
  await expect(page).toHaveURL(/\/receiving\?status=open$/);
  await expect(pageTitle(page)).toHaveText('Receiving');
});

test('a logged-out user opening the home page goes to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a logged-in user opening login goes to the home page', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('welcome')).toContainText('Welcome');
});

test('wrong credentials show an error and keep the user on login', async ({ page }) => {
  await page.goto('/login');
  await loginThroughForm(page, 'operator', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('wms.token'))).toBeNull();
});

test('empty fields are refused in the form before any call', async ({ page }) => {
  let calls = 0;
  await page.route('**/v1/auth/login', (route) => {
    calls += 1;
    return route.continue();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toBe(0);
});

test('a next address pointing to another site is ignored', async ({ page }) => {
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
  await loginThroughForm(page, 'viewer');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the login page switches to Spanish and remembers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a username locked after repeated failures shows when to try again', async ({ page }) => {
  // Ten failed logins, each answered after the server's hashing: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  // An address of its own (the server trusts X-Forwarded-For here), so no other test shares its counters.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.250.0.7' });
  await page.goto('/login');
  for (let i = 0; i < 5; i += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/auth/login'));
    await loginThroughForm(page, 'nobody-locked', `wrong-${i}`);
    expect((await answered).status()).toBe(401);
  }
  await loginThroughForm(page, 'nobody-locked', 'wrong-again');
  await expect(page.getByTestId('login-error')).toHaveText('Too many failed attempts. Try again in 5 minutes.');
});

test('the login form is painted from the HTML in the browser’s language before any script runs, then made live', async ({ browser, baseURL }) => {
  // No script at all: what shows is what the server sent.
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' } });
  const painted = await still.newPage();
  await painted.goto('/login');
  await expect(painted.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(painted.getByText('¿Olvidó su contraseña?')).toBeVisible();
  // Styled by the page's sheet, and inert until the script takes it over: no focus, no plain submit.
  await expect(painted.locator('.auth-card')).toHaveCSS('border-radius', '12px');
  await expect(painted.locator('#root')).toHaveAttribute('inert', '');
  const boxes = (page: Page) =>
    page.locator('#root').evaluate((root) => [...root.querySelectorAll('h1, label, input, button, a')].map((control) => JSON.stringify(control.getBoundingClientRect())));
  const paintedBoxes = await boxes(painted);
  await still.close();

  // With its script, the same page becomes the live form, in the same language, with nothing logged.
  const live = await browser.newContext({ baseURL, locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' } });
  const page = await live.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // React took the painted form over as it was: a mismatch would have been logged, and nothing moved.
  expect(errors).toEqual([]);
  expect(await boxes(page)).toEqual(paintedBoxes);
  await page.getByLabel('Usuario').fill('nobody-painted');
  await page.getByLabel('Contraseña').fill('wrong password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await live.close();
});

test('the first load of /login brings the form without the app, and signing in opens the app where asked', async ({ page }) => {
  const entryOf = async (path: string) => (await (await page.request.get(path)).text()).match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  const loginEntry = await entryOf('/login');
  const appEntry = await entryOf('/inventory');
  expect(loginEntry).toBeTruthy();
  expect(loginEntry).not.toBe(appEntry);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login?next=%2Finventory%2Fsku-list');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('.auth-card')).toHaveCSS('border-radius', '12px');
  expect(scripts).toContain(loginEntry);
  expect(scripts).not.toContain(appEntry);

  await loginThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/inventory\/sku-list$/);
  await expect(pageTitle(page)).toHaveText('SKUs');
});
