import { expect, signedIn, test } from './support/fixtures';
import { receivedAtDock } from './support/stock';
import { wedgeScan } from './support/wedge';

test('a relabelled unit gets a new number, and its old label still finds it on the movement screen and the item detail', async ({ page }) => {
  test.setTimeout(90_000);
  const [old] = (await receivedAtDock(page.request, 'R', 1, 'Relabel test')).units as [string];
  await signedIn(page, 'supervisor');
  await page.goto('/relabel');
  await expect(page.getByTestId('relabel-prompt')).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('relabel-pool')).not.toContainText(': 0');

  await wedgeScan(page, old);
  await expect(page.getByTestId('relabel-notice')).toContainText(`${old} is now`);
  const entry = page.getByTestId('relabel-entry').first();
  await expect(entry).toHaveAttribute('data-state', 'synced');
  const fresh = (await entry.getAttribute('data-to'))!;
  expect(fresh).not.toBe(old);
  // No network printer on this device: the new label waits for the print dialog.
  await expect(page.getByRole('button', { name: /print/i }).first()).toBeVisible();

  await page.goto('/movement/inventory');
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-scanner', 'ready');
  await wedgeScan(page, old);
  await expect(page.getByTestId('move-notice')).toContainText(`${old} was relabelled: now ${fresh}.`);
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-awaiting', 'where');

  await page.goto(`/inventory/item/${old}`);
  await expect(page.getByTestId('item-relabelled')).toContainText(`${old} is an old label of this unit, now ${fresh}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh);
});
