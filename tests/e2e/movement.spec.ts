import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiLogin, expect, signedIn, test, serviceWorkerReady, keptOnDevice } from './support/fixtures';
import { wedgeScan } from './support/wedge';
import { receivedAtDock } from './support/stock';
import { binBody } from '../factories/locations';

interface Warehouse {
  dock: string;
  shelf: string;
  shelfId: string;
  skuId: string;
  units: string[];
}

/** A dock bin with 20 received serial units and an empty shelf bin, through the API. */
async function dockAndShelf(request: APIRequestContext): Promise<Warehouse> {
  const { code, zoneId, dock, skuId, post, units } = await receivedAtDock(request, 'P', 20, 'Put-away test');
  const shelf = `${code}-01`;
  const shelfBin = await post<{ id: string }>('/v1/bins', binBody(zoneId, shelf, 1));
  return { dock, shelf, shelfId: shelfBin.id, skuId, units };
}

async function putAway(page: Page, warehouse: Warehouse, units: readonly string[]): Promise<void> {
  const prompt = page.getByTestId('move-prompt');
  for (const unit of units) {
    await wedgeScan(page, unit);
    await expect(prompt).toHaveAttribute('data-awaiting', 'where');
    await wedgeScan(page, `BIN-${warehouse.shelf}`);
    await expect(page.getByTestId('move-notice')).toContainText(`Moved ${unit}`);
  }
}

/** The movement screen downloaded online, then the network gone and the dock bin scanned as the source. */
async function offlineAtDock(page: Page, context: BrowserContext): Promise<Warehouse> {
  const warehouse = await dockAndShelf(page.request);
  await signedIn(page, 'admin');
  await page.goto('/movement/inventory');
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-scanner', 'ready');
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await wedgeScan(page, `BIN-${warehouse.dock}`);
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-from', warehouse.dock);
  return warehouse;
}

test('a put-away of 20 units done offline, with a reload in the middle, arrives exactly once', async ({ page, context }) => {
  test.setTimeout(150_000);
  const warehouse = await offlineAtDock(page, context);
  // The walk suggests the first empty bin of the zone for the SKU that lies nowhere yet.
  await expect(page.getByTestId('move-walk').locator(`[data-bin="${warehouse.shelf}"]`)).toContainText('× 20');
  await putAway(page, warehouse, warehouse.units.slice(0, 10));
  await expect(page.getByTestId('move-entry').and(page.locator('[data-state="queued"]'))).toHaveCount(10);
  await keptOnDevice(page, 10);

  // A reload without network keeps the session, its queue and where the units now lie on the device.
  await page.reload();
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('move-pack-state')).toHaveText("Offline copy of the warehouse's places");
  await expect(page.getByTestId('move-entry')).toHaveCount(10);
  await wedgeScan(page, `BIN-${warehouse.dock}`);
  await putAway(page, warehouse, warehouse.units.slice(10));
  await expect(page.getByTestId('move-summary')).toHaveAttribute('data-units', '20');

  await context.setOffline(false);
  await expect(page.getByTestId('move-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(20, { timeout: 45_000 });
  const headers = { Authorization: `Bearer ${await apiLogin(page.request, 'admin')}` };
  const pack = await (await page.request.get('/v1/movement/pack', { headers })).json();
  const onShelf = (pack.payload.items as { wmsNumber: string; binId: string }[]).filter((item) => item.binId === warehouse.shelfId).map((item) => item.wmsNumber);
  expect(onShelf.sort()).toEqual([...warehouse.units].sort());
  const history = await (await page.request.get(`/v1/skus/${warehouse.skuId}/movements`, { params: { pageSize: '100' }, headers })).json();
  expect((history.payload.items as { type: string }[]).filter((m) => m.type === 'putaway')).toHaveLength(20);
});

test('a handheld whose clock runs behind the server’s keeps its offline moves on screen after a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Ten minutes behind: the moves are made after the download, but stamped before the server's time of it.
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  const warehouse = await offlineAtDock(page, context);
  await putAway(page, warehouse, warehouse.units.slice(0, 2));
  await keptOnDevice(page, 2);

  await page.reload();
  await expect(page.getByTestId('move-pack-state')).toHaveText("Offline copy of the warehouse's places");
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-scanner', 'ready');
  await wedgeScan(page, `BIN-${warehouse.dock}`);
  await expect(page.getByTestId('move-prompt')).toHaveAttribute('data-from', warehouse.dock);
  // The device's copy has the unit on the shelf: it is no longer at the dock to be moved again.
  await wedgeScan(page, warehouse.units[0]!);
  await expect(page.getByTestId('move-notice')).toContainText(`${warehouse.units[0]} is not in the scanned bin or container.`);

  await context.setOffline(false);
  await expect(page.getByTestId('move-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(2, { timeout: 45_000 });
});
