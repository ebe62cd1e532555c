import { type Browser, type Page, devices } from '@playwright/test';
import { countingStock, startedCycle } from './support/counting';
import { expect, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';

/** A second handheld: its own browser context (own IndexedDB, own outbox, own device name). */
async function secondDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  return context.newPage();
}

async function openCountScreen(page: Page, cycleId: string): Promise<void> {
  await page.goto(`/inventory/counting/start/${cycleId}/counting-serial-items`);
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-scanner', 'ready');
}

const bin = (page: Page, code: string) => page.getByTestId('count-bin').filter({ hasText: code });

test('a handheld online learns which bins another one holds or closed, and is warned before counting a closed one again', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stock = await countingStock(page.request, [1, 1, 1]);
  const [b1, b2, b3] = stock.bins as [string, string, string];
  const cycleId = await startedCycle(page.request, stock, 'serial');
  const two = await secondDevice(browser, baseURL);
  await signedIn(page, 'operator');
  await signedIn(two, 'operator');
  await openCountScreen(page, cycleId);
  await openCountScreen(two, cycleId);

  // Handheld one closes bin 1, then starts on bin 3: both reach the server.
  await wedgeScan(page, `BIN-${b1}`);
  await wedgeScan(page, stock.units[b1]![0]!.wmsNumber);
  await page.getByRole('button', { name: `Close bin ${b1}` }).click();
  await wedgeScan(page, `BIN-${b3}`);
  await wedgeScan(page, stock.units[b3]![0]!.wmsNumber);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });

  // Handheld two counts bin 2; its sync brings the others' bin states with it.
  await wedgeScan(two, `BIN-${b2}`);
  await wedgeScan(two, stock.units[b2]![0]!.wmsNumber);
  await two.getByRole('button', { name: `Close bin ${b2}` }).click();
  await expect(bin(two, b1)).toHaveAttribute('data-state', 'elsewhere', { timeout: 30_000 });
  await expect(bin(two, b1)).toContainText('Closed by:');
  await expect(bin(two, b3)).toContainText('Counting now:');

  // Bin 1 typed as the screen shows it (no BIN- prefix): a warning, not a second count.
  await two.getByLabel('Type a code').fill(b1);
  await two.getByRole('button', { name: 'Enter' }).click();
  await expect(two.getByTestId('count-notice')).toContainText(`Bin ${b1} was closed on another device`);
  await expect(two.getByTestId('count-notice')).toHaveAttribute('data-tone', 'flagged');
  await expect(two.getByTestId('count-prompt')).toHaveAttribute('data-bin', '');
  await two.getByRole('button', { name: 'Leave it' }).click();
  await expect(two.getByTestId('count-prompt')).toHaveAttribute('data-bin', '');

  // Asked to, the counter counts it again all the same.
  await two.getByLabel('Type a code').fill(b1.toLowerCase());
  await two.getByRole('button', { name: 'Enter' }).click();
  await two.getByRole('button', { name: 'Count it again' }).click();
  await expect(two.getByTestId('count-prompt')).toHaveAttribute('data-bin', b1);
  await two.context().close();
});

test('progress names what is over and what is short instead of adding them up', async ({ page }) => {
  const stock = await countingStock(page.request, [2, 1]);
  const [b1, b2] = stock.bins as [string, string];
  const cycleId = await startedCycle(page.request, stock, 'serial');
  await signedIn(page, 'operator');
  await openCountScreen(page, cycleId);
  // Bin 1 expects two units: one of them and the unit of bin 2 make two counted, not "2 of 2".
  await wedgeScan(page, `BIN-${b1}`);
  await wedgeScan(page, stock.units[b1]![0]!.wmsNumber);
  await wedgeScan(page, stock.units[b2]![0]!.wmsNumber);
  const progress = page.getByTestId('bin-progress');
  await expect(progress).toHaveAttribute('data-state', 'over');
  await expect(progress).toContainText('2 for 2 expected');
  await expect(progress).toContainText('1 over');
  await expect(progress).toContainText('1 short');
  await expect(progress).not.toContainText('2 of 2');
});
