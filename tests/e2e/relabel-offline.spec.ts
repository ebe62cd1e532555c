import type { BrowserContext, Page } from '@playwright/test';
import { apiLogin, expect, serviceWorkerReady, signedIn, test } from './support/fixtures';
import { receivedAtDock } from './support/stock';
import { wedgeScan } from './support/wedge';
import { moveMutation, toContainer } from '../factories/movement';
import { relabelMutation } from '../factories/relabel';

/** The relabel screen opened online (units downloaded, WMS numbers reserved, the app cached), then the network gone. */
async function relabelScreenOffline(page: Page, context: BrowserContext) {
  await signedIn(page, 'supervisor');
  await page.goto('/relabel');
  const prompt = page.getByTestId('relabel-prompt');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('relabel-pool')).not.toContainText(': 0');
  await serviceWorkerReady(page);
  await context.setOffline(true);
  return prompt;
}

/** `from → to` pairs of a relabel entry, as the screen lists them. */
const changesOf = (text: string) => new Map([...text.matchAll(/([^\s,]+) → ([^\s,]+)/g)].map((match) => [match[1]!, match[2]!]));

test('relabels offline from the downloaded units: an old label and a container, a reload between, each relabel on the server once', async ({ page, context }) => {
  test.setTimeout(150_000);
  const { dock, post, units } = await receivedAtDock(page.request, 'RO', 3, 'Relabel offline test');
  const [first, second, third] = units as [string, string, string];
  const headers = { Authorization: `Bearer ${await apiLogin(page.request, 'admin')}` };
  const get = async <T>(path: string): Promise<T> => (await (await page.request.get(path, { headers })).json()).payload as T;
  const idOf = async (code: string) => (await get<{ units: { id: string }[] }>(`/v1/relabel/units?code=${code}`)).units[0]!.id;
  const relabelCount = async (code: string) => (await get<{ history: { type: string }[] }>(`/v1/items/${code}`)).history.filter((row) => row.type === 'relabel').length;

  // The first unit was relabelled before: the device's download carries its old label.
  const [earlier] = (await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count: 1 })).numbers as [string];
  await post('/v1/sync', { mutations: [relabelMutation([{ itemId: await idOf(first), newNumber: earlier }])] });
  // The other two lie in a tote on the dock.
  const dockId = (await get<{ bins: { id: string; code: string }[] }>('/v1/relabel/pack')).bins.find((bin) => bin.code === dock)!.id;
  const [tote] = await post<{ id: string; code: string }[]>('/v1/containers', { type: 'tote', binId: dockId, active: true, count: 1 });
  await post('/v1/sync', { mutations: [moveMutation({ kind: 'item', itemId: await idOf(second) }, toContainer(tote!.id)), moveMutation({ kind: 'item', itemId: await idOf(third) }, toContainer(tote!.id))] });

  const prompt = await relabelScreenOffline(page, context);
  await wedgeScan(page, first);
  await expect(page.getByTestId('relabel-notice')).toContainText(`${first} was relabelled earlier: now ${earlier}. ${earlier} is now`);
  await wedgeScan(page, tote!.code);
  await expect(page.getByTestId('relabel-notice')).toContainText(`2 units of container ${tote!.code} get new labels`);
  const entries = page.getByTestId('relabel-entry');
  await expect(entries.and(page.locator('[data-state="queued"]'))).toHaveCount(2);
  const firstNow = changesOf((await entries.nth(1).locator('div').first().textContent())!).get(earlier)!;
  const inTote = changesOf((await entries.nth(0).locator('div').first().textContent())!);
  const secondNow = inTote.get(second)!;
  expect([firstNow, secondNow, inTote.get(third)]).not.toContain(undefined);

  // A reload without network: the device's copy has the new numbers, the old ones as aliases, and the list its relabels.
  await page.reload();
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(page.getByTestId('relabel-pack-state')).toHaveText("Offline copy of the warehouse's places");
  await expect(entries.and(page.locator('[data-state="queued"]'))).toHaveCount(2);
  await expect(entries.first()).toHaveAttribute('data-to', [...inTote.values()].join(' '));
  await page.getByLabel('New label').selectOption('reprint');
  await expect(prompt).toHaveAttribute('data-mode', 'reprint');
  await wedgeScan(page, second);
  await expect(page.getByTestId('relabel-notice')).toContainText(`${second} was relabelled earlier: now ${secondNow}. Label ${secondNow} printed again.`);
  await wedgeScan(page, earlier);
  await expect(page.getByTestId('relabel-notice')).toContainText(`${earlier} was relabelled earlier: now ${firstNow}.`);
  // A label too damaged to scan: found by part of its number among the units on the device.
  const thirdNow = inTote.get(third)!;
  await page.getByLabel('Part of the WMS number or serial').fill(thirdNow);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Relabel ${thirdNow}`, exact: true }).click();
  await expect(page.getByTestId('relabel-notice')).toContainText(`Label ${thirdNow} printed again.`);

  await context.setOffline(false);
  await expect(entries.and(page.locator('[data-state="synced"]'))).toHaveCount(5, { timeout: 45_000 });
  await expect.poll(() => relabelCount(firstNow), { timeout: 45_000 }).toBe(3);
  // Once each: the earlier relabel, the one offline and the reprint of the first; the tote's and a reprint of each other unit.
  expect(await relabelCount(secondNow)).toBe(2);
  expect(await relabelCount(thirdNow)).toBe(2);
  expect(await get(`/v1/items/${second}`)).toMatchObject({ wmsNumber: secondNow, relabelled: { code: second, wmsNumber: secondNow } });
  expect(await get(`/v1/items/${first}`)).toMatchObject({ wmsNumber: firstNow, relabelled: { code: first, wmsNumber: firstNow } });
});

/**
 * A unit relabelled offline on the relabel screen whose new number the office meanwhile gives to
 * another unit: the handheld's relabel can only be refused once it syncs.
 */
async function relabelTheServerWillRefuse(page: Page, context: BrowserContext, prefix: string, title: string) {
  const { post, units } = await receivedAtDock(page.request, prefix, 2, title);
  const [unit, other] = units as [string, string];
  const headers = { Authorization: `Bearer ${await apiLogin(page.request, 'admin')}` };
  const get = async <T>(path: string): Promise<T> => (await (await page.request.get(path, { headers })).json()).payload as T;

  const prompt = await relabelScreenOffline(page, context);
  await wedgeScan(page, unit);
  const entries = page.getByTestId('relabel-entry');
  await expect(entries.and(page.locator('[data-state="queued"]'))).toHaveCount(1);
  const unitNow = (await entries.first().getAttribute('data-to'))!;
  expect(unitNow).not.toBe(unit);
  const otherId = (await get<{ units: { id: string }[] }>(`/v1/relabel/units?code=${other}`)).units[0]!.id;
  await post('/v1/sync', { mutations: [relabelMutation([{ itemId: otherId, newNumber: unitNow }])] });
  return { prompt, entries, unit, unitNow, get };
}

test('takes a relabel the server refused off the device: the unit answers to its old number again', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { prompt, entries, unit, unitNow, get } = await relabelTheServerWillRefuse(page, context, 'RR', 'Relabel refused test');

  await context.setOffline(false);
  await expect(entries.and(page.locator('[data-state="refused"]'))).toHaveCount(1, { timeout: 45_000 });
  await expect(entries.first().getByRole('alert')).toContainText(`${unitNow} is or was another label's number`);
  // The device no longer takes the unit for the number the server refused it.
  await page.getByLabel('New label').selectOption('reprint');
  await expect(prompt).toHaveAttribute('data-mode', 'reprint');
  await wedgeScan(page, unit);
  await expect(page.getByTestId('relabel-notice')).toContainText(`Label ${unit} printed again.`);
  await page.reload();
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(entries.and(page.locator('[data-state="refused"]'))).toHaveCount(1);
  await page.getByLabel('New label').selectOption('reprint');
  await expect(prompt).toHaveAttribute('data-mode', 'reprint');
  await wedgeScan(page, unit);
  await expect(page.getByTestId('relabel-notice')).toContainText(`Label ${unit} printed again.`);
  // The refusal discarded: its outbox entry is gone, and the relabel still is not applied again.
  await page.goto('/scanner');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('list', { name: 'Queued changes' }).getByRole('button', { name: 'Discard' }).first().click();
  await expect(page.getByRole('list', { name: 'Queued changes' }).getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await page.goto('/relabel');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await page.getByLabel('New label').selectOption('reprint');
  await expect(prompt).toHaveAttribute('data-mode', 'reprint');
  await wedgeScan(page, unit);
  await expect(page.getByTestId('relabel-notice')).toContainText(`Label ${unit} printed again.`);
  expect(await get(`/v1/items/${unit}`)).toMatchObject({ wmsNumber: unit });
});

test('keeps a relabel refused and discarded while its screen was closed off the device', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { prompt, entries, unit } = await relabelTheServerWillRefuse(page, context, 'RC', 'Relabel refused elsewhere test');

  // The refusal comes back to the device page, not to the relabel screen, and is discarded there.
  await page.goto('/scanner');
  await context.setOffline(false);
  const discard = page.getByRole('list', { name: 'Queued changes' }).getByRole('button', { name: 'Discard' });
  await expect(discard).toHaveCount(1, { timeout: 45_000 });
  page.once('dialog', (dialog) => void dialog.accept());
  await discard.click();
  await expect(discard).toHaveCount(0);
  await context.setOffline(true);

  // Listed as taken back, not as waiting, and the unit still answers to its old number.
  await page.goto('/relabel');
  await expect(prompt).toHaveAttribute('data-scanner', 'ready');
  await expect(entries.and(page.locator('[data-state="undone"]'))).toContainText('Refused');
  await page.getByLabel('New label').selectOption('reprint');
  await expect(prompt).toHaveAttribute('data-mode', 'reprint');
  await wedgeScan(page, unit);
  await expect(page.getByTestId('relabel-notice')).toContainText(`Label ${unit} printed again.`);
});
