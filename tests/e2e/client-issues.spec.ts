import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, loginThroughForm, pageTitle, test } from './support/fixtures';

/** A unit of the demo client with this code, read through the staff API. */
async function unitOf(request: APIRequestContext, code: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const clients = await (await request.get(`/v1/clients?q=${code}`, { headers })).json();
  const client = clients.payload.items.find((c: { code: string }) => c.code === code);
  const items = await (await request.get(`/v1/items?client=${client.id}&pageSize=10`, { headers })).json();
  return items.payload.items[0].wmsNumber as string;
}

/*
 * The client portal (issue 21): a client's account on a phone lands in the portal, never the staff
 * layout, reports an issue about one of its own units (another client's is refused by name) with a
 * photo, staff see the photo and answer on a desktop, and the client reads the answer.
 */
test('a client reports an issue on a phone, staff answer it on a desktop, the client reads the answer', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const [own, foreign] = await Promise.all([unitOf(request, 'ACME'), unitOf(request, 'GLOBEX')]);

  await page.goto('/login');
  await loginThroughForm(page, 'client');
  await expect(page).toHaveURL(/\/issue_dashboard/);
  await expect(pageTitle(page)).toHaveText('Client issue dashboard');
  await expect(page.getByTestId('portal-client')).toHaveText('ACME Electronics');
  await expect(page.getByTestId('menu-button')).toHaveCount(0);
  // The staff layout is not reachable: its pages send the account back to the portal.
  await page.goto('/inventory/item');
  await expect(page).toHaveURL(/\/issue_dashboard/);

  await page.getByRole('link', { name: 'Report an issue' }).click();
  await expect(pageTitle(page)).toHaveText('Report an issue');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Scratched casing');
  await page.getByLabel('What it concerns').selectOption({ label: 'WMS number' });
  await page.getByRole('textbox', { name: 'WMS number' }).fill(foreign);
  await page.getByLabel('Description').fill('The unit arrived with a scratch on the left side.');
  // A real PNG drawn in the page: the picker turns it into a JPEG before the form holds it.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1976d2';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fff';
    context.fillText('SCRATCH', 300, 300);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await expect(page.getByRole('group', { name: 'Photos' })).toBeVisible();
  await page.getByLabel('Add photo').setInputFiles({ name: 'scratch.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('No unit or order of this client has this reference.')).toBeVisible();
  await page.getByRole('textbox', { name: 'WMS number' }).fill(own);
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(pageTitle(page)).toHaveText(/^Issue ISS\d+$/);
  const number = (await pageTitle(page).textContent())!.replace('Issue ', '');
  await expect(page.getByTestId('issue-status')).toHaveText('Open');
  await expect(page.getByText(`WMS number: ${own}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as resolved' })).toHaveCount(0);

  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  await staff.goto('/login');
  await loginThroughForm(staff, 'admin');
  await expect(staff.getByTestId('welcome')).toBeVisible();
  await staff.goto(`/issue_dashboard?issue=${number}`);
  await expect(pageTitle(staff)).toHaveText(`Issue ${number}`);
  // The report's photo, read with the staff session's token.
  const thumb = staff.getByRole('list', { name: 'Photos of the report' }).getByRole('button', { name: 'Open photo 1' });
  await thumb.scrollIntoViewIfNeeded();
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  await staff.getByLabel('Assigned to').selectOption({ label: 'admin' });
  await staff.getByLabel('Your message').fill('We are checking the unit in QC today.');
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(staff.getByTestId('issue-status')).toHaveText('In progress');
  await expect(staff.getByTestId('issue-message')).toHaveCount(1);
  await staff.getByRole('button', { name: 'Back to all issues' }).click();
  await expect(staff.getByRole('link', { name: number })).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('issue-status')).toHaveText('In progress');
  const answer = page.getByTestId('issue-message');
  await expect(answer).toContainText('We are checking the unit in QC today.');
  await expect(answer).toContainText('admin (warehouse)');
  await expect(page.getByText('admin', { exact: true })).toBeVisible();
});

/*
 * What 3PL clients ask for first (issue 21): the client's own stock by SKU and lot, and its orders, in
 * the portal; the figures are the server's (tests/api/client-portal.test.ts proves those), drawn whole.
 */
test('a client reads its own stock and orders in the portal', async ({ page, request }) => {
  const token = await apiLogin(request, 'client');
  const stock = await (await request.get('/v1/portal/stock', { headers: { Authorization: `Bearer ${token}` } })).json();
  // An order of the client, posted by staff: the newest of its orders, so the first the portal lists.
  const admin = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const reference = `PORTAL-${Date.now()}`;
  const shipTo = { name: 'Ana Ruiz', company: '', street1: 'Calle Mayor 1', street2: '', city: 'Madrid', region: '', postalCode: '28013', country: 'ES', phone: '', email: '' };
  const lines = [{ skuId: stock.payload.rows[0].sku.id, quantity: 1, lotNumber: null, unit: null }];
  const posted = await request.post('/v1/shipping/orders', {
    headers: admin,
    data: { clientId: stock.payload.client.id, reference, shipTo, carrierId: null, service: '', shipBy: null, priority: 'normal', notes: '', lines },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const order = (await posted.json()).payload.number as string;

  await page.goto('/login');
  await loginThroughForm(page, 'client');
  await page.getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Client stock');
  await expect(page.getByTestId('stock-total-on-hand')).toHaveText(new Intl.NumberFormat('en').format(stock.payload.totals.onHand));
  const first = stock.payload.rows[0];
  await expect(page.getByRole('cell', { name: first.sku.code, exact: true }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('stock.csv');

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('Client orders');
  const row = page.getByTestId('table-row').filter({ hasText: order });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Draft');
});
