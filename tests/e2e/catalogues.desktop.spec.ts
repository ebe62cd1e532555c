import type { Page } from '@playwright/test';
import { uniqueCode } from '../factories/unique';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

/** The modal on screen (closed Ionic modals stay in the DOM, hidden). */
const modal = (page: Page) => page.getByRole('dialog');
const rows = (page: Page, table: string) => page.getByTestId(`table-catalogue-${table}`).getByTestId('table-row');

test('an admin adds a brand and a model of it, and finds the model under the brand filter', async ({ page }) => {
  const id = uniqueCode('', 5);
  await signedIn(page, 'admin');
  await page.goto('/admin/brand');
  await expect(pageTitle(page)).toHaveText('Brands');

  await page.getByRole('button', { name: 'Add brand' }).click();
  await modal(page).getByLabel('Code').fill(`e2e-${id}`);
  await modal(page).getByLabel('Name').fill(`Brand ${id}`);
  await modal(page).getByRole('button', { name: 'Add brand' }).click();
  await expect(modal(page)).toHaveCount(0);
  await page.getByLabel('Search').fill(id);
  await expect(rows(page, 'brand')).toHaveCount(1);
  await expect(rows(page, 'brand').first()).toContainText(`E2E-${id}`);

  await page.goto('/admin/model');
  await page.getByRole('button', { name: 'Add model' }).click();
  await modal(page).getByLabel('Code').fill(`M-${id}`);
  await modal(page).getByLabel('Name').fill(`Model ${id}`);
  await modal(page).getByLabel('Brand').selectOption({ label: `Brand ${id} (E2E-${id})` });
  await modal(page).getByRole('button', { name: 'Add model' }).click();
  await expect(modal(page)).toHaveCount(0);

  await page.getByTestId('table-catalogue-model').getByRole('combobox', { name: 'Brand' }).selectOption({ label: `Brand ${id}` });
  await expect(page).toHaveURL(/parent=/);
  await expect(rows(page, 'model')).toHaveCount(1);
  await expect(rows(page, 'model').first()).toContainText(`M-${id}`);
  await expect(rows(page, 'model').first()).toContainText(`Brand ${id}`);

  await rows(page, 'model').first().getByRole('button', { name: `M-${id}` }).click();
  await expect(modal(page).getByRole('definition').filter({ hasText: `Brand ${id}` })).toBeVisible();

  // The brand is in use now: deleting it is asked first, then refused with where it is used.
  await page.goto(`/admin/brand?q=${id}`);
  await rows(page, 'brand').first().getByRole('button', { name: `E2E-${id}` }).click();
  await modal(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(modal(page).getByRole('alert')).toContainText('is in use (1 models)');
});

test('an admin imports dealers from CSV: the dry run shows the bad row, then the valid rows are imported', async ({ page }) => {
  const id = uniqueCode('', 5);
  await signedIn(page, 'admin');
  await page.goto('/admin/dealer');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = ['code;name;active', `D1-${id};Dealer one ${id};yes`, `bad code ${id};Dealer two;`, `D3-${id};"Dealer; three ${id}";no`].join('\r\n');
  await modal(page).getByLabel('CSV file').setInputFiles({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(modal(page).getByTestId('import-summary')).toHaveText('3 rows: 2 valid, 1 with problems.');
  const problems = modal(page).getByTestId('import-problem');
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('3');
  await expect(problems.first()).toContainText('code');
  await expect(problems.first()).toContainText('This value has the wrong format.');
  await expect(modal(page).getByRole('button', { name: 'Import all' })).toBeDisabled();

  await modal(page).getByRole('button', { name: 'Import the 2 valid rows' }).click();
  await expect(modal(page).getByText('2 rows imported.')).toBeVisible();
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toHaveCount(0);

  await page.getByLabel('Search').fill(id);
  await expect(rows(page, 'dealer')).toHaveCount(2);
  await expect(page.getByTestId('table-catalogue-dealer')).toContainText(`Dealer; three ${id}`);
});
