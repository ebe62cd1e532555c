import type { PackOrder } from '../../src/domain/shipping/packing';
import { isSscc } from '../../src/domain/shipping/sscc';
import { expect, signedIn, test } from './support/fixtures';
import { pickedOrder } from './support/shipping';
import { wedgeScan } from './support/wedge';

test('an order is packed on a phone into two cartons, the second offline with a reload in the middle, and arrives exactly once', async ({ page, context }) => {
  test.setTimeout(150_000);
  const world = await pickedOrder(page.request, { serials: 2, bulk: 3 });
  await signedIn(page, 'admin');
  await page.goto('/shipping-out/packing-queue');
  await expect(page.getByTestId('packing-queue-order').filter({ hasText: world.orderNumber })).toContainText(`Totes: ${world.tote}`);
  // The packer scans the tote the picker left: its order opens.
  await wedgeScan(page, world.tote);
  await expect(page).toHaveURL(new RegExp(`packing-detail\\?order=${world.orderId}`));
  const prompt = page.getByTestId('pack-prompt');
  const notice = page.getByTestId('pack-notice');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('pack-order')).toHaveText(world.orderNumber);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await wedgeScan(page, world.serials[0]!);
  await expect(notice).toHaveText('Open a carton first: choose its type.');
  await page.getByRole('button', { name: `Open a ${world.cartonType} carton` }).click();
  await expect(prompt).toHaveAttribute('data-awaiting', 'unit');
  await wedgeScan(page, world.serials[0]!);
  await expect(notice).toContainText(`Packed ${world.serials[0]}`);
  await wedgeScan(page, world.serials[0]!);
  await expect(notice).toHaveText(`${world.serials[0]} is in a carton already.`);
  await wedgeScan(page, world.bulkCode);
  await expect(prompt).toHaveAttribute('data-awaiting', 'quantity');
  await page.getByLabel(`How many of ${world.bulkCode} (3 left)`).fill('2');
  await page.getByRole('button', { name: 'Pack them' }).click();
  await expect(notice).toContainText(`Packed 2 × ${world.bulkCode}`);
  await page.getByRole('button', { name: 'Close this carton' }).click();
  await page.getByLabel('Weight (kg)').fill('50');
  await page.getByRole('button', { name: 'Close carton', exact: true }).click();
  await expect(notice).toHaveText('50 is not a weight this carton can have. Weigh it again.');
  await page.getByLabel('Weight (kg)').fill('1,25');
  await page.getByRole('button', { name: 'Close carton', exact: true }).click();
  await expect(notice).toHaveText('Carton 1 closed. Open the next carton.');
  await expect(page.getByTestId('pack-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(4, { timeout: 30_000 });

  await context.setOffline(true);
  await page.getByRole('button', { name: `Open a ${world.cartonType} carton` }).click();
  await wedgeScan(page, world.serials[1]!);
  await expect(notice).toContainText(`Packed ${world.serials[1]}`);
  // A reload with no network keeps the carton and what is in it.
  await page.reload();
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('pack-order-state')).toHaveText('Offline copy of this order');
  await expect(prompt).toHaveAttribute('data-awaiting', 'unit');
  await expect(page.getByTestId('pack-progress')).toContainText('2 of 3');
  await wedgeScan(page, world.bulkCode);
  await page.getByRole('button', { name: 'Pack them' }).click();
  await expect(prompt).toHaveAttribute('data-awaiting', 'close');
  await page.getByRole('button', { name: 'Close this carton' }).click();
  await page.getByLabel('Weight (kg)').fill('0.9');
  await page.getByRole('button', { name: 'Close carton', exact: true }).click();
  await expect(notice).toHaveText('Carton 2 closed. The order is packed.');
  await expect(prompt).toHaveAttribute('data-awaiting', 'done');

  await context.setOffline(false);
  await expect(page.getByTestId('pack-done')).toContainText(/Shipment SH\d+/, { timeout: 45_000 });
  const pack = (await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers: world.admin })).json()).payload as PackOrder;
  expect(pack.order.status).toBe('packed');
  expect(pack.shipment?.status).toBe('packed');
  expect(pack.cartons.map((carton) => [carton.position, carton.status, carton.weightG])).toEqual([[1, 'closed', 1250], [2, 'closed', 900]]);
  expect(pack.cartons.every((carton) => isSscc(carton.sscc))).toBe(true);
  expect(pack.units.map((unit) => unit.status)).toEqual(pack.units.map(() => 'packed'));
  expect(pack.units.reduce((sum, unit) => sum + unit.quantity, 0)).toBe(5);
});
