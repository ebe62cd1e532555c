import { freshTrackingNumber, trackingBody } from '../factories/tracking';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';


async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiLogin(request, 'admin');
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).payload as T;
}

type Row = { id: string; state: string; arrivedBy: string | null; client: { name: string } | null };

test('parcels scanned offline at the dock reach the server once, each with its state', async ({ page, context }) => {
  const token = await apiLogin(page.request, 'admin');
  const options = (await (await page.request.get('/v1/receiving/client-trackings/options', { headers: { Authorization: `Bearer ${token}` } })).json()).payload;
  const acme = options.clients.find((c: { code: string }) => c.code === 'ACME');
  const expected = freshTrackingNumber('EXP');
  const unknown = freshTrackingNumber('UNK');
  const created = await page.request.post('/v1/receiving/client-trackings', {
    headers: { Authorization: `Bearer ${token}` },
    data: trackingBody(acme.id, { trackingNumber: expected }),
  });
  expect(created.status()).toBe(200);

  await signedIn(page, 'operator');
  await page.goto('/receiving/client-tracking-list');
  await expect(page.getByText('Nothing scanned yet.')).toBeVisible();
  await context.setOffline(true);
  await wedgeScan(page, expected);
  await wedgeScan(page, unknown);
  const scans = page.getByTestId('tracking-scan');
  await expect(scans).toHaveCount(2);
  await expect(scans.filter({ hasText: expected })).toHaveAttribute('data-state', 'queued');
  await expect(scans.filter({ hasText: unknown })).toContainText('Queued (offline)');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-queued', '2');

  await context.setOffline(false);
  await expect(scans.filter({ hasText: expected })).toHaveAttribute('data-state', 'arrived', { timeout: 20_000 });
  await expect(scans.filter({ hasText: expected })).toContainText('ACME Electronics');
  await expect(scans.filter({ hasText: unknown })).toHaveAttribute('data-state', 'unexpected');
  await expect(scans.filter({ hasText: unknown })).toContainText('Unexpected: not registered');

  const [arrived] = (await adminGet<{ items: Row[] }>(page.request, `/v1/receiving/client-trackings?q=${expected}`)).items;
  expect(arrived).toMatchObject({ state: 'arrived', arrivedBy: 'operator', client: { name: 'ACME Electronics' } });
  const recorded = (await adminGet<{ items: Row[] }>(page.request, `/v1/receiving/client-trackings?q=${unknown}`)).items;
  expect(recorded).toEqual([expect.objectContaining({ state: 'unexpected', client: null, arrivedBy: 'operator' })]);
  for (const row of [arrived!, recorded[0]!]) {
    const audit = await adminGet<{ items: unknown[] }>(page.request, `/v1/settings/audit?action=tracking.arrive&q=${row.id}`);
    expect(audit.items).toHaveLength(1);
  }
});

test('a number that is not a tracking number is refused on the spot', async ({ page }) => {
  await signedIn(page, 'operator');
  await page.goto('/receiving/client-tracking-list');
  await page.getByLabel('Tracking number').fill('NOT A NUMBER');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('alert')).toContainText('is not a tracking number');
  await expect(page.getByTestId('tracking-scan')).toHaveCount(0);
});
