import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { closeBinMutation, countEntryMutation } from '../factories/counting';
import { adminToken, countingStock, startedCycle } from './support/counting';
import { expect, signedIn, test } from './support/fixtures';

/** A handheld's count of one bin, as its outbox sends it: the entries, then the close. */
async function countBin(request: APIRequestContext, cycleId: string, binId: string, codes: string[], round = 1): Promise<void> {
  const token = await adminToken(request);
  const binCountId = randomUUID();
  const binCount = { cycleId, binCountId, binId, round };
  const mutations = [...codes.map((code) => countEntryMutation(binCount, code)), closeBinMutation(binCount)];
  const answer = await request.post('/v1/sync', { data: { mutations }, headers: { Authorization: `Bearer ${token}`, Device: 'supervisor-e2e-handheld' } });
  const body = await answer.json();
  expect(body.payload.results.map((result: { status: number }) => result.status)).toEqual(mutations.map(() => 200));
}

test('the supervisor follows a cycle live, orders a recount, completes it and accepts its discrepancies', async ({ page }) => {
  test.setTimeout(90_000);
  // Bin 1 holds two units, bin 2 one, bin 3 none.
  const stock = await countingStock(page.request, [2, 1, 0]);
  const [b1, b2, b3] = stock.bins as [string, string, string];
  const [u1, u2] = stock.units[b1]!;
  const [u3] = stock.units[b2]!;
  const cycleId = await startedCycle(page.request, stock, 'serial');
  const token = await adminToken(page.request);
  const progress = await (await page.request.get(`/v1/counting/cycles/${cycleId}/progress`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const binId = Object.fromEntries(progress.payload.zones.flatMap((zone: { bins: { id: string; code: string }[] }) => zone.bins).map((bin: { id: string; code: string }) => [bin.code, bin.id]));

  // Bin 1: u1 and u3 (which belongs in bin 2); u2 is nowhere. Bin 2 is empty.
  await countBin(page.request, cycleId, binId[b1], [u1!.wmsNumber, u3!.wmsNumber]);
  await signedIn(page, 'supervisor');
  await page.goto(`/inventory/counting/${cycleId}`);
  await expect(page.getByTestId('cycle-status')).toHaveText('In progress');
  await expect(page.getByTestId(`bin-${b1}`)).toContainText('Counted');
  await expect(page.getByTestId(`bin-${b2}`)).toContainText('Not counted');

  // A second device's count arrives: the page reads it on its own.
  await countBin(page.request, cycleId, binId[b2], []);
  await expect(page.getByTestId(`bin-${b2}`)).toContainText('Counted', { timeout: 15_000 });
  await expect(page.getByText('2 of 3 bins counted')).toBeVisible();
  const table = page.getByRole('table', { name: 'Discrepancies' });
  await expect(table.getByRole('row').filter({ hasText: 'Missing' })).toContainText(u2!.wmsNumber);
  await expect(table.getByRole('row').filter({ hasText: 'Wrong bin' })).toContainText(u3!.wmsNumber);

  // Bin 1 is to be counted again; completion waits for it.
  await table.getByRole('checkbox', { name: new RegExp(`Missing .*${u2!.wmsNumber}`) }).check();
  await page.getByRole('button', { name: 'Order recount of the chosen bins' }).click();
  await expect(page.getByText('Recount ordered for 1 bin(s).')).toBeVisible();
  await expect(page.getByTestId(`bin-${b1}`)).toContainText('Recount');
  await expect(page.getByRole('table', { name: 'Recount tasks' })).toContainText('Ordered by a supervisor');
  await page.getByRole('button', { name: 'Complete cycle' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete cycle' }).click();
  await expect(page.getByText(/1 recount task\(s\) of counting cycle .* are still open/)).toBeVisible();

  await countBin(page.request, cycleId, binId[b1], [u1!.wmsNumber, u3!.wmsNumber], 2);
  await countBin(page.request, cycleId, binId[b3], []);
  await expect(page.getByTestId(`bin-${b1}`)).toContainText('Counted', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Complete cycle' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete cycle' }).click();
  await expect(page.getByText('Cycle completed with 2 discrepancies.')).toBeVisible();
  await expect(page.getByTestId('cycle-status')).toHaveText('Completed');
  await expect(page.getByRole('definition').filter({ hasText: '(1 of 3)' })).toHaveText(['33.3 % (1 of 3)', '33.3 % (1 of 3)']);

  await page.getByRole('button', { name: 'Accept all discrepancies' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/^2 accepted\./)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Accepted' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Accept all discrepancies' })).toBeDisabled();
});
