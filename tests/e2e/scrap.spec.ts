import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import { clientBody } from '../factories/clients';
import { receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueCode } from '../factories/unique';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, signedIn, test } from './support/fixtures';
import { wedgeScan } from './support/wedge';

/** Serial units of a new client received and put away through the API: their WMS numbers and serials. */
async function receivedUnits(request: APIRequestContext, count: number, prefix: string): Promise<{ clientId: string; numbers: string[]; serials: string[] }> {
  const admin = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const post = async <T>(path: string, data?: unknown): Promise<T> => {
    const answer = await request.post(path, { data, headers: admin });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()).payload as T;
  };
  const client = await post<{ id: string }>('/v1/clients', clientBody({ name: `${prefix} client` }));
  const sku = await post<{ id: string }>('/v1/skus', skuBody({ clientId: client.id, serialised: true, description: `${prefix} phone` }));
  const cn = await post<{ number: string }>('/v1/receiving/control-numbers', { clientId: client.id, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' });
  const { numbers } = await post<{ numbers: string[] }>('/v1/receiving/wms-blocks', { count });
  const serials = numbers.map(() => uniqueCode('SCR-', 8));
  await post('/v1/sync', { mutations: numbers.map((wmsNumber, i) => receiveItemMutation({ controlNumber: cn.number, wmsNumber, skuId: sku.id, serial: serials[i]!, quantity: 1, binCode: 'A-01-01' })) });
  await post(`/v1/receiving/control-numbers/${cn.number}/goods-receipt`);
  return { clientId: client.id, numbers, serials };
}

/*
 * A scrap list on a phone, from draft to destroyed by two people (issue 20): the admin creates it and
 * adds one unit by a wedge scan and one by typing its serial, submits it and may not approve it; the
 * supervisor approves and destroys it, and its certificate prints alone on one A4 page.
 */
test('a scrap list goes from draft to destroyed by two people, with its certificate printed', async ({ page, browser, request }) => {
  // Set-up through the API, two people's sessions and a PDF: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const { numbers, serials } = await receivedUnits(request, 2, 'Scrap test');

  await signedIn(page, 'admin');
  await page.goto('/inventory/scrap');
  await page.getByRole('button', { name: 'New scrap list' }).click();
  const form = page.getByRole('form', { name: 'Create and add units' });
  await form.getByLabel('Reason').selectOption('damaged');
  await form.getByLabel('Notes').fill('Dropped from the rack');
  await form.getByRole('button', { name: 'Create and add units' }).click();
  await expect(page).toHaveURL(/\/inventory\/scrap\/edit\/detail\/SC/);
  const number = decodeURIComponent(page.url().split('/').pop()!);

  await page.getByTestId('scrap-units').or(page.getByText('No units yet.')).waitFor();
  await wedgeScan(page, numbers[0]!);
  await expect(page.getByTestId('scrap-units').getByRole('cell', { name: numbers[0]!, exact: true })).toBeVisible();
  await page.getByLabel('Scan or type a WMS number or serial').fill(serials[1]!);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('scrap-units').getByRole('cell', { name: numbers[1]!, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByTestId('scrap-status')).toContainText('Submitted');
  await expect(page.getByText('You created this list: another person approves it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const viewport = page.viewportSize();
  const supervisor = await browser.newPage({ baseURL: test.info().project.use.baseURL, ...(viewport ? { viewport } : {}) });
  try {
    await signedIn(supervisor, 'supervisor');
    await supervisor.goto(`/inventory/scrap/view/detail/${number}`);
    await supervisor.getByRole('button', { name: 'Approve' }).click();
    await expect(supervisor.getByTestId('scrap-status')).toContainText('Approved');
    await supervisor.getByRole('button', { name: 'Destroy units' }).click();
    await supervisor.getByLabel('Who witnessed the destruction?').fill('Marta Gil');
    await supervisor.getByRole('button', { name: 'Confirm destruction' }).click();
    await expect(supervisor.getByTestId('scrap-status')).toContainText('Destroyed');
    await expect(supervisor.getByTestId('scrap-units').getByRole('cell', { name: 'Scrapped' })).toHaveCount(2);

    await supervisor.getByRole('button', { name: 'Certificate of destruction' }).click();
    const certificate = supervisor.getByRole('dialog', { name: 'Certificate of destruction' });
    await expect(certificate.getByText('Marta Gil').first()).toBeVisible();
    for (const serial of serials) await expect(certificate.getByRole('cell', { name: serial })).toBeVisible();
    const pdf = (await supervisor.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    // A4 (595 × 842 pt): the certificate's own page, not the app's.
    const box = pdf.match(/\/MediaBox\s*\[([^\]]*)\]/)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    expect(box.slice(2).map(Math.round)).toEqual([595, 842]);
  } finally {
    await supervisor.close();
  }

  const after = await request.get(`/v1/scrap-lists/${number}`, { headers: { Authorization: `Bearer ${await apiLogin(request, 'admin')}` } });
  const list = (await after.json()).payload as ScrapListDetail;
  expect(list).toMatchObject({ status: 'destroyed', witness: 'Marta Gil', createdBy: 'admin', approvedBy: 'supervisor', closedBy: 'supervisor' });
});

/*
 * Units chosen on the item list go onto a scrap list (issue 20): two selected units start a new list
 * with its reason, a third one selected later joins that draft; the list's page shows all three.
 */
test('units selected on the item list go onto a new scrap list and then onto that draft', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { clientId, numbers } = await receivedUnits(request, 3, 'Scrap selection');

  await signedIn(page, 'admin');
  await page.goto(`/inventory/item?client=${clientId}`);
  const rows = page.getByTestId('table-items').getByTestId('table-row');
  await expect(rows).toHaveCount(3);
  for (const wmsNumber of numbers.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${wmsNumber}` }).check();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar.getByLabel('Scrap list')).toHaveValue('new');
  await bar.getByLabel('Reason').selectOption('obsolete');
  await bar.getByRole('button', { name: 'Add to scrap list' }).click();
  await expect(bar.getByRole('status')).toContainText(/2 units are on scrap list SC/);
  const number = /SC\w+/.exec((await bar.getByRole('status').textContent()) ?? '')![0];

  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('checkbox', { name: `Select ${numbers[2]}` }).check();
  await bar.getByLabel('Scrap list').selectOption({ label: `${number} · Obsolete` });
  await bar.getByRole('button', { name: 'Add to scrap list' }).click();
  await expect(bar.getByRole('status')).toHaveText(`1 unit is on scrap list ${number}.`);

  await page.goto(`/inventory/scrap/view/detail/${number}`);
  for (const wmsNumber of numbers) await expect(page.getByTestId('scrap-units').getByRole('cell', { name: wmsNumber, exact: true })).toBeVisible();
});
