import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, signedIn, test, serviceWorkerReady } from './support/fixtures';
import { wedgeScan } from './support/wedge';

/** Names this browser's device (unique per test, so the server's scan log can be read per test). */
async function setUpDevice(page: Page, name: string): Promise<string> {
  const device = `${name}-${Date.now()}`;
  await page.goto('/scanner');
  await page.getByLabel('Device name').fill(device);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await page.getByRole('heading', { name: 'Try a scan' }).click();
  return device;
}


async function serverScans(request: APIRequestContext, device: string): Promise<string[]> {
  const token = await apiLogin(request, 'supervisor');
  const answer = await request.get('/v1/scan-log', { params: { device, limit: 500 }, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return (body.payload.items as { code: string }[]).map((item) => item.code).sort();
}

const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);

test('a wedge scan is parsed, shown, flagged when repeated, and logged on the server', async ({ page }) => {
  await signedIn(page, 'operator');
  const device = await setUpDevice(page, 'wedge');
  const field = page.getByLabel('Type a code');

  await wedgeScan(page, 'WMS00001234');
  const first = page.getByTestId('scan-result').first();
  await expect(first).toHaveAttribute('data-kind', 'wms');
  await expect(first).toContainText('WMS number WMS00001234');
  await expect(field).toHaveValue('');

  await wedgeScan(page, 'WMS00001234');
  await expect(page.getByTestId('scan-result').first()).toHaveAttribute('data-duplicate', 'true');

  await wedgeScan(page, ']C101095060001343531');
  await expect(page.getByTestId('scan-result').first()).toHaveAttribute('data-kind', 'error');

  await expect(page.getByTestId('outbox-queued')).toHaveText('0');
  await expect.poll(() => serverScans(page.request, device)).toEqual(['WMS00001234', 'WMS00001234', ']C101095060001343531']);
});

test('a GS1 code arrives whole through the wedge, with GS as Ctrl+] or as the configured substitute, and lists its fields', async ({ page }) => {
  await signedIn(page, 'operator');
  await setUpDevice(page, 'gs1');
  const fieldsOf = (result: ReturnType<Page['getByTestId']>) => result.getByTestId('gs1-fields').locator('div');

  // Lot, then GS (Ctrl+]), then an expiry whose day 00 stands for the last day of June 2027.
  await wedgeScan(page, ']d2010950600013435210LOT42A\u001d17270600');
  const first = page.getByTestId('scan-result').first();
  await expect(first).toHaveAttribute('data-kind', 'gs1');
  await expect(fieldsOf(first)).toHaveText(['GTIN (trade item) (01)09506000134352, check digit correct', 'Batch or lot (10)LOT42A', 'Expiry date (17)2027/06/30']);

  await page.getByLabel('GS substitute').fill('~');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await page.getByRole('heading', { name: 'Try a scan' }).click();
  await wedgeScan(page, ']C1010950600013435221SN-0001~3103012500');
  const second = page.getByTestId('scan-result').first();
  await expect(second).toHaveAttribute('data-kind', 'gs1');
  await expect(fieldsOf(second)).toHaveText(['GTIN (trade item) (01)09506000134352, check digit correct', 'Serial number (21)SN-0001', 'Net weight (3103)12.500 kg']);
});

test('a scan never types into the field that has focus, while a person typing there still can', async ({ page }) => {
  await signedIn(page, 'operator');
  await setUpDevice(page, 'focus');
  const field = page.getByLabel('Type a code');
  await field.focus();
  await wedgeScan(page, 'BIN-A-01-02');
  await expect(page.getByTestId('scan-result').first()).toHaveAttribute('data-kind', 'bin');
  await expect(field).toHaveValue('');
  await field.pressSequentially('AB12', { delay: 150 });
  await expect(field).toHaveValue('AB12');
});

test('50 scans made offline reach the server exactly once when the network returns', async ({ page, context }) => {
  await signedIn(page, 'operator');
  const device = await setUpDevice(page, 'offline');
  await context.setOffline(true);
  await expect(page.getByTestId('outbox-online')).toHaveText('Offline');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  const scanned = codes('OFF', 50);
  for (const code of scanned) await wedgeScan(page, code);
  await expect(page.getByTestId('outbox-queued')).toHaveText('50');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '50');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-queued')).toHaveText('0', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  expect(await serverScans(page.request, device)).toEqual(scanned);
});

test('answers lost in the middle of a flush neither lose nor double a scan', async ({ page }) => {
  await signedIn(page, 'operator');
  const device = await setUpDevice(page, 'flaky');
  let requests = 0;
  // Every third sync request reaches the server, which applies it, but its answer never comes back.
  await page.route('**/v1/sync', async (route) => {
    requests += 1;
    if (requests % 3 === 0) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const scanned = codes('FLK', 30);
  // Three bursts, each sent before the next, so the third request (whose answer is lost) happens
  // however fast the machine batches scans.
  for (let burst = 0; burst < 3; burst += 1) {
    for (const code of scanned.slice(burst * 10, burst * 10 + 10)) await wedgeScan(page, code);
    await expect.poll(() => requests).toBeGreaterThan(burst);
  }
  await expect(page.getByTestId('outbox-queued')).toHaveText('0', { timeout: 30_000 });
  expect(requests).toBeGreaterThanOrEqual(3);
  expect(await serverScans(page.request, device)).toEqual(scanned);
});
test('the outbox survives a reload while offline', async ({ page, context }) => {
  await signedIn(page, 'operator');
  const device = await setUpDevice(page, 'reload');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await serviceWorkerReady(page);
  await context.setOffline(true);
  const scanned = codes('RLD', 5);
  for (const code of scanned) await wedgeScan(page, code);
  await expect(page.getByTestId('outbox-queued')).toHaveText('5');

  await page.reload();
  await expect(page.getByTestId('outbox-queued')).toHaveText('5');
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-queued')).toHaveText('0', { timeout: 20_000 });
  expect(await serverScans(page.request, device)).toEqual(scanned);
});

test('the home screen starts without the outbox when nothing waits, and sends a queue left from an earlier visit', async ({ page, context }) => {
  await signedIn(page, 'operator');
  const device = await setUpDevice(page, 'home');
  await serviceWorkerReady(page);
  await context.setOffline(true);
  const scanned = codes('HOM', 3);
  for (const code of scanned) await wedgeScan(page, code);
  await expect(page.getByTestId('outbox-queued')).toHaveText('3');

  // A later start on the home screen: the count kept from the last visit shows at once, and the
  // outbox loads to send the queue when the network returns, with no scan screen opened.
  await page.goto('/');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '3');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 20_000 });
  expect(await serverScans(page.request, device)).toEqual(scanned);

  // Nothing waits now: the next start does not load the device database for the home screen. It used
  // to load it within 3 s of the first screen (first-screen.ts), so that is how long this watches.
  const databaseChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(device-db|outbox-control)-/.test(request.url())) databaseChunks.push(request.url());
  });
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.waitForTimeout(3_500);
  expect(databaseChunks).toEqual([]);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0');
});
