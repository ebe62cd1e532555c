import { randomUUID } from 'node:crypto';
import { expect, pageTitle, signedIn, test } from './support/fixtures';

test('an admin creates a counting cycle through the form, finds it in the list, and cancels it', async ({ page }) => {
  await signedIn(page, 'admin');
  const name = `E2E count ${randomUUID().slice(0, 8)}`;
  await page.goto('/inventory/counting');
  await expect(pageTitle(page)).toHaveText('Counting cycles');
  await page.getByRole('link', { name: 'Create counting cycle' }).click();
  await expect(pageTitle(page)).toHaveText('Create counting cycle');

  // Nothing typed: the name is required and nothing is sent.
  await page.getByRole('button', { name: 'Create counting cycle' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Non-serial' }).check();
  await page.getByLabel('Blind count').check();
  await page.getByRole('group', { name: 'Zones' }).getByRole('checkbox', { name: /^B · / }).check();
  await page.getByLabel('Search bins by code').fill('A-01-0');
  const bins = page.getByRole('group', { name: 'Bins' });
  await bins.getByRole('checkbox', { name: 'A-01-02', exact: true }).check();
  await page.getByLabel('Search bins by code').fill('A-02');
  await bins.getByRole('checkbox', { name: 'A-02-01', exact: true }).check();
  // The chosen bins stay as chips whatever the search shows.
  await expect(bins.getByRole('list', { name: 'Chosen: Bins' }).getByRole('listitem')).toHaveText(['A-01-02×', 'A-02-01×']);
  await page.getByRole('group', { name: 'Clients' }).getByRole('checkbox', { name: /^NORDIC · / }).check();
  await page.getByLabel('Search counters by name').fill('olivia');
  await page.getByRole('group', { name: 'Counters' }).getByRole('checkbox', { name: 'Olivia Operator (operator)' }).check();
  await page.getByRole('button', { name: 'Create counting cycle' }).click();

  await expect(pageTitle(page)).toHaveText('Counting cycles');
  await page.getByLabel('Search by number or name').fill(name);
  await expect(page.getByTestId('table-range')).toHaveText('1–1 of 1');
  const row = page.getByTestId('table-counting-cycles').getByRole('row').nth(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Created');
  await expect(row).toContainText('Non-serial, blind');
  await expect(row).toContainText('Zone B · 2 bins · NORDIC');
  await expect(row).toContainText('Not started');
  await expect(row).toContainText('Olivia Operator');
  const numberLink = row.getByRole('link').first();
  const number = (await numberLink.textContent())!;
  const countingId = (await numberLink.getAttribute('href'))!.split('/').pop()!;

  await row.getByRole('link', { name: `Cancel ${number}` }).click();
  await expect(pageTitle(page)).toHaveText(`Cancel ${number}`);
  await expect(page.getByRole('definition').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel cycle' }).click();
  await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Reason').fill('Planned by mistake');
  await page.getByRole('button', { name: 'Cancel cycle' }).click();

  await expect(pageTitle(page)).toHaveText('Counting cycles');
  await page.getByLabel('Search by number or name').fill(name);
  await expect(page.getByTestId('table-counting-cycles').getByRole('row').nth(1)).toContainText('Cancelled');

  // A cancelled cycle cannot be cancelled again: the page says so instead of offering the button.
  await page.goto(`/inventory/counting/cancel/${countingId}`);
  await expect(page.getByText('Only created or running cycles can be cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel cycle' })).toHaveCount(0);
});
