import { expect, pageTitle, serviceWorkerReady, signedIn, test } from './support/fixtures';

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

// Each screen's words load with it (ADR 0023): a message missing from what a screen loaded is logged as
// an error, which fails the test (failOnConsoleError), besides showing as its id for a moment.
test('in Spanish each screen brings its own words: through the menu, after a language switch on the screen, and opened first offline', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('wms.locale', 'es'));
  await signedIn(page, 'admin');
  await page.goto('/');
  await serviceWorkerReady(page);

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Artículos', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Artículos');
  await expect(page.getByLabel('Busque o escanee un número WMS, número de serie, código de SKU o código de barras')).toBeVisible();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByTestId('language-select').selectOption('en');
  await expect(pageTitle(page)).toHaveText('Items');
  await expect(page.getByLabel('Search or scan a WMS number, serial, SKU code or barcode')).toBeVisible();
  await page.getByTestId('language-select').selectOption('es');
  await expect(pageTitle(page)).toHaveText('Artículos');

  // The lots screen was never opened: its code and its words come from the service worker's cache.
  await context.setOffline(true);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Lotes', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Lotes');
  await expect(page.getByLabel('Buscar lotes')).toBeVisible();
  await context.setOffline(false);
});
