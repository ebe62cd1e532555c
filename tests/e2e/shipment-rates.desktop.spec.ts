import type { PackOrder } from '../../src/domain/shipping/packing';
import type { ShipmentDetail } from '../../src/domain/shipping/shipments';
import { startEasyPostDouble } from '../../src/server/testing/easypost-double';
import { closeCartonMutation, openCartonMutation, packItemMutation } from '../factories/packing';
import { uniqueCode } from '../factories/unique';
import { expect, signedIn, test } from './support/fixtures';
import { pickedOrder } from './support/shipping';

test('the shipment screen lists the carrier’s rates, the cheapest chosen, and buys the label of the rate chosen instead', async ({ page, context }) => {
  test.setTimeout(180_000);
  const world = await pickedOrder(page.request, { serials: 1, bulk: 1 });
  const headers = world.admin;
  const post = async <T>(path: string, data: unknown, method: 'post' | 'put' = 'post'): Promise<T> => {
    const answer = await page.request[method](path, { data, headers });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()).payload as T;
  };
  // Packed through the API: the packing screens have tests of their own.
  const cartonId = crypto.randomUUID();
  await post('/v1/sync', { mutations: [openCartonMutation(world.orderId, world.cartonTypeId, cartonId)] });
  const pack = (await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers })).json()).payload as PackOrder;
  await post('/v1/sync', { mutations: [...pack.units.filter((unit) => unit.status === 'picked').map((unit) => packItemMutation(cartonId, unit.id)), closeCartonMutation(cartonId, 1_500)] });
  const number = ((await (await page.request.get(`/v1/shipping/packing/orders/${world.orderId}`, { headers })).json()).payload as PackOrder).shipment!.number;

  const double = await startEasyPostDouble();
  const credential = await post<{ id: string }>('/v1/settings/shipping-api', { carrier: 'EasyPost', accountNumber: '', apiUrl: double.url, username: '', secret: double.apiKey, active: true });
  try {
    const carrier = await post<{ id: string }>('/v1/catalogues/carrier', { code: uniqueCode('EP-', 6), name: 'EasyPost', description: '', active: true, attributes: { trackingUrlTemplate: '', cutoffTime: '' } });
    await post(`/v1/shipping/shipments/${number}`, { carrierId: carrier.id, service: '', declaredValue: 4_000, currency: 'USD' }, 'put');

    await signedIn(page, 'admin');
    await page.goto(`/shipping-out/shipment-create-detail/${number}`);
    const rates = page.getByRole('group', { name: 'Choose the rate to buy' });
    const cheapest = rates.getByRole('radio', { name: 'USPS Priority · $8.10 · 2 days' });
    const ground = rates.getByRole('radio', { name: 'UPS Ground · $12.40 · 4 days' });
    await expect(cheapest).toBeChecked();
    await expect(ground).not.toBeChecked();
    // Asking for rates bought nothing.
    expect(double.calls.filter((call) => call.path.endsWith('/buy'))).toHaveLength(0);

    await ground.check();
    const printPage = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Buy label' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Labels bought' })).toBeVisible();
    await (await printPage).close();
    await expect(page.getByTestId('shipment-status')).toHaveText('Labelled');
    await expect(page.getByRole('group', { name: 'Choose the rate to buy' })).toHaveCount(0);
    const shipment = (await (await page.request.get(`/v1/shipping/shipments/${number}`, { headers })).json()).payload as ShipmentDetail;
    expect(shipment).toMatchObject({ status: 'labelled', service: 'UPS:Ground', provider: 'easypost' });
    expect(double.labelsBought(`${shipment.id}-0`)).toBe(1);
    expect(double.insured(`${shipment.id}-0`)).toEqual(['40.00']);
  } finally {
    await page.request.delete(`/v1/settings/shipping-api/${credential.id}`, { headers });
    await double.close();
  }
});
