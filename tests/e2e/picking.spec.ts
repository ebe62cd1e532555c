import { type APIRequestContext, type Page, devices } from '@playwright/test';
import type { PickPack } from '../../src/domain/picking/picking';
import { clientBody } from '../factories/clients';
import { binBody, zoneBody } from '../factories/locations';
import { receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';
import { apiLogin, expect, signedIn, test, serviceWorkerReady, keptOnDevice } from './support/fixtures';
import { wedgeScan } from './support/wedge';

interface PickWorld {
  batchId: string;
  batchNumber: string;
  orderNumbers: string[];
  tote: string;
  otherTote: string;
}

/**
 * Through the API: a client of its own with one serialised SKU, 8 units over two bins of a new zone,
 * `orders` allocated orders of one or two units, and a released batch of them; two empty totes.
 */
async function releasedBatch(request: APIRequestContext, orders: number): Promise<PickWorld> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data?: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()).payload as T;
  };
  const client = await post<{ id: string }>('/v1/clients', clientBody({ name: 'Picking test client' }));
  const sku = await post<{ id: string }>('/v1/skus', skuBody({ clientId: client.id, serialised: true, description: 'Picking test SKU' }));
  const code = uniqueZoneCode('K', 6);
  const zone = await post<{ id: string }>('/v1/zones', zoneBody(code, 'Picking test'));
  const bins = [`${code}-02`, `${code}-01`];
  // Created out of walking order: the walk must follow the pick sequence, not the creation.
  await post('/v1/bins', binBody(zone.id, bins[0]!, 20));
  await post('/v1/bins', binBody(zone.id, bins[1]!, 10));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', { clientId: client.id, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' });
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count: 8 });
  const mutations = numbers.map((wmsNumber, i) => receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: sku.id, serial: `${code}-SN${i}`, quantity: 1, binCode: bins[i % 2]! }));
  await post('/v1/sync', { mutations });
  await post(`/v1/receiving/control-numbers/${cn.number}/goods-receipt`);
  const orderNumbers: string[] = [];
  for (let i = 0; i < orders; i += 1) {
    const order = await post<{ number: string }>('/v1/shipping/orders', {
      clientId: client.id, reference: `PICK-${code}-${i}`, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '',
      shipTo: { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '', country: 'ES', phone: '', email: '' },
      lines: [{ skuId: sku.id, quantity: i === 0 ? 2 : 1, lotNumber: null, unit: null }],
    });
    await post(`/v1/shipping/orders/${order.number}/open`);
    await post(`/v1/shipping/orders/${order.number}/allocate`);
    orderNumbers.push(order.number);
  }
  const batch = await post<{ id: string; number: string }>('/v1/shipping/batches', { clientId: client.id, carrierId: null, priority: null, shipBy: null, singleLine: false, maxOrders: orders });
  await post(`/v1/shipping/batches/${batch.number}/release`);
  const totes = await post<{ code: string }[]>('/v1/containers', { type: 'tote', binId: null, active: true, count: 2 });
  return { batchId: batch.id, batchNumber: batch.number, orderNumbers, tote: totes[0]!.code, otherTote: totes[1]!.code };
}

async function packOf(request: APIRequestContext, batchId: string): Promise<PickPack> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  return (await (await request.get(`/v1/shipping/picking/batches/${batchId}/pack`, { headers })).json()).payload as PickPack;
}

/** The WMS numbers held for each task, in walking order, with the task's bin. */
function walkOf(pack: PickPack): { bin: string; units: string[] }[] {
  return [...pack.tasks]
    .sort((a, b) => a.sequence - b.sequence)
    .map((task) => ({ bin: pack.bins.find((bin) => bin.id === task.binId)!.code, units: pack.units.filter((unit) => unit.taskId === task.id).map((unit) => unit.wmsNumber) }));
}

async function openBatch(page: Page, world: PickWorld): Promise<void> {
  await page.goto(`/shipping-out/picking-list?batch=${world.batchId}`);
  await expect(page.getByTestId('pick-prompt')).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('pick-batch')).toHaveText(world.batchNumber);
}

async function pickUnit(page: Page, wmsNumber: string): Promise<void> {
  await wedgeScan(page, wmsNumber);
  await expect(page.getByTestId('pick-notice')).toContainText(`Picked ${wmsNumber}`);
}

test('a batch of 5 orders picked offline, with a reload in the middle, arrives exactly once and leaves the orders picked', async ({ page, context }) => {
  test.setTimeout(150_000);
  const world = await releasedBatch(page.request, 5);
  const walk = walkOf(await packOf(page.request, world.batchId));
  expect(walk.map((stop) => stop.bin)).toEqual([...walk.map((stop) => stop.bin)].sort());
  await signedIn(page, 'admin');
  await openBatch(page, world);
  await serviceWorkerReady(page);

  await context.setOffline(true);
  const prompt = page.getByTestId('pick-prompt');
  await expect(prompt).toHaveAttribute('data-awaiting', 'tote');
  await wedgeScan(page, world.tote);
  await expect(prompt).toHaveAttribute('data-awaiting', 'bin');
  const [first, second] = walk;
  // The wrong bin is refused with the one expected.
  await wedgeScan(page, `BIN-${second!.bin}`);
  await expect(page.getByTestId('pick-notice')).toHaveText(`Wrong bin: this is ${second!.bin}, the task is in ${first!.bin}.`);
  await expect(page.getByTestId('pick-notice')).toHaveAttribute('data-tone', 'rejected');
  await wedgeScan(page, `BIN-${first!.bin}`);
  await expect(prompt).toHaveAttribute('data-awaiting', 'unit');
  // A unit of the other stop is not in this bin.
  await wedgeScan(page, second!.units[0]!);
  await expect(page.getByTestId('pick-notice')).toContainText(`is not in bin ${first!.bin}`);
  const [half, rest] = [first!.units.slice(0, 2), first!.units.slice(2)];
  for (const unit of half) await pickUnit(page, unit);

  // A reload without network keeps the picks, the queue and the walk.
  await keptOnDevice(page, 2);
  await page.reload();
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('pick-pack-state')).toHaveText('Offline copy of this batch');
  await expect(page.getByTestId('pick-entry')).toHaveCount(2);
  await wedgeScan(page, world.tote);
  await wedgeScan(page, `BIN-${first!.bin}`);
  for (const unit of rest) await pickUnit(page, unit);
  await wedgeScan(page, `BIN-${second!.bin}`);
  for (const unit of second!.units) await pickUnit(page, unit);
  await expect(page.getByTestId('pick-summary')).toContainText('6 units picked at 2 of 2 stops.');
  await expect(page.getByTestId('pick-summary')).toContainText('Nothing was short.');

  await context.setOffline(false);
  await expect(page.getByTestId('pick-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(6, { timeout: 45_000 });
  const headers = { Authorization: `Bearer ${await apiLogin(page.request, 'admin')}` };
  for (const number of world.orderNumbers) {
    const order = (await (await page.request.get(`/v1/shipping/orders/${number}`, { headers })).json()).payload as { status: string };
    expect(order.status, number).toBe('picked');
  }
  const after = await packOf(page.request, world.batchId);
  expect(after.batch.status).toBe('picked');
  expect(after.tasks.reduce((sum, task) => sum + task.picked, 0)).toBe(6);
});

test('two pickers on one batch offline pick the same unit: the first is kept, the second is told to put it back', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const world = await releasedBatch(page.request, 2);
  const [stop] = walkOf(await packOf(page.request, world.batchId));
  // A second handheld: its own browser context (own IndexedDB, own outbox).
  const other = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const second = await other.newPage();
  try {
    await signedIn(page, 'admin');
    await signedIn(second, 'supervisor');
    // Both download the batch, then lose the network before reaching a bin: no stop is claimed.
    await openBatch(page, world);
    await openBatch(second, world);
    await page.context().setOffline(true);
    await other.setOffline(true);
    for (const [device, tote] of [[page, world.tote], [second, world.otherTote]] as const) {
      await wedgeScan(device, tote);
      await wedgeScan(device, `BIN-${stop!.bin}`);
      await pickUnit(device, stop!.units[0]!);
    }

    await page.context().setOffline(false);
    await expect(page.getByTestId('pick-entry').and(page.locator('[data-state="synced"]'))).toHaveCount(1, { timeout: 45_000 });
    await other.setOffline(false);
    const refused = second.getByTestId('pick-entry').and(second.locator('[data-state="refused"]'));
    await expect(refused).toHaveCount(1, { timeout: 45_000 });
    await expect(refused).toContainText(`Another device picked ${stop!.units[0]!} first: take this unit out of your tote and put it back in its bin.`);
    const after = await packOf(page.request, world.batchId);
    expect(after.units.find((unit) => unit.wmsNumber === stop!.units[0])).toMatchObject({ status: 'picked' });
  } finally {
    await other.close();
  }
});
