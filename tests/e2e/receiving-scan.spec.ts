import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, signedIn, test, serviceWorkerReady } from './support/fixtures';
import { wedgeScan } from './support/wedge';
import { controlNumberBody } from '../factories/receiving';

interface Sku {
  id: string;
  code: string;
  client: { id: string; name: string };
  barcodes: { barcode: string }[];
}

interface ReceivedItem {
  wmsNumber: string;
  serial: string | null;
  quantity: number;
  sku: { code: string };
  status: string;
}

async function authed(request: APIRequestContext) {
  const token = await apiLogin(request, 'admin');
  return { Authorization: `Bearer ${token}` };
}

/** A client with both kinds of SKU: one serialised and one counted, each with a barcode. */
async function demoSkus(request: APIRequestContext): Promise<{ serial: Sku; counted: Sku }> {
  const headers = await authed(request);
  const list = async (params: Record<string, string>) => {
    // The demo SKUs, which carry barcodes: counting tests add SKUs of their own.
    const answer = await request.get('/v1/skus', { params: { pageSize: '10', q: 'SKU-', ...params }, headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).payload.items as Sku[];
  };
  const [counted] = await list({ serialised: 'no', active: 'yes' });
  const [serial] = await list({ serialised: 'yes', active: 'yes', client: counted!.client.id });
  return { serial: serial!, counted: counted! };
}

async function items(request: APIRequestContext, number: string): Promise<ReceivedItem[]> {
  const answer = await request.get(`/v1/receiving/control-numbers/${number}/items`, { params: { pageSize: '100' }, headers: await authed(request) });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).payload.items as ReceivedItem[];
}

async function createControlNumber(request: APIRequestContext, clientId: string): Promise<string> {
  const answer = await request.post('/v1/receiving/control-numbers', {
    data: controlNumberBody(clientId),
    headers: await authed(request),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).payload.number as string;
}

async function openScanScreen(page: Page, number: string): Promise<void> {
  await page.goto(`/receiving/scan-item/${number}`);
  await waitForScanScreen(page);
}

async function waitForScanScreen(page: Page): Promise<void> {
  await expect(page.getByTestId('scan-prompt')).toHaveAttribute('data-awaiting', 'sku');
  await expect(page.getByTestId('scan-prompt')).toHaveAttribute('data-scanner', 'ready');
  // The device has reserved its labels before it goes anywhere without network.
  await expect.poll(async () => Number((await page.getByTestId('wms-pool').textContent())?.match(/\d+/)?.[0] ?? 0)).toBeGreaterThanOrEqual(50);
}

const notice = (page: Page) => page.getByTestId('scan-notice');

async function scanSerialUnit(page: Page, barcode: string, serial: string): Promise<void> {
  await wedgeScan(page, barcode);
  await expect(page.getByTestId('scan-prompt')).toHaveAttribute('data-awaiting', 'serial');
  await wedgeScan(page, serial);
  await expect(notice(page)).toContainText(`serial ${serial}`);
}

/** The create form as a phone user fills it: client, then one expected line per SKU. */
async function createThroughForm(page: Page, clientId: string, lines: [Sku, number][]): Promise<string> {
  await page.goto('/receiving/create-control-number');
  await page.getByLabel('Client', { exact: true }).selectOption(clientId);
  for (const [i, [sku, quantity]] of lines.entries()) {
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel(`SKU of line ${i + 1}`).selectOption(sku.id);
    await page.getByLabel(`Quantity of line ${i + 1}`).fill(String(quantity));
  }
  await page.getByRole('button', { name: 'Create control number' }).click();
  await expect(page).toHaveURL(/\/receiving\/control-number\/[^/]+\/view$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
}

test('a control number made on a phone is scanned full, refusing a repeated serial and an unknown barcode, and posted to stock', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin');
  const { serial, counted } = await demoSkus(page.request);
  const number = await createThroughForm(page, serial.client.id, [
    [serial, 20],
    [counted, 7],
  ]);
  await page.getByRole('link', { name: 'Scan items' }).click();
  await openScanScreen(page, number);

  const serials = Array.from({ length: 20 }, (_, i) => `SN-${number}-${String(i + 1).padStart(2, '0')}`);
  for (const code of serials) await scanSerialUnit(page, serial.barcodes[0]!.barcode, code);

  await wedgeScan(page, serial.barcodes[0]!.barcode);
  await wedgeScan(page, serials[3]!);
  await expect(notice(page)).toHaveAttribute('data-tone', 'rejected');
  await expect(notice(page)).toContainText(`Serial ${serials[3]} is already received`);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await wedgeScan(page, 'NO-SUCH-BARCODE-42');
  await expect(notice(page)).toHaveAttribute('data-tone', 'rejected');
  await expect(notice(page)).toContainText('Unknown barcode NO-SUCH-BARCODE-42');

  await wedgeScan(page, counted.barcodes[0]!.barcode);
  await page.getByLabel('Quantity').fill('7');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(notice(page)).toContainText('quantity 7');

  await expect(page.getByTestId('scan-unit').and(page.locator('[data-state="synced"]'))).toHaveCount(21);
  await expect(page.getByTestId('tally-row').filter({ hasText: serial.code })).toContainText('complete');
  // This device prints from the browser: every unit's label waits for the print dialog.
  await expect(page.getByTestId('pending-labels')).toContainText('21 labels to print');

  const onServer = await items(page.request, number);
  expect(onServer).toHaveLength(21);
  expect(new Set(onServer.map((item) => item.wmsNumber)).size).toBe(21);
  expect(onServer.filter((item) => item.serial !== null).map((item) => item.serial).sort()).toEqual(serials);
  expect(onServer.find((item) => item.serial === null)).toMatchObject({ quantity: 7, sku: { code: counted.code }, status: 'received' });

  await page.goto(`/receiving/control-number/${number}/view`);
  await page.getByRole('button', { name: 'Goods receipt for the whole control number' }).click();
  await page.getByRole('button', { name: 'Post goods receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Goods receipt posted for 21 unit(s).' })).toBeVisible();
  expect((await items(page.request, number)).every((item) => item.status === 'available')).toBe(true);

  await page.goto(`/inventory/sku/detail/${serial.id}/movement?q=${number}&pageSize=50`);
  const ledger = page.getByTestId('table-sku-movements');
  await expect(ledger.getByTestId('table-row').filter({ hasText: 'Goods receipt' })).toHaveCount(20);
  await expect(ledger.getByTestId('table-row').filter({ hasText: 'Received on the floor' })).toHaveCount(20);
});

test("a control number's page reads Receiving once its first scan has synced, without a reload", async ({ page }) => {
  await signedIn(page, 'admin');
  const { serial } = await demoSkus(page.request);
  const number = await createThroughForm(page, serial.client.id, [[serial, 2]]);
  await expect(page.getByTestId('control-number-status')).toHaveText('Draft');
  // The service worker takes the page over (and may reload it) before the document is marked.
  await serviceWorkerReady(page);
  await expect(page.getByTestId('control-number-status')).toHaveText('Draft');
  // Marks this document: a reload would fetch everything again and prove nothing.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: 'Scan items' }).click();
  await waitForScanScreen(page);
  await scanSerialUnit(page, serial.barcodes[0]!.barcode, `FIRST-${number}`);
  await expect(page.getByTestId('scan-unit').first()).toHaveAttribute('data-state', 'synced');

  // Back through the app: the control number it had cached as a draft is fetched again after the sync.
  await page.getByRole('link', { name: 'Control number', exact: true }).click();
  await expect(page).toHaveURL(/\/view$/);
  await expect(page.getByTestId('control-number-status')).toHaveText('Receiving');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('units scanned offline keep their labels and reach the server exactly once when the network returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signedIn(page, 'operator');
  const { serial } = await demoSkus(page.request);
  const number = await createControlNumber(page.request, serial.client.id);
  await openScanScreen(page, number);
  // The app's files are cached by its service worker before the network goes.
  await serviceWorkerReady(page);

  await context.setOffline(true);
  const serials = Array.from({ length: 12 }, (_, i) => `OFF-${number}-${i}`);
  for (const code of serials) await scanSerialUnit(page, serial.barcodes[0]!.barcode, code);
  await expect(page.getByTestId('scan-unit').and(page.locator('[data-state="queued"]'))).toHaveCount(12);
  const labelled = await page.getByTestId('scan-unit').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wms')));
  expect(new Set(labelled).size).toBe(12);

  // A reload without network keeps the screen, its queue and its tally.
  await page.reload();
  await expect(page.getByTestId('scan-unit')).toHaveCount(12);
  await expect(page.getByTestId('tally-row').filter({ hasText: serial.code }).getByTestId('tally-received')).toHaveText('12');

  await context.setOffline(false);
  await expect(page.getByTestId('scan-unit').and(page.locator('[data-state="synced"]'))).toHaveCount(12, { timeout: 30_000 });
  const onServer = await items(page.request, number);
  expect(onServer.map((item) => item.wmsNumber).sort()).toEqual([...labelled].sort());
  expect(onServer.map((item) => item.serial).sort()).toEqual([...serials].sort());
});

test('a serial found in stock only on sync comes back as a problem that is fixed on the screen', async ({ page, context }) => {
  await signedIn(page, 'operator');
  const { serial } = await demoSkus(page.request);
  const first = await createControlNumber(page.request, serial.client.id);
  const second = await createControlNumber(page.request, serial.client.id);
  const taken = `DUP-${first}`;
  await openScanScreen(page, first);
  await scanSerialUnit(page, serial.barcodes[0]!.barcode, taken);
  await expect(page.getByTestId('scan-unit').first()).toHaveAttribute('data-state', 'synced');

  await openScanScreen(page, second);
  await context.setOffline(true);
  await scanSerialUnit(page, serial.barcodes[0]!.barcode, taken);
  await context.setOffline(false);
  const unit = page.getByTestId('scan-unit').first();
  await expect(unit).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(unit.getByRole('alert')).toContainText(`Serial ${taken} is already received`);

  await unit.getByRole('button', { name: 'Fix serial' }).click();
  await unit.getByLabel('Correct serial').fill(`${taken}-B`);
  await unit.getByRole('button', { name: 'Send again' }).click();
  await expect(unit).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  expect((await items(page.request, second)).map((item) => item.serial)).toEqual([`${taken}-B`]);
});
