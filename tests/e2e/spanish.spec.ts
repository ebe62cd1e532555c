import { expect, pageTitle, signedIn, test } from './support/fixtures';

test('in Spanish the tab title and the audit log read as Spanish words, not keys and UUIDs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wms.locale', 'es'));
  await signedIn(page, 'admin');
  await page.goto('/setting/log');
  await expect(pageTitle(page)).toHaveText('Registro');
  await expect(page).toHaveTitle('Registro · Almacén');

  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  const login = table.getByTestId('table-row').filter({ hasText: 'Inicio de sesión: inicio de sesión' }).first();
  await expect(login).toBeVisible();
  await expect(table).not.toContainText('auth.login');
  await expect(login).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
});
