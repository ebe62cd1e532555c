import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AccountFormInput } from '../../src/domain/accounts/accounts';
import { accountBody, roleBody } from '../factories/accounts';
import { uniqueId } from '../factories/unique';
import { apiLogin, expect, loginThroughForm, pageTitle, signedIn, test } from './support/fixtures';

const PASSWORD = 'Pallet jack 42';

async function adminApi(request: APIRequestContext) {
  const token = await apiLogin(request, 'admin');
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const answer = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status(), `${method} ${path}`).toBe(200);
    return (await answer.json()).payload as T;
  };
  return call;
}

/** An account created and invited through the API, its invitation accepted with PASSWORD. */
async function invitedAccount(request: APIRequestContext, fields: Partial<AccountFormInput>): Promise<{ id: string; username: string }> {
  const call = await adminApi(request);
  const username = `e2e${uniqueId()}`;
  const created = await call<{ account: { id: string }; invitation: { link: string } }>('post', '/v1/admin/accounts', accountBody(username, [], { firstname: 'End', lastname: 'To End', ...fields }));
  const token = new URL(created.invitation.link).searchParams.get('token');
  await call('post', '/v1/auth/reset-password', { token, password: PASSWORD });
  return { id: created.account.id, username };
}

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

test('an admin invites a user, who follows the link, sets a password and logs in', async ({ page, browser, baseURL }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/account/create');
  const username = `new${uniqueId()}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('checkbox', { name: 'Viewer' }).check();
  await page.getByRole('button', { name: 'Create and invite' }).click();

  await expect(pageTitle(page)).toHaveText(username);
  await expect(page.getByText('Invitation pending')).toBeVisible();
  const link = await page.getByTestId('invitation-link').getAttribute('href');
  expect(link).toMatch(/\/reset-password\?token=/);

  const invited = await freshPage(browser, baseURL);
  await invited.goto(link!);
  await expect(invited.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible();
  await invited.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await invited.getByLabel('Repeat the password').fill(PASSWORD);
  await invited.getByRole('button', { name: 'Set my password' }).click();
  await expect(invited).toHaveURL(/\/login\?notice=invitation-accepted$/);
  await loginThroughForm(invited, username, PASSWORD);
  await expect(invited.getByTestId('welcome')).toHaveText('Welcome, Nina.');
  await invited.context().close();

  await page.reload();
  await expect(page.getByText('Invitation pending')).toHaveCount(0);
});

test('a temporary account stops working when its end passes', async ({ page, baseURL }) => {
  // The account lives 25 seconds: long enough to accept its invitation and log in on a loaded machine.
  test.setTimeout(90_000);
  const ends = new Date(Date.now() + 25_000).toISOString();
  const { username } = await invitedAccount(page.request, { expiresAt: ends });
  await page.goto('/login');
  await loginThroughForm(page, username, PASSWORD);
  await expect(page.getByTestId('welcome')).toBeVisible();

  await page.waitForTimeout(Math.max(0, Date.parse(ends) - Date.now()) + 1_000);
  // The next step needs the server, which no longer accepts the account or its session.
  await page.goto('/scanner');
  await expect(page).toHaveURL(/\/login/);
  await loginThroughForm(page, username, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/login`));
});

test('a role edit changes what a signed-in user may open, without a new login', async ({ page, browser, baseURL }) => {
  const call = await adminApi(page.request);
  const role = await call<{ id: string; name: string }>('post', '/v1/admin/roles', roleBody(`Reports ${uniqueId()}`, ['REPORT']));
  const { username } = await invitedAccount(page.request, { roleIds: [role.id] });

  const user = await freshPage(browser, baseURL);
  await user.goto('/login');
  await loginThroughForm(user, username, PASSWORD);
  await expect(user.getByTestId('welcome')).toBeVisible();
  await user.goto('/inventory/lot');
  await expect(user).toHaveURL(/\/no-permission$/);

  await signedIn(page, 'admin');
  await page.goto(`/admin/role-list/${role.id}/edit`);
  await page.getByLabel('Find a permission or screen').fill('lot');
  await page.getByRole('checkbox', { name: /LOT_MANAGEMENT/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/role-list/${role.id}/view$`));
  await expect(page.getByText('LOT_MANAGEMENT')).toBeVisible();

  await user.goto('/inventory/lot');
  await expect(pageTitle(user)).toHaveText('Lots');
  await user.context().close();
});
