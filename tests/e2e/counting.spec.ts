import { type Browser, type Page, devices } from '@playwright/test';
import { countingProgress, countingStock, startedCycle } from './support/counting';
import { expect, signedIn, test, serviceWorkerReady } from './support/fixtures';
import { wedgeScan } from './support/wedge';

interface Progress {
  zones: { bins: { code: string; round: number; state: string; counts: { round: number; units: number; closed: boolean; device: string | null }[] }[] }[];
  recounts: { binCode: string; reason: string; round: number; status: string }[];
}

/** A second handheld: its own browser context (own IndexedDB, own outbox, own device name). */
async function secondDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  return context.newPage();
}

async function openCountScreen(page: Page, cycleId: string, mode: 'serial' | 'non-serial'): Promise<void> {
  await page.goto(`/inventory/counting/start/${cycleId}`);
  await expect(page.getByTestId('pack-summary')).toBeVisible();
  await page.getByRole('link', { name: 'Count', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/counting-${mode}-items$`));
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-scanner', 'ready');
  // The app's files are cached by its service worker before the network goes.
  await serviceWorkerReady(page);
}

const entry = (page: Page, code: string) => page.locator(`[data-testid="count-entry"][data-code="${code}"]`);

async function openBin(page: Page, bin: string): Promise<void> {
  await wedgeScan(page, `BIN-${bin}`);
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-bin', bin);
}

async function countUnits(page: Page, bin: string, codes: string[]): Promise<void> {
  await openBin(page, bin);
  for (const code of codes) {
    await wedgeScan(page, code);
    await expect(entry(page, code)).toBeVisible();
  }
  await page.getByRole('button', { name: `Close bin ${bin}` }).click();
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-bin', '');
}

const binsOf = (progress: Progress) => Object.fromEntries(progress.zones.flatMap((zone) => zone.bins).map((bin) => [bin.code, bin]));

for (const order of ['first', 'second'] as const) {
  test(`two handhelds count overlapping bins offline and merge exactly, the ${order} one back online first`, async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    // Bin 1 holds three units, bin 2 two, bin 3 none.
    const stock = await countingStock(page.request, [3, 2, 0]);
    const [b1, b2, b3] = stock.bins as [string, string, string];
    const [u1, u2, u3] = stock.units[b1]! as [typeof stock.units[string][number], typeof stock.units[string][number], typeof stock.units[string][number]];
    const [u4, u5] = stock.units[b2]! as [typeof u1, typeof u1];
    const cycleId = await startedCycle(page.request, stock, 'serial');

    const two = await secondDevice(browser, baseURL);
    await signedIn(page, 'operator');
    await signedIn(two, 'operator');
    await openCountScreen(page, cycleId, 'serial');
    await openCountScreen(two, cycleId, 'serial');
    await context.setOffline(true);
    await two.context().setOffline(true);

    // Handheld one counts bin 1 and finds there a unit of bin 2, scanned by serial or WMS number.
    await openBin(page, b1);
    for (const code of [u1.wmsNumber, u2.serial!, u3.wmsNumber, u4.wmsNumber]) {
      await wedgeScan(page, code);
      await expect(entry(page, code)).toBeVisible();
    }
    await expect(entry(page, u4.wmsNumber)).toContainText('expected in another bin');
    // A scan twice is refused; a wrong scan is taken back.
    await wedgeScan(page, u1.serial!);
    await expect(page.getByTestId('count-notice')).toHaveAttribute('data-tone', 'rejected');
    await wedgeScan(page, 'NOT-A-UNIT-1');
    await entry(page, 'NOT-A-UNIT-1').getByRole('button', { name: 'Remove NOT-A-UNIT-1' }).click();
    await expect(entry(page, 'NOT-A-UNIT-1')).toHaveAttribute('data-voided', 'true');
    await page.getByRole('button', { name: `Close bin ${b1}` }).click();
    await expect(page.getByTestId('count-bin').filter({ hasText: b1 })).toHaveAttribute('data-state', 'closed');

    // Handheld two counts bin 1 too, missing a unit, then bin 2 without the unit handheld one found, then bin 3, empty.
    await countUnits(two, b1, [u1.serial!, u2.wmsNumber]);
    await countUnits(two, b2, [u5.wmsNumber]);
    await countUnits(two, b3, []);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '7');
    await expect(two.getByTestId('sync-status')).toHaveAttribute('data-queued', '6');

    const [early, late] = order === 'first' ? [page, two] : [two, page];
    await early.context().setOffline(false);
    await expect(early.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });
    await late.context().setOffline(false);
    await expect(late.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });

    // The one that came back last hears that bin 1 must be counted again.
    await expect(late.getByTestId('count-notice')).toContainText(`Bin ${b1} must be counted again`);

    const progress = await countingProgress<Progress>(page.request, cycleId);
    const bins = binsOf(progress);
    expect(progress.recounts.map((task) => [task.binCode, task.reason, task.round, task.status])).toEqual([[b1, 'counts-differ', 2, 'open']]);
    expect(bins[b1]).toMatchObject({ round: 2, state: 'recount' });
    expect(bins[b1]!.counts.map((count) => [count.round, count.units, count.closed]).sort()).toEqual([[1, 2, true], [1, 4, true]]);
    expect(bins[b2]).toMatchObject({ round: 1, state: 'counted' });
    expect(bins[b2]!.counts.map((count) => count.units)).toEqual([1]);
    expect(bins[b3]).toMatchObject({ round: 1, state: 'counted' });
    expect(bins[b3]!.counts.map((count) => count.units)).toEqual([0]);
    // Nothing lost, nothing doubled: 4 + 2 + 1 units over the four counts (the removed entry void).
    expect(Object.values(bins).flatMap((bin) => bin.counts).reduce((sum, count) => sum + count.units, 0)).toBe(7);

    // Handheld one, next online, sees bin 1 to count again, counts it, and the task is done.
    await page.reload();
    await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-scanner', 'ready');
    await expect(page.getByTestId('count-bin').filter({ hasText: b1 })).toHaveAttribute('data-state', 'recount');
    await countUnits(page, b1, [u1.wmsNumber, u2.wmsNumber, u3.wmsNumber, u4.wmsNumber]);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });
    await expect.poll(async () => (await countingProgress<Progress>(page.request, cycleId)).recounts.map((task) => task.status)).toEqual(['done']);
    await two.context().close();
  });
}
