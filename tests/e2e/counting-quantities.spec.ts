import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, countingStock, startedCycle } from './support/counting';
import { expect, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';

interface Discrepancy {
  type: string;
  sku: { code: string } | null;
  expectedBin: { code: string } | null;
  countedBin: { code: string } | null;
  expectedQuantity: number;
  countedQuantity: number;
  value: number | null;
  wmsNumber: string | null;
}

interface Movement {
  type: string;
  quantity: number;
  from: { bin: string | null };
  to: { bin: string | null };
  reference: { type: string | null; id: string } | null;
}

async function asAdmin<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const answer = await request[method](path, { data, headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).payload as T;
}

async function openCountScreen(page: Page, cycleId: string, mode: 'serial' | 'non-serial'): Promise<void> {
  await page.goto(`/inventory/counting/start/${cycleId}`);
  await expect(page.getByTestId('pack-summary')).toBeVisible();
  await page.getByRole('link', { name: 'Count', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/counting-${mode}-items$`));
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-scanner', 'ready');
}

async function openBin(page: Page, bin: string): Promise<void> {
  await wedgeScan(page, `BIN-${bin}`);
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-bin', bin);
}

async function closeBin(page: Page, bin: string): Promise<void> {
  await page.getByRole('button', { name: `Close bin ${bin}` }).click();
  await expect(page.getByTestId('count-prompt')).toHaveAttribute('data-bin', '');
}

test('a non-serial cycle counts quantities (repeated scans add up, a typed figure wins) and its accepted discrepancies adjust the stock', async ({ page }) => {
  test.setTimeout(90_000);
  const stock = await countingStock(page.request, [], [10, 3]);
  const [b1, b2] = stock.bins as [string, string];
  const { countedSku } = stock;
  const cycleId = await startedCycle(page.request, stock, 'non-serial');
  await signedIn(page, 'operator');
  await openCountScreen(page, cycleId, 'non-serial');

  await openBin(page, b1);
  const row = page.getByTestId('bin-progress').locator(`tr[data-code="${countedSku.code}"]`);
  await expect(row.getByRole('cell').first()).toHaveText('10');
  for (let n = 0; n < 3; n += 1) await wedgeScan(page, countedSku.barcode);
  await expect(page.getByLabel(`How many of ${countedSku.code} Counted cable`)).toHaveValue('3');
  await page.getByLabel(`How many of ${countedSku.code} Counted cable`).fill('8');
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await expect(row.getByRole('cell').nth(1)).toHaveText('8');
  await closeBin(page, b1);

  // Scanning the SKU code works as its barcode does; closing the bin records the open quantity.
  await openBin(page, b2);
  await wedgeScan(page, countedSku.code);
  await page.getByLabel(`How many of ${countedSku.code} Counted cable`).fill('5');
  await closeBin(page, b2);
  await expect(page.getByTestId('count-bin').filter({ hasText: b2 })).toContainText('5 counted');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });

  await asAdmin(page.request, 'post', `/v1/counting/cycles/${cycleId}/complete`);
  const { rows } = await asAdmin<{ rows: Discrepancy[] }>(page.request, 'get', `/v1/counting/cycles/${cycleId}/discrepancies`);
  expect(rows.map((d) => [d.type, d.sku?.code, d.expectedBin?.code, d.expectedQuantity, d.countedQuantity, d.value]).sort()).toEqual(
    [
      ['under', countedSku.code, b1, 10, 8, -9],
      ['over', countedSku.code, b2, 3, 5, 9],
    ].sort(),
  );
  await asAdmin(page.request, 'post', `/v1/counting/cycles/${cycleId}/discrepancies/accept`, {});
  const ledger = await asAdmin<{ items: Movement[] }>(page.request, 'get', `/v1/skus/${countedSku.id}/movements?pageSize=50`);
  const adjustments = ledger.items.filter((m) => m.reference?.type === 'counting' && m.reference.id === cycleId);
  expect(adjustments.map((m) => [m.type, m.quantity, m.from.bin, m.to.bin]).sort()).toEqual(
    [
      ['adjust', -2, b1, b1],
      ['adjust', 2, b2, b2],
    ].sort(),
  );
  // Accepting again changes nothing.
  await asAdmin(page.request, 'post', `/v1/counting/cycles/${cycleId}/discrepancies/accept`, {});
  const again = await asAdmin<{ items: Movement[] }>(page.request, 'get', `/v1/skus/${countedSku.id}/movements?pageSize=50`);
  expect(again.items.filter((m) => m.reference?.id === cycleId)).toHaveLength(2);
});

test('a blind cycle never sends what is expected to the handheld', async ({ page }) => {
  test.setTimeout(90_000);
  const stock = await countingStock(page.request, [2, 1]);
  const [b1, b2] = stock.bins as [string, string];
  const [u1, u2] = stock.units[b1]!;
  const [u3] = stock.units[b2]!;
  const cycleId = await startedCycle(page.request, stock, 'serial', true);

  // Everything the handheld receives from now on, as text.
  const received: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/')) received.push(response.text().catch(() => ''));
  });
  await signedIn(page, 'operator');
  await openCountScreen(page, cycleId, 'serial');

  await openBin(page, b1);
  await expect(page.getByTestId('bin-progress')).toHaveText('0 units counted');
  for (const code of [u1!.serial!, u2!.wmsNumber]) {
    await wedgeScan(page, code);
    await expect(page.locator(`[data-testid="count-entry"][data-code="${code}"]`)).toBeVisible();
  }
  await expect(page.getByTestId('bin-progress')).toHaveText('2 units counted');
  await closeBin(page, b1);
  await openBin(page, b2);
  await closeBin(page, b2);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '0', { timeout: 30_000 });

  const bodies = await Promise.all(received);
  const pack = bodies.map((body) => JSON.parse(body || 'null')).find((body) => body?.payload?.cycle?.id === cycleId);
  expect(pack.payload.expected).toBeNull();
  expect(pack.payload.bins.map((bin: { code: string }) => bin.code)).toEqual([b1, b2]);
  for (const unit of [u1!, u2!, u3!]) {
    expect(bodies.some((body) => body.includes(unit.wmsNumber) || body.includes(unit.serial!))).toBe(false);
  }

  // The server knows: the unit of bin 2 was not found.
  const { rows } = await asAdmin<{ rows: Discrepancy[] }>(page.request, 'get', `/v1/counting/cycles/${cycleId}/discrepancies`);
  expect(rows.map((d) => [d.type, d.wmsNumber, d.expectedBin?.code])).toEqual([['missing', u3!.wmsNumber, b2]]);
});
