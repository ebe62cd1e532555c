import { randomUUID } from 'node:crypto';
import { closeBinMutation } from '../factories/counting';
import { adminToken, countingProgress, countingStock, createdCycle, startedCycle } from './support/counting';
import { expect, signedIn, test } from './support/fixtures';

type Progress = { cycle: { number: string }; zones: { bins: { id: string; code: string }[] }[] };

test('a cycle not started shows its scope, and its state chip follows the start without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const stock = await countingStock(page.request, [1, 0]);
  const cycleId = await createdCycle(page.request, stock, 'serial');
  await signedIn(page, 'supervisor');
  await page.goto(`/inventory/counting/${cycleId}`);
  await expect(page.getByTestId('cycle-status')).toHaveText('Created');
  const scope = page.getByRole('region', { name: 'What this cycle will count' });
  await expect(scope).toContainText('Not started yet');
  await expect(scope.getByRole('definition').first()).toContainText(stock.zone.code);
  await expect(scope).toContainText('Every serialised SKU');
  await expect(page.getByText(/0 of 0 bins/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Start cycle' }).click();
  await expect(page.getByRole('button', { name: 'Start cycle' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('cycle-status')).toHaveText('In progress');
  await expect(page.getByText('0 of 2 bins counted · 0 units counted')).toBeVisible();
});

test('completing with bins not counted lists them, says what happens to them, and asks first', async ({ page }) => {
  test.setTimeout(120_000);
  const stock = await countingStock(page.request, [1, 0, 0]);
  const [b1, b2, b3] = stock.bins as [string, string, string];
  const cycleId = await startedCycle(page.request, stock, 'serial');
  const progress = await countingProgress<Progress>(page.request, cycleId);
  const binId = Object.fromEntries(progress.zones.flatMap((zone) => zone.bins).map((bin) => [bin.code, bin.id]));
  // Bin 2 is counted (empty, as expected); bins 1 and 3 are not.
  const mutation = closeBinMutation({ cycleId, binCountId: randomUUID(), binId: binId[b2]! });
  const token = await adminToken(page.request);
  const synced = await page.request.post('/v1/sync', { data: { mutations: [mutation] }, headers: { Authorization: `Bearer ${token}`, Device: 'states-e2e-handheld' } });
  expect((await synced.json()).payload.results[0].status).toBe(200);

  await signedIn(page, 'supervisor');
  await page.goto(`/inventory/counting/${cycleId}`);
  await expect(page.getByTestId(`bin-${b2}`)).toContainText('Counted');
  await page.getByRole('button', { name: 'Complete cycle' }).click();
  const question = page.getByRole('region', { name: '2 bins of 3 are not counted' });
  await expect(question).toContainText('their stock is not compared with what was expected and stays as it is');
  await expect(question.getByRole('list', { name: 'Bins not counted' }).getByRole('listitem')).toHaveText([new RegExp(b1), new RegExp(b3)]);

  await question.getByRole('button', { name: 'Keep counting' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('cycle-status')).toHaveText('In progress');

  await page.getByRole('button', { name: 'Complete cycle' }).click();
  await page.getByRole('button', { name: 'Complete with 2 bins not counted' }).click();
  await expect(page.getByText(/^Cycle completed with \d+ discrepancies\.$/)).toBeVisible();
  await expect(page.getByTestId('cycle-status')).toHaveText('Completed');
});

test('a step the cycle’s state no longer allows names that state in the user’s words', async ({ page }) => {
  test.setTimeout(120_000);
  const stock = await countingStock(page.request, [0]);
  const cycleId = await startedCycle(page.request, stock, 'serial');
  const { cycle } = await countingProgress<Progress>(page.request, cycleId);
  await signedIn(page, 'supervisor');
  await page.goto(`/inventory/counting/cancel/${cycleId}`);
  await page.getByRole('textbox', { name: /Reason/ }).fill('Wrong zone');
  // Someone else completes the cycle meanwhile.
  const token = await adminToken(page.request);
  expect((await page.request.post(`/v1/counting/cycles/${cycleId}/complete`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Cancel cycle' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Counting cycle ${cycle.number} is now “Completed”: this step is no longer possible, and it cannot change state any more.`);
});
