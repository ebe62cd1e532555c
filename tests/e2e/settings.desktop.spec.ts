import { expect, signedIn, test } from './support/fixtures';

// A valid 1×1 PNG, so the browser really decodes the logo it shows.
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an admin edits a sequence with a live preview, and the saved value survives a reload', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/setting/sequence');
  const row = page.getByRole('form', { name: 'Lot' });
  const preview = row.getByTestId('sequence-preview');
  await expect(preview).toHaveText('LOT000001');

  await row.getByLabel('Prefix').fill('lt-');
  await expect(row.getByLabel('Prefix')).toHaveValue('LT-');
  await row.getByLabel('Digits').fill('4');
  await row.getByLabel('Next value').fill('250');
  await expect(preview).toHaveText('LT-0250');
  await row.getByLabel('Date part').selectOption('YYYY');
  await expect(preview).toHaveText(new RegExp(`^LT-${new Date().getFullYear()}0250$`));
  await row.getByLabel('Date part').selectOption('');

  // Leaving with unsaved edits asks first.
  await page.getByTestId('side-menu').getByRole('link', { name: 'System configuration' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/setting\/sequence$/);

  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Lot' });
  await expect(reloaded.getByLabel('Prefix')).toHaveValue('LT-');
  await expect(reloaded.getByLabel('Next value')).toHaveValue('250');
  await expect(reloaded.getByTestId('sequence-preview')).toHaveText('LT-0250');

  // Lowering the next value would repeat numbers: the server's refusal shows on the row.
  await reloaded.getByLabel('Next value').fill('10');
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await expect(reloaded.getByRole('alert')).toContainText('cannot go below 250');
});

test('an admin saves a system config value', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/setting/system');
  const field = page.getByLabel('Password reset link valid for (minutes)');
  await expect(field).toHaveValue('60');
  await field.fill('2');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.locator('#config-accounts-resetMinutes-error')).toHaveText('This value is too small.');
  await field.fill('90');
  const address = page.getByLabel('Address users open (for links in mails)');
  await address.fill('https://wms.example.com/app');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.locator('#config-general-appUrl-error')).toHaveText('This value is not valid.');
  await address.fill('');
  await page.getByLabel('Second factor').selectOption('required-for-admins');
  await page.getByLabel('Second factor').selectOption('optional');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByRole('status')).toHaveText('Configuration saved.');
  await page.reload();
  await expect(page.getByLabel('Password reset link valid for (minutes)')).toHaveValue('90');
});

test('an admin adds a shipping credential and never sees its secret again', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/setting/shipping-api');
  await page.getByRole('button', { name: 'Add credential' }).click();
  const form = page.getByRole('form', { name: 'New shipping API credential' });
  await form.getByLabel('Carrier').fill('FedEx');
  await form.getByLabel('Account number').fill('FX-778');
  await form.getByLabel('API URL').fill('http://carrier.example.com');
  await form.getByLabel('Username').fill('warehouse');
  await form.getByLabel('Secret').fill('s3cret-value-xyz');
  await form.getByRole('button', { name: 'Save credential' }).click();
  await expect(form.getByText('Enter an https:// address (http:// only for localhost).')).toBeVisible();
  await form.getByLabel('API URL').fill('https://carrier.example.com/api');
  await form.getByRole('button', { name: 'Save credential' }).click();

  const card = page.getByRole('listitem', { name: 'FedEx' });
  await expect(card.getByTestId('secret-state')).toHaveText('Secret set');
  await expect(page.locator('body')).not.toContainText('s3cret-value-xyz');

  await card.getByRole('button', { name: 'Edit FedEx' }).click();
  const edit = page.getByRole('form', { name: 'Edit shipping API credential' });
  await expect(edit.getByLabel('Secret')).toHaveValue('');
  await expect(edit.getByText('A secret is stored. Leave empty to keep it, or type a new one to replace it.')).toBeVisible();
  await edit.getByLabel('Account number').fill('FX-779');
  await edit.getByRole('button', { name: 'Save credential' }).click();
  await expect(card.getByTestId('secret-state')).toHaveText('Secret set');
  await expect(card).toContainText('FX-779');
  expect(await page.content()).not.toContain('s3cret-value-xyz');
});

test('an admin uploads a logo that then shows in the menu header', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/');
  const menu = page.getByTestId('side-menu');
  await menu.getByLabel('Change logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(menu.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');

  await menu.getByLabel('Change logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  const logo = menu.getByRole('img', { name: 'Demo Warehouse logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('side-menu').getByTestId('company-logo')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByTestId('side-menu').getByTestId('company-logo')).toHaveCount(0);
});
