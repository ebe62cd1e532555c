import type { OrderDetail } from '../../src/domain/orders/orders';
import type { PackOrder } from '../../src/domain/shipping/packing';
import { isSscc } from '../../src/domain/shipping/sscc';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueZoneCode } from '../factories/unique';
import { expect, signedIn, test, serviceWorkerReady, keptOnDevice } from './support/fixtures';
import { type PickedOrder, pickedOrder } from './support/shipping';
import { wedgeScan } from './support/wedge';

test('an order is packed on a phone into two cartons (the second offline, with a reload), its labels print, it is loaded out offline and one unit comes back', async ({ page, context }) => {
  test.setTimeout(240_000);
  const world = await pickedOrder(page.request, { serials: 2, bulk: 3 });
  const zebra = await startLoopbackPrinter();
  const printerName = `Pack station ${world.orderNumber}`;
  const made = await page.request.post('/v1/printers', { headers: world.admin, data: { name: printerName, host: '127.0.0.1', port: zebra.port, labelSize: '4x6in', dpi: 203, active: true } });
  expect(made.status()).toBe(200);
  const zone = uniqueZoneCode('Q', 6);
  const zoneId = ((await (await page.request.post('/v1/zones', { headers: world.admin, data: zoneBody(zone, 'Docks') })).json()).payload as { id: string }).id;
  const dock = `${zone}-DOCK`;
  expect((await page.request.post('/v1/bins', { headers: world.admin, data: binBody(zoneId, dock, 1) })).status()).toBe(200);

  await signedIn(page, 'admin');
  // The packing station prints on its Zebra.
  await page.goto('/scanner');
  await page.getByRole('region', { name: 'Label printer' }).getByRole('radio', { name: `${printerName} (network printer, 4 × 6 in)` }).check();
  await page.goto('/shipping-out/packing-queue');
  await expect(page.getByTestId('packing-queue-order').filter({ hasText: world.orderNumber })).toContainText(`Totes: ${world.tote}`);
  // The packer scans the tote the picker left: its order opens.
  await wedgeScan(page, world.tote);
  await expect(page).toHaveURL(new RegExp(`packing-detail\\?order=${world.orderId}`));
  const prompt = page.getByTestId('pack-prompt');
  const notice = page.getByTestId('pack-notice');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('pack-order')).toHaveText(world.orderNumber);
  await serviceWorkerReady(page);

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
  await keptOnDevice(page, 2);
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
  // Our own fleet: the station labels both cartons itself from its reserved numbers (the Zebra is
  // unreachable under the browser's offline switch, so the server prints them once the network is back).
  await expect(notice).toHaveText(`This device cannot reach the printer: the labels of ${world.orderNumber} print there once the network is back.`);
  await expect(prompt).toHaveAttribute('data-awaiting', 'done');

  await context.setOffline(false);
  await expect(page.getByTestId('pack-done')).toContainText(/Shipment SH\d+/, { timeout: 45_000 });
  // The shipment exists from the first carton on; the order is packed and labelled once the last close
  // and the label step have synced.
  const packOrder = async () => (await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers: world.admin })).json()).payload as PackOrder;
  const states = async () => {
    const { order, shipment } = await packOrder();
    return `${order.status} ${shipment?.status}`;
  };
  await expect.poll(states, { timeout: 45_000 }).toBe('packed labelled');
  const pack = await packOrder();
  expect(pack.cartons.map((carton) => [carton.position, carton.status, carton.weightG])).toEqual([[1, 'closed', 1250], [2, 'closed', 900]]);
  expect(pack.cartons.every((carton) => isSscc(carton.sscc))).toBe(true);
  expect(pack.units.map((unit) => unit.status)).toEqual(pack.units.map(() => 'packed'));
  expect(pack.units.reduce((sum, unit) => sum + unit.quantity, 0)).toBe(5);
  const shipmentNumber = pack.shipment!.number;
  const [first, second] = pack.cartons.map((carton) => carton.sscc) as [string, string];

  // The Zebra got both labels in one job: each carton's SSCC as GS1-128.
  const job = zebra.jobs.find((one) => one.includes(first))!;
  expect(job).toContain(`(00)${second}`);
  expect(job.match(/\^XA/g)).toHaveLength(2);
  await zebra.close();
  // The same labels on paper: one 4 × 6 in page per carton.
  await page.goto(`/printing/shipping-label/${shipmentNumber}`);
  await expect(page.getByTestId('shipping-label')).toHaveCount(2);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 288 432\s*\]/);

  // Load-out at the dock, offline, with a reload between the cartons.
  await page.goto('/movement/shipment');
  const loadPrompt = page.getByTestId('load-prompt');
  await expect(loadPrompt).toHaveAttribute('data-scanner', 'ready');
  const row = page.getByTestId('load-shipment').filter({ hasText: shipmentNumber });
  await expect(row).toContainText('0 of 2 cartons on');
  await context.setOffline(true);
  await wedgeScan(page, first);
  await expect(page.getByTestId('load-notice')).toHaveText('Scan the dock or trailer first.');
  await wedgeScan(page, `BIN-${dock}`);
  await wedgeScan(page, first);
  await expect(page.getByTestId('load-notice')).toHaveText(`Loaded ${first}. ${shipmentNumber} needs 1 more.`);
  await keptOnDevice(page, 1);
  await page.reload();
  await expect(loadPrompt).toHaveAttribute('data-scanner', 'ready');
  await expect(row).toContainText('1 of 2 cartons on');
  await wedgeScan(page, `BIN-${dock}`);
  await wedgeScan(page, second);
  await expect(row).toContainText('2 of 2 cartons on');
  await page.getByRole('button', { name: `Confirm ${shipmentNumber} shipped` }).click();
  await expect(page.getByTestId('load-notice')).toHaveText(`${shipmentNumber} is shipped.`);
  await context.setOffline(false);
  await expect(page.getByTestId('load-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(3, { timeout: 45_000 });
  const shipped = (await (await page.request.get(`/v1/shipping/orders/${world.orderNumber}`, { headers: world.admin })).json()).payload as OrderDetail;
  expect(shipped.status).toBe('shipped');

  // One serial unit came back: it goes to quality control in the dock's bin.
  const unit = shipped.units.find((one) => one.serial !== null)!;
  await page.goto(`/shipping-out/order-summary/view/${world.orderNumber}`);
  const form = page.getByRole('form', { name: 'Take shipped units back' });
  await form.getByRole('checkbox', { name: new RegExp(unit.wmsNumber) }).check();
  await form.getByLabel('Into bin (label or code)').fill(dock);
  await form.getByLabel('They are').selectOption('qc');
  await form.getByLabel('Why did they come back?').fill('Refused at the door');
  await form.getByRole('button', { name: 'Take them back' }).click();
  await expect(form.getByRole('status')).toHaveText('The units are back in stock.');
  await expect(page.getByTestId('order-reversals')).toContainText(`1 × ${unit.wmsNumber} into ${dock} (qc): Refused at the door`);
  const item = (await (await page.request.get(`/v1/items/${unit.wmsNumber}`, { headers: world.admin })).json()).payload as { status: string };
  expect(item.status).toBe('qc');
});

test('the put-wall shows each unit’s slot, packs it into its order’s carton, and closes and labels each complete order', async ({ page }) => {
  test.setTimeout(150_000);
  const world = await pickedOrder(page.request, { serials: 1, bulk: 1, orders: 2 });
  const [first, second] = [...world.orders].sort((a, b) => a.number.localeCompare(b.number)) as [PickedOrder['orders'][number], PickedOrder['orders'][number]];
  await signedIn(page, 'admin');
  await page.goto('/shipping-out/packing-detail-2');
  await expect(page.getByRole('heading', { name: 'Scan a tote of a batch, or choose one' })).toBeVisible();
  await wedgeScan(page, world.tote);
  await expect(page).toHaveURL(new RegExp(`batch=${world.batchId}`));
  await expect(page.getByTestId('wall-prompt')).toHaveAttribute('data-scanner', 'ready');
  const slot = page.getByTestId('wall-slot');

  await wedgeScan(page, second.serials[0]!);
  await expect(slot).toHaveText(`Slot 2 ${second.number}`);
  await wedgeScan(page, first.serials[0]!);
  await expect(slot).toHaveText(`Slot 1 ${first.number}`);
  // A counted SKU goes to the first order still waiting for it, one unit a scan.
  await wedgeScan(page, world.bulkCode);
  await expect(slot).toHaveText(`Slot 1 ${first.number}`);
  await wedgeScan(page, 'NOT-ON-THE-WALL');
  await expect(page.getByTestId('wall-notice')).toHaveText("NOT-ON-THE-WALL is not a unit of this batch's orders. Set it aside.");
  const closeFirst = page.getByRole('form', { name: 'Close slot 1' });
  await closeFirst.getByLabel('Slot 1 is complete: weight (kg)').fill('0.8');
  await closeFirst.getByRole('button', { name: 'Close and print' }).click();
  await wedgeScan(page, world.bulkCode);
  await expect(slot).toHaveText(`Slot 2 ${second.number}`);
  const closeSecond = page.getByRole('form', { name: 'Close slot 2' });
  await closeSecond.getByLabel('Slot 2 is complete: weight (kg)').fill('0.7');
  await closeSecond.getByRole('button', { name: 'Close and print' }).click();
  await expect(page.getByTestId('wall-slot-row').and(page.locator('[data-done="true"]'))).toHaveCount(2);

  for (const order of [first, second]) {
    await expect
      .poll(async () => ((await (await page.request.get(`/v1/shipping/packing/orders/${order.id}`, { headers: world.admin })).json()).payload as PackOrder).shipment?.status, { timeout: 45_000 })
      .toBe('labelled');
  }
});
