import type { Page } from '@playwright/test';
import { uniqueId } from '../factories/unique';
import { expect, signedIn, test } from './support/fixtures';

const modal = (page: Page) => page.getByRole('dialog');

test('an admin creates a tag with a preset colour: the preview chip picks a readable text colour', async ({ page }) => {
  const name = `Tag ${uniqueId(5)}`;
  await signedIn(page, 'admin');
  await page.goto('/admin/tag-setting');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await modal(page).getByLabel('Name').fill(name);
  const chip = modal(page).getByTestId('tag-preview').getByText(name);
  await modal(page).getByRole('button', { name: 'Colour #fbc02d' }).click();
  await expect(modal(page).getByRole('button', { name: 'Colour #fbc02d' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toHaveCSS('color', 'rgb(0, 0, 0)');
  await modal(page).getByRole('button', { name: 'Colour #3949ab' }).click();
  await expect(chip).toHaveCSS('background-color', 'rgb(57, 73, 171)');
  await expect(chip).toHaveCSS('color', 'rgb(255, 255, 255)');
  await modal(page).getByRole('button', { name: 'Create tag' }).click();
  await expect(modal(page)).toHaveCount(0);

  await page.getByLabel('Search tags').fill(name);
  const rows = page.getByTestId('table-tags').getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#3949ab');
});

test('a tag form with unsaved changes asks before it closes, over the open modal, and stays open when told to', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/admin/tag-setting');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await modal(page).getByLabel('Name').fill(`Tag ${uniqueId(5)}`);
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(modal(page)).toBeVisible();
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(modal(page)).toHaveCount(0);
});

