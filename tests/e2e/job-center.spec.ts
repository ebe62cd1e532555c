import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, signedIn, test, serviceWorkerReady, keptOnDevice } from './support/fixtures';
import { wedgeScan } from './support/wedge';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';

interface Returns {
  units: string[];
  plainCode: string;
  scrapCode: string;
}

/**
 * Ten returns received under a source type that sends its units to QC at goods receipt, and two error
 * codes: one the general rule sends to repair, one that asks for a scrap list. Through the API.
 */
async function returnsInQc(request: APIRequestContext): Promise<Returns> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).payload as T;
  };
  const code = uniqueZoneCode('R', 6);
  const catalogue = (name: string, suffix: string, attributes?: Record<string, string>) =>
    post<{ id: string; code: string }>(`/v1/catalogues/${name}`, { code: `${code}-${suffix}`, name: `${name} ${suffix}`, description: '', active: true, ...(attributes ? { attributes } : {}) });
  const returns = await catalogue('source-type', 'RET', { afterReceipt: 'qc' });
  const plain = await catalogue('error-code', 'SCR', {});
  const scrap = await catalogue('error-code', 'BRK', { onQcFail: 'scrap' });
  const options = await (await request.get('/v1/receiving/options', { headers })).json();
  const clientId = (options.payload.clients as { id: string; code: string }[]).find((c) => c.code === 'NORDIC')!.id;
  const sku = await post<{ id: string }>('/v1/skus', skuBody({ code: `${code}-S`, description: 'Returned handset', clientId, serialised: true, unitValue: null }));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', { ...controlNumberBody(clientId), sourceTypeId: returns.id });
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count: 10 });
  const mutations = numbers.map((wmsNumber, i) => receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: sku.id, serial: `${code}-${i}`, quantity: 1, binCode: 'A-01-01' }));
  await post('/v1/sync', { mutations });
  await post(`/v1/receiving/control-numbers/${cn.number}/goods-receipt`, {});
  return { units: numbers, plainCode: plain.code, scrapCode: scrap.code };
}

test('ten returns through QC offline with a reload in the middle: passes to stock, fails to repair, one onto a draft scrap list', async ({ page, context }) => {
  test.setTimeout(150_000);
  const { units, plainCode, scrapCode } = await returnsInQc(page.request);
  await signedIn(page, 'admin');
  await page.goto('/job-center/qc');
  const prompt = page.getByTestId('job-prompt');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await serviceWorkerReady(page);
  await expect(page.getByTestId('job-queue-unit').filter({ hasText: units[0]! })).toBeVisible();

  await context.setOffline(true);
  const notice = page.getByTestId('job-notice');
  // Units 0–5 pass, 6–8 fail with a plain error code (to repair), 9 fails with the code that asks for scrap.
  const work = async (unit: string, index: number) => {
    await wedgeScan(page, unit);
    await expect(prompt).toHaveAttribute('data-awaiting', 'result');
    await expect(page.getByTestId('job-unit')).toContainText(unit);
    if (index < 6) {
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
      await expect(notice).toContainText(`${unit}`);
      await expect(notice).toContainText('Available stock');
      return;
    }
    await page.getByRole('checkbox', { name: new RegExp(index === 9 ? scrapCode : plainCode) }).check();
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(notice).toContainText(index === 9 ? 'A draft scrap list' : 'Repair queue');
  };
  // A fail needs an error code: the form says so and records nothing.
  await wedgeScan(page, units[6]!);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A failed unit needs at least one error code.' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  for (const [index, unit] of units.slice(0, 5).entries()) await work(unit, index);
  await expect(page.getByTestId('job-recorded').and(page.locator('[data-state="queued"]'))).toHaveCount(5);
  await keptOnDevice(page, 5);

  // A reload without network keeps what was recorded: those units stay out of the queue.
  await page.reload();
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('job-pack-state')).toHaveText('Offline copy of the QC queue');
  await expect(page.getByTestId('job-recorded')).toHaveCount(5);
  await expect(page.getByTestId('job-queue-unit').filter({ hasText: units[0]! })).toHaveCount(0);
  await wedgeScan(page, units[0]!);
  await expect(notice).toContainText('recorded on this device already');
  for (const [index, unit] of units.entries()) if (index >= 5) await work(unit, index);

  await context.setOffline(false);
  await expect(page.getByTestId('job-recorded').and(page.locator('[data-state="synced"]'))).toHaveCount(10, { timeout: 45_000 });

  const headers = { Authorization: `Bearer ${await apiLogin(page.request, 'admin')}` };
  const status = async (unit: string) => ((await (await page.request.get(`/v1/items/${unit}`, { headers })).json()).payload as { status: string }).status;
  const statuses = await Promise.all(units.map(status));
  expect(statuses).toEqual([...Array<string>(6).fill('available'), 'repair', 'repair', 'repair', 'available']);
  // Each result reached the server once: one status movement per unit with the result attached.
  for (const unit of units) {
    const moves = await (await page.request.get(`/v1/movements?item=${unit}&type=status&referenceType=job`, { headers })).json();
    expect(moves.payload.items, unit).toHaveLength(1);
  }
  const queue = await (await page.request.get(`/v1/job-center/queue?type=repair&q=${encodeURIComponent(units[6]!)}`, { headers })).json();
  expect(queue.payload.items).toHaveLength(1);
  const ledger = await (await page.request.get('/v1/ledger/check', { headers })).json();
  expect(ledger.payload.holds).toBe(true);
});

test('units sent to the job center from an item page and from the item list wait on the all-items page, and the repair station records one back to QC', async ({ page }) => {
  // Set-up through the API, then four screens: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const { units } = await returnsInQc(page.request);
  await signedIn(page, 'admin');
  const [unit, selected] = units;

  // The item list's selection goes to a queue in one step.
  await page.goto(`/inventory/item?code=${selected}`);
  const rows = page.getByTestId('table-items').getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('checkbox', { name: `Select ${selected}` }).check();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await bar.getByLabel('Queue').selectOption({ label: 'Clean' });
  await bar.getByRole('button', { name: 'Send to queue' }).click();
  await expect(bar.getByRole('status')).toHaveText('1 unit sent to Clean.');
  await expect(rows.first()).toContainText('Clean');

  await page.goto(`/inventory/item/${unit}`);
  await page.getByRole('button', { name: 'Send to the job center' }).click();
  await page.getByLabel('Queue').selectOption({ label: 'Repair' });
  await page.getByRole('button', { name: 'Send 1 units' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to the job center.' })).toBeVisible();
  await expect(page.getByTestId('item-status')).toHaveText('Repair');

  await page.goto('/job-center?type=clean');
  await expect(page.getByTestId('table-row').filter({ hasText: selected! })).toContainText('Clean');
  await page.goto('/job-center?type=repair');
  const row = page.getByTestId('table-row').filter({ hasText: unit! });
  await expect(row).toContainText('Repair');
  await expect(row.locator('td[data-label="Came from"]')).toHaveText('QC');
  await page.getByRole('link', { name: /Repair station/ }).click();
  const prompt = page.getByTestId('job-prompt');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await wedgeScan(page, unit!);
  // Its QC history is on the bench: nothing yet, it came straight from QC.
  await expect(page.getByTestId('job-unit')).toContainText('No earlier results.');
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('Minutes spent').fill('12');
  await page.getByRole('button', { name: 'Repair done' }).click();
  await expect(page.getByTestId('job-notice')).toContainText('QC queue');
  await expect(page.getByTestId('job-recorded').and(page.locator('[data-state="synced"]'))).toHaveCount(1, { timeout: 30_000 });
});

test('a QC fail with photos: resized on the phone to 1280 px, at most five, synced with the result and shown in the unit history', async ({ page }) => {
  test.setTimeout(120_000);
  const { units, plainCode } = await returnsInQc(page.request);
  const unit = units[0]!;
  await signedIn(page, 'admin');
  await page.goto('/job-center/qc');
  const prompt = page.getByTestId('job-prompt');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await wedgeScan(page, unit);
  await expect(prompt).toHaveAttribute('data-awaiting', 'result');

  // A real 2000 × 1500 PNG, drawn in the page: the station must turn it into a JPEG 1280 px wide.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2000, 1500);
    gradient.addColorStop(0, '#1976d2');
    gradient.addColorStop(1, '#ffc409');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1500);
    context.fillStyle = '#000';
    context.font = '160px sans-serif';
    context.fillText('SCRATCH', 400, 800);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const file = (i: number) => ({ name: `unit-${i}.png`, mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  const addPhoto = page.getByLabel('Add photo');
  await addPhoto.setInputFiles([1, 2, 3, 4, 5, 6].map(file));
  // Five are kept; the control says why it takes no more until one is removed.
  await expect(page.getByRole('button', { name: 'Remove photo 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo 6' })).toHaveCount(0);
  await expect(addPhoto).toBeDisabled();
  await expect(page.getByText('At most 5 photos: remove one to add another.')).toBeVisible();
  for (const n of [5, 4, 3, 2]) await page.getByRole('button', { name: `Remove photo ${n}` }).click();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await expect(addPhoto).toBeEnabled();

  await page.getByRole('checkbox', { name: new RegExp(plainCode) }).check();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByTestId('job-notice')).toContainText('Repair queue');
  await expect(page.getByTestId('job-recorded').and(page.locator('[data-state="synced"]'))).toHaveCount(1, { timeout: 30_000 });

  // The item's history reads the photo with the session's token and shows it, then full size.
  await page.goto(`/inventory/item/${unit}`);
  const open = page.getByRole('button', { name: 'Open photo 1' });
  await open.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /Open photo/ })).toHaveCount(1);
  const width = (image: ReturnType<typeof page.locator>) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  await expect.poll(() => width(open.locator('img'))).toBe(1280);
  await open.click();
  await expect.poll(() => width(page.getByRole('img', { name: 'Full size, 1 of 1' }))).toBe(1280);
});
