import { randomUUID } from 'node:crypto';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

test('an admin creates a client, a client account with its invitation link, and an API key shown once', async ({ page }) => {
  const code = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const username = `portal${randomUUID().slice(0, 6)}`;
  await signedIn(page, 'admin');

  await page.goto('/client');
  await expect(pageTitle(page)).toHaveText('Clients');
  await page.getByRole('link', { name: 'Create client' }).click();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Name', { exact: true }).fill('Browser Test Client');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('E-mail').fill('ops@browser-test.example');
  await page.getByLabel('Contact name').fill('Bea Browser');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(pageTitle(page)).toHaveText(`${code} · Browser Test Client`);
  await expect(page.getByRole('term').filter({ hasText: 'Contact name' })).toBeVisible();
  await expect(page.getByText('No client accounts yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Create client account' }).click();
  await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: 'Client', exact: true })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@browser-test.example`);
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Portal');
  await expect(page.getByRole('checkbox', { name: 'Administrator' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Client portal' }).check();
  await page.getByRole('button', { name: 'Create and invite' }).click();
  await expect(pageTitle(page)).toHaveText(`${code} · Browser Test Client`);
  await expect(page.getByTestId('invitation-link')).toHaveAttribute('href', /\/(invitation|accept|reset)/);
  const accounts = page.getByTestId('client-accounts');
  await expect(accounts.getByRole('link', { name: username })).toBeVisible();
  await expect(accounts).toContainText('Invitation pending');
  const firstLink = await page.getByTestId('invitation-link').getAttribute('href');
  await accounts.getByRole('button', { name: `Send the invitation to ${username} again` }).click();
  await expect(page.getByTestId('invitation-link')).not.toHaveAttribute('href', firstLink!);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: `Delete the client ${code}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'used by 1 client accounts' })).toBeVisible();

  await page.getByLabel('Key name').fill('Shop integration');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = page.getByTestId('api-key-value');
  await expect(key).toHaveText(/^wk_\S{40,}$/);
  const value = (await key.textContent())!;
  await expect(page.getByText('it cannot be shown again')).toBeVisible();
  const keys = page.getByTestId('api-keys');
  await expect(keys.getByRole('row', { name: /Shop integration/ })).toContainText(`${value.slice(0, 11)}…`);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(key).toHaveCount(0);
  await page.reload();
  await expect(keys.getByRole('row', { name: /Shop integration/ })).toBeVisible();
  await expect(page.getByText(value)).toHaveCount(0);

  await keys.getByRole('button', { name: 'Revoke Shop integration' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the API key Shop integration?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(keys.getByRole('row', { name: /Shop integration/ })).toContainText('Revoked');

  await page.goto(`/client?q=${code}`);
  await expect(page.getByTestId('table-clients').getByRole('link', { name: code })).toBeVisible();
});
