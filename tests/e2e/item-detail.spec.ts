import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { uniqueId } from '../factories/unique';
import { expect, pageTitle, signedIn, test } from './support/fixtures';
import { axeFindings, COLOUR_RULES, overflowFindings } from './support/screen-checks';

async function call<T>(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${token}`, Device: 'item-detail-e2e' };
  const answer = data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  const body = await answer.json();
  expect(answer.status(), JSON.stringify(body)).toBe(200);
  return body.payload as T;
}

/** A NORDIC serialised unit scanned in and posted: `available`, having been `received`. */
async function availableUnit(request: APIRequestContext, token: string): Promise<string> {
  const options = await call<{ clients: { id: string; code: string }[] }>(request, token, '/v1/receiving/options');
  const nordic = options.clients.find((c) => c.code === 'NORDIC')!;
  const skus = await call<{ id: string; serialised: boolean }[]>(request, token, `/v1/receiving/options/skus?clientId=${nordic.id}`);
  const cn = await call<{ number: string }>(request, token, '/v1/receiving/control-numbers', controlNumberBody(nordic.id));
  const [wmsNumber] = (await call<{ numbers: string[] }>(request, token, '/v1/receiving/wms-blocks', { count: 1 })).numbers;
  const mutation = receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: skus.find((s) => s.serialised)!.id, serial: `E2E-${randomUUID().slice(0, 10)}`, quantity: 1, binCode: null });
  await call(request, token, '/v1/sync', { mutations: [mutation] });
  await call(request, token, `/v1/receiving/items/${wmsNumber}/goods-receipt`, {});
  return wmsNumber!;
}

test('an admin opens an item, grades and tags it, reverts its status with a reason and sees the revert in its history', async ({ page }) => {
  // Seven round trips to the server and two modals: more than the default on a busy CI machine.
  test.setTimeout(90_000);
  const token = await signedIn(page, 'admin');
  const wms = await availableUnit(page.request, token);
  const tagName = `Check ${uniqueId()}`;
  await call(page.request, token, '/v1/tags', { name: tagName, colour: '#3949AB', active: true });

  await page.goto(`/inventory/item/${wms}`);
  await expect(pageTitle(page)).toHaveText(wms);
  await expect(page.getByTestId('item-status')).toHaveText('Available');
  const history = page.getByRole('list', { name: 'Movements of this unit' });
  await expect(history.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit item' }).click();
  const edit = page.getByRole('form', { name: `Edit item ${wms}` });
  await edit.getByLabel('Condition').selectOption({ label: 'Damaged' });
  await edit.getByRole('checkbox', { name: tagName }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item saved.' })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'Damaged' })).toHaveCount(1);
  await expect(facts.filter({ hasText: tagName })).toHaveCount(1);

  await page.getByRole('button', { name: 'Revert status' }).click();
  const revert = page.getByRole('form', { name: 'Revert status' });
  await expect(revert.getByLabel('Back to status')).toHaveValue('received');
  await revert.getByLabel('Reason').fill('Posted before QC');
  await revert.getByRole('button', { name: 'Revert status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status reverted.' })).toBeVisible();
  await expect(page.getByTestId('item-status')).toHaveText('Received');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('Status change');
  await expect(newest).toContainText('Available → Received');
  await expect(newest).toContainText('Posted before QC');
});

test('an unknown WMS number shows the not-found screen inside the menu layout', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.goto('/inventory/item/WMS-NEVER-ISSUED');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the item screen, live and deleted, passes axe in both schemes and fits a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const token = await signedIn(page, 'admin');
  const wms = await availableUnit(page.request, token);
  await call(page.request, token, `/v1/items/${wms}/convert-to-non-inventory`, { reason: 'Kept as a sample for the client, a long reason that must wrap on a phone' });
  const url = `/inventory/item/${wms}`;
  await page.goto(url);
  await expect(pageTitle(page)).toHaveText(wms);
  await page.waitForLoadState('networkidle');
  const findings = [...(await overflowFindings(page, url)), ...(await axeFindings(page, `light ${url}`))];
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  findings.push(...(await axeFindings(page, `dark ${url}`, COLOUR_RULES)));
  await page.getByRole('button', { name: 'Force delete' }).click();
  await expect(page.getByLabel(`Type ${wms} to confirm`)).toBeVisible();
  // Only overflow here: the shared Ionic modal (ui/modal-frame) has axe findings of its own, in every feature.
  findings.push(...(await overflowFindings(page, `force-delete ${url}`)));
  await page.getByLabel(`Type ${wms} to confirm`).fill(wms);
  await page.getByLabel('Reason').fill('Label printed twice');
  await page.getByRole('form', { name: 'Force delete' }).getByRole('button', { name: 'Force delete' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'This item was deleted' })).toContainText('Label printed twice');
  findings.push(...(await overflowFindings(page, url)), ...(await axeFindings(page, `deleted ${url}`)));
  expect(findings.join('\n'), 'accessibility and overflow findings').toBe('');
});
