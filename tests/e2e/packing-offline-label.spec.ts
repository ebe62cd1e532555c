import type { PackOrder } from '../../src/domain/shipping/packing';
import type { ShipmentDetail } from '../../src/domain/shipping/shipments';
import { isSscc } from '../../src/domain/shipping/sscc';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';
import { expect, signedIn, test, serviceWorkerReady } from './support/fixtures';
import { pickedOrder } from './support/shipping';
import { wedgeScan } from './support/wedge';

test('an own-fleet order packed with no network gets its labels on the station’s Zebra at once, the server takes the same numbers on sync, and its label page prints 4 × 6 in or A6', async ({ page, context }) => {
  test.setTimeout(180_000);
  const world = await pickedOrder(page.request, { serials: 1, bulk: 1 });
  const zebra = await startLoopbackPrinter();
  const printerName = `Offline station ${world.orderNumber}`;
  expect((await page.request.post('/v1/printers', { headers: world.admin, data: { name: printerName, host: '127.0.0.1', port: zebra.port, labelSize: '4x6in', dpi: 203, active: true } })).status()).toBe(200);

  await signedIn(page, 'admin');
  await page.goto('/scanner');
  await page.getByRole('region', { name: 'Label printer' }).getByRole('radio', { name: `${printerName} (network printer, 4 × 6 in)` }).check();
  await page.goto(`/shipping-out/packing-detail?order=${world.orderId}`);
  const prompt = page.getByTestId('pack-prompt');
  const notice = page.getByTestId('pack-notice');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await serviceWorkerReady(page);
  // The station holds a block of SSCCs and tracking numbers before the network goes.
  await expect(page.getByTestId('pack-numbers')).toHaveText(/Cartons to label offline: [1-9]\d*/);

  // The server is out of reach; the printer on the station's own network is not.
  await context.route(/\/v1\//, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `Open a ${world.cartonType} carton` }).click();
  await wedgeScan(page, world.serials[0]!);
  await expect(notice).toContainText(`Packed ${world.serials[0]}`);
  await wedgeScan(page, world.bulkCode);
  await page.getByRole('button', { name: 'Pack them' }).click();
  await expect(prompt).toHaveAttribute('data-awaiting', 'close');
  await page.getByRole('button', { name: 'Close this carton' }).click();
  await page.getByLabel('Weight (kg)').fill('0.8');
  await page.getByRole('button', { name: 'Close carton', exact: true }).click();
  await expect(notice).toHaveText(`Labels of ${world.orderNumber} printed. Stick one on each carton.`);
  await expect.poll(() => zebra.jobs.length).toBe(1);
  const job = zebra.jobs[0]!;
  const sscc = /\(00\)(\d{18})/.exec(job)?.[1];
  const tracking = /\^FD(OWN[A-Z0-9-]*)\^FS/.exec(job)?.[1];
  expect(sscc && isSscc(sscc)).toBe(true);
  expect(tracking).toBeTruthy();
  expect(job.match(/\^XA/g)).toHaveLength(1);
  // Nothing reached the server meanwhile.
  const before = (await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers: world.admin })).json()).payload as PackOrder;
  expect(before.cartons).toHaveLength(0);

  await context.unroute(/\/v1\//);
  await expect(page.getByTestId('pack-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(5, { timeout: 45_000 });
  const pack = (await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers: world.admin })).json()).payload as PackOrder;
  expect(pack.shipment?.status).toBe('labelled');
  const shipment = (await (await page.request.get(`/v1/shipping/shipments/${pack.shipment!.number}`, { headers: world.admin })).json()).payload as ShipmentDetail;
  expect(shipment.cartonList.map((carton) => [carton.sscc, carton.trackingNumber])).toEqual([[sscc, tracking]]);
  // The server printed nothing more: the station's label is the one.
  expect(zebra.jobs).toHaveLength(1);
  await zebra.close();

  // The label page prints 4 × 6 in or A6: the station's choice is kept on the device.
  const mediaBox = async () => /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec((await page.pdf({ preferCSSPageSize: true })).toString('latin1'))!.slice(1).map(Number);
  await page.goto(`/printing/shipping-label/${pack.shipment!.number}?size=a6`);
  await expect(page.getByTestId('shipping-label')).toHaveCount(1);
  // 105 × 148 mm in points.
  const [width, height] = await mediaBox();
  expect(width).toBeCloseTo(297.64, 0);
  expect(height).toBeCloseTo(419.53, 0);
  await page.goto(`/printing/shipping-label/${pack.shipment!.number}`);
  await expect(page.getByTestId('shipping-label')).toHaveCount(1);
  expect(await mediaBox()).toEqual([288, 432]);
  await page.getByLabel('Label size').selectOption('a6');
  await page.reload();
  await expect(page.getByTestId('shipping-labels')).toHaveAttribute('data-size', 'a6');
  expect((await mediaBox())[0]).toBeCloseTo(297.64, 0);
});
