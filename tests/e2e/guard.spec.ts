import type { Page } from '@playwright/test';
import { expect, openMenu, pageTitle, signedIn, test } from './support/fixtures';

/** Holds every request to `url` until the returned function is called, as a slow network would. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a page the user may not open goes to no-permission and names it', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.goto('/setting/system');
  await expect(page).toHaveURL(/\/no-permission$/);
  await expect(page.getByTestId('no-permission')).toContainText('You do not have permission to open this page.');
  await expect(page.getByTestId('denied-page')).toHaveAttribute('data-page-name', 'setting-system');
  await expect(page.getByTestId('denied-page')).toHaveText('System configuration');
});

test('a user with no roles still reaches the home page, and nothing else', async ({ page }) => {
  await signedIn(page, 'noroles');
  await page.goto('/');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByText('Your account has no roles yet.')).toBeVisible();
  await page.goto('/inventory/item');
  await expect(page).toHaveURL(/\/no-permission$/);
});

test('the super admin opens every page', async ({ page }) => {
  await signedIn(page, 'admin');
  for (const [path, title] of [
    ['/setting/system', 'System configuration'],
    ['/job-center/repair', 'Job center action'],
    // A station that does not exist is no page at all, though a super admin's grants pass any permission.
    ['/job-center/polishing', 'Page not found'],
    // No cycle 42: the guard lets the super admin in, and the page's loader finds nothing to cancel.
    ['/inventory/counting/cancel/42', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(pageTitle(page)).toHaveText(title);
  }
});

test('the job-center action page needs JOB_CENTER_ plus its type', async ({ page }) => {
  await signedIn(page, 'operator');
  await page.goto('/job-center/qc');
  await expect(page).toHaveURL(/\/job-center\/qc$/);
  await page.goto('/job-center/repair');
  await expect(page).toHaveURL(/\/no-permission$/);
  await expect(page.getByTestId('denied-page')).toHaveAttribute('data-page-name', 'job-center-action');
});

test('the menu shows only what the user may open', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.goto('/');
  await openMenu(page);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Items', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'SKUs', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'System configuration' })).toHaveCount(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a session kept from the last visit opens at once, and its page is guarded again with what the server answers', async ({ page }) => {
  await signedIn(page, 'viewer');
  await page.goto('/');
  await expect(page.getByTestId('welcome')).toBeVisible();

  // With the session on the device, the next start does not wait for the server's answer to paint.
  const answer = await holdRequests(page, '**/v1/auth/me');
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  answer();
  await page.unrouteAll({ behavior: 'wait' });

  // The device's copy of the session claims super admin rights the server does not grant: the screen
  // may start from it, but the server's answer decides where the user stays. The copy is changed as
  // the next page starts, not now: the running app may still be saving the answer it just got.
  await page.addInitScript(() => {
    const kept = JSON.parse(localStorage.getItem('wms.session') ?? '{}') as { user: { roles: { isSuperAdmin: boolean }[] } };
    kept.user.roles = kept.user.roles.map((role) => ({ ...role, isSuperAdmin: true }));
    localStorage.setItem('wms.session', JSON.stringify(kept));
  });
  // The check is held, so the page loader's refused call (403) is what sends the user away, while the
  // page it was loading is still pending; the no-permission page names that page, not the one before.
  const answerCheck = await holdRequests(page, '**/v1/auth/me');
  await page.goto('/setting/system');
  await expect(page).toHaveURL(/\/no-permission$/);
  await expect(page.getByTestId('denied-page')).toHaveAttribute('data-page-name', 'setting-system');
  answerCheck();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wms.session') ?? '')).not.toContain('"isSuperAdmin":true');
  await expect(page).toHaveURL(/\/no-permission$/);
});

test('a first load whose data is slow shows the loading state, then the page', async ({ page }) => {
  await signedIn(page, 'admin');
  // The app loads a page's data before its first render; a slow answer must not leave the painted
  // shell on screen, with no sign of loading, until it comes.
  const answer = await holdRequests(page, '**/v1/settings/sequences');
  await page.goto('/setting/sequence');
  await expect(page.getByTestId('route-pending')).toBeVisible();
  answer();
  await expect(page.getByTestId('page-title')).toHaveText('Sequence configuration');
  await expect(page.getByTestId('route-pending')).toHaveCount(0);
});
