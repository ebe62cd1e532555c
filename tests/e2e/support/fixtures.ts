import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

import { DEMO_PASSWORD } from '../../factories/accounts';

/** Console errors fail the test; failed resource loads are expected where a test provokes a 401/403. */
const EXPECTED_CONSOLE = [/Failed to load resource/];

export const test = base.extend<{ failOnConsoleError: void }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE.some((re) => re.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the API and returns the token (for tests about what happens after login). */
export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/v1/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.code).toBe(200);
  return body.payload.token as string;
}

/** Starts the page signed in as `username`, the way a returning user arrives with a stored token. */
export async function signedIn(page: Page, username: string): Promise<string> {
  const token = await apiLogin(page.request, username);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('wms.token', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, token);
  return token;
}

export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export function totpFor(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

export function pageTitle(page: Page) {
  return page.getByTestId('page-title');
}

/** Opens the side menu where it is an overlay (phones); on desktop it is always open. */
export async function openMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByTestId('side-menu');
  // From 1024px the menu is persistent, below it a drawer behind the Menu button.
  if ((page.viewportSize()?.width ?? 0) >= 1024) return expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toBeVisible();
}

/**
 * Waits until the service worker controls the page, so the app loads offline after a reload. Its first
 * install precaches the whole app: seconds on a quiet machine, more than the 15 s expect budget on a
 * loaded CI machine (a counting test failed there waiting for it).
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
}

/**
 * Waits until the device has stored `count` mutations in its outbox, as the sync badge counts them. A
 * scan screen stores each step a frame after its feedback has painted, so a reload straight after the
 * feedback can come first and take the step with it: on a loaded CI machine a packing test reloaded
 * before its last pack was stored, and the carton came back without it.
 */
export async function keptOnDevice(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', String(count));
}
