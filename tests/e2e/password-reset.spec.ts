import { apiLogin, expect, loginThroughForm, pageTitle, test } from './support/fixtures';

// `reset` is a demo user no other browser test signs in with: this spec changes its password, and a
// reset ends every session of the account.

interface MailItem {
  to: string;
  kind: string;
  link: string | null;
}

const NEW_PASSWORD = 'Forklift 42';

test('a forgotten password is reset through the mailed link, which then works no more', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(pageTitle(page)).toHaveText('Forgot your password?');
  await page.getByLabel('Username or e-mail').fill('reset');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-requested')).toContainText('If an account matches, we sent a link');
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();

  // No mail server in the test run: the admin reads the link from the outbox and hands it over.
  const admin = await apiLogin(page.request, 'admin');
  // The server queues the mail after its answer, whose time must not tell whether the account exists.
  const resetMail = async () => {
    const outbox = await page.request.get('/v1/admin/mail', { headers: { Authorization: `Bearer ${admin}` } });
    expect(outbox.status()).toBe(200);
    const { payload } = (await outbox.json()) as { payload: { items: MailItem[] } };
    return payload.items.find((item) => item.to === 'reset@demo.example' && item.kind === 'password_reset');
  };
  await expect.poll(async () => (await resetMail())?.link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  const link = (await resetMail())!.link!;

  await page.goto(link);
  await expect(pageTitle(page)).toHaveText('Set a new password');
  await expect(page.getByTestId('reset-account')).toContainText('reset');
  const rules = page.getByTestId('password-rules');
  const rule = (name: string) => rules.getByRole('listitem').filter({ hasText: name });
  const password = page.getByLabel('New password', { exact: true });
  await expect(password).toHaveAttribute('aria-describedby', /new-password-rules/);

  await password.fill('forklift');
  await expect(rule('At least one letter')).toContainText('(met)');
  await expect(rule('At least one digit')).toContainText('(not met)');
  await expect(rule('At least 10 characters')).toHaveAttribute('data-state', 'unmet');
  await password.fill('reset');
  await expect(rule('Not your username')).toContainText('(not met)');
  await password.fill(NEW_PASSWORD);
  for (const name of ['At least 10 characters', 'At least one letter', 'At least one digit', 'Not your username']) {
    await expect(rule(name)).toHaveAttribute('data-state', 'met');
  }

  // A mismatch is caught on the form, before anything is sent.
  await page.getByLabel('Repeat the password').fill('Forklift 43');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();

  await expect(page).toHaveURL(/\/login\?notice=password-set$/);
  await expect(page.getByTestId('login-notice')).toHaveText('Password set. Log in with your new password.');
  await loginThroughForm(page, 'reset', NEW_PASSWORD);
  await expect(page.getByTestId('welcome')).toBeVisible();

  // The link is spent: opening it again lands on the page that offers a new one, in place of the form.
  await page.goto(link);
  await expect(page).toHaveURL(/\/invalid-reset-password-token$/);
  await expect(pageTitle(page)).toHaveText('Invalid reset link');
  await expect(page.getByTestId('auth-message')).toContainText('already used');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/request-reset-password$/);
});

test('a made-up or missing token leads to the invalid-link page, and the status pages say what to do', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page).toHaveURL(/\/invalid-reset-password-token$/);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/invalid-reset-password-token$/);

  await page.goto('/invitation-expired');
  await expect(pageTitle(page)).toHaveText('Invitation expired');
  await expect(page.getByTestId('auth-message')).toContainText('Ask your administrator to send you a new invitation.');

  await page.goto('/unauthorized');
  await expect(pageTitle(page)).toHaveText('Unauthorized');
  await page.getByRole('link', { name: 'Log in with another account' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
