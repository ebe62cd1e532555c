import type { Page } from '@playwright/test';
import type { PackOrder } from '../../src/domain/shipping/packing';
import { expect, signedIn, test } from './support/fixtures';
import { pickedOrder } from './support/shipping';
import { wedgeScan } from './support/wedge';

/**
 * A USB point-of-sale scale as WebHID shows it (usage page 0x8D), installed before the app loads: the
 * browser's chooser gives it, the test sends its data reports (status, unit, exponent, weight), and
 * unplugs and plugs it back.
 */
function fakeScale() {
  const scale = Object.assign(new EventTarget(), {
    opened: false,
    productName: 'Bench scale',
    collections: [{ usagePage: 0x8d }],
    async open() {
      scale.opened = true;
    },
  });
  const hid = Object.assign(new EventTarget(), { getDevices: async () => [], requestDevice: async () => [scale] });
  Object.defineProperty(navigator, 'hid', { value: hid });
  const connection = (type: string) => hid.dispatchEvent(Object.assign(new Event(type), { device: scale }));
  Object.assign(window, {
    sendScaleReport(bytes: number[]) {
      scale.dispatchEvent(Object.assign(new Event('inputreport'), { data: new DataView(Uint8Array.from(bytes).buffer) }));
    },
    unplugScale: () => connection('disconnect'),
    plugScale: () => connection('connect'),
  });
}

type ScaleWindow = { sendScaleReport: (bytes: number[]) => void; unplugScale: () => void; plugScale: () => void };
const sendReport = (page: Page, bytes: number[]) => page.evaluate((report) => (window as unknown as ScaleWindow).sendScaleReport(report), bytes);

test('a packing station weighs the carton on its USB scale: a moving reading waits, a steady one fills the weight the packer confirms', async ({ page }) => {
  const world = await pickedOrder(page.request, { serials: 1, bulk: 1 });
  await page.addInitScript(fakeScale);
  await signedIn(page, 'admin');
  await page.goto(`/shipping-out/packing-detail?order=${world.orderId}`);
  const prompt = page.getByTestId('pack-prompt');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await page.getByRole('button', { name: `Open a ${world.cartonType} carton` }).click();
  await wedgeScan(page, world.serials[0]!);
  await expect(page.getByTestId('pack-notice')).toContainText(`Packed ${world.serials[0]}`);
  await wedgeScan(page, world.bulkCode);
  await page.getByRole('button', { name: 'Pack them' }).click();
  await expect(prompt).toHaveAttribute('data-awaiting', 'close');
  await page.getByRole('button', { name: 'Close this carton' }).click();

  await page.getByRole('button', { name: 'Connect a scale' }).click();
  const reading = page.getByTestId('scale-reading');
  await expect(reading).toHaveText('Scale Bench scale: waiting for a reading…');
  // Still settling: 1.1 kg in grams, not taken.
  await sendReport(page, [3, 2, 0, 0x4c, 0x04]);
  await expect(reading).toHaveText('Scale: 1.100 kg, still moving…');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('');
  // At rest: 2.75 lb as 275 × 10^-2 lb, 1.247 kg.
  await sendReport(page, [4, 12, 0xfe, 0x13, 0x01]);
  await expect(reading).toHaveText('Scale: 1.247 kg');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('1.247');
  // Unplugged: its reading goes, the weight it gave stays; plugged back, it is read again.
  await page.evaluate(() => (window as unknown as ScaleWindow).unplugScale());
  await expect(reading).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect a scale' })).toBeVisible();
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('1.247');
  await page.evaluate(() => (window as unknown as ScaleWindow).plugScale());
  await expect(reading).toHaveText('Scale Bench scale: waiting for a reading…');
  await sendReport(page, [4, 12, 0xfe, 0x13, 0x01]);
  await expect(reading).toHaveText('Scale: 1.247 kg');
  await page.getByRole('button', { name: 'Close carton', exact: true }).click();
  await expect(prompt).toHaveAttribute('data-awaiting', 'done', { timeout: 15_000 });

  await expect
    .poll(async () => ((await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers: world.admin })).json()).payload as PackOrder).cartons.map((carton) => carton.weightG), { timeout: 30_000 })
    .toEqual([1247]);
});
