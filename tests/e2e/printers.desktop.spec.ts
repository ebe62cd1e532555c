import { type AddressInfo, type Server, createServer } from 'node:net';
import { expect, signedIn, test } from './support/fixtures';

let printer: Server;
let port: number;
const jobs: string[] = [];

test.beforeAll(async () => {
  // A network label printer on loopback, reached by the server under test.
  printer = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks).toString('utf8'));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
  port = (printer.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => printer.close(() => resolve())));

test('an admin adds a network label printer from the settings menu and prints a test label on it', async ({ page }) => {
  const name = `Dock ${Date.now()}`;
  await signedIn(page, 'admin');
  await page.goto('/');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Label printers' }).click();
  await expect(page).toHaveURL(/\/setting\/printers$/);

  await page.getByRole('button', { name: 'Add printer' }).click();
  const form = page.getByRole('form', { name: 'Printer' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Host name or IPv4 address').fill('300.1.1.1');
  await form.getByLabel('Port').fill(String(port));
  await form.getByLabel('Label size').selectOption('4x6in');
  await form.getByLabel('Resolution').selectOption('300');
  await form.getByRole('button', { name: 'Add printer' }).click();
  await expect(form.getByText('Enter a host name (zebra-dock1.local) or an IPv4 address (10.0.0.15).')).toBeVisible();
  await form.getByLabel('Host name or IPv4 address').fill('127.0.0.1');
  await form.getByRole('button', { name: 'Add printer' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`127.0.0.1:${port}`);
  await expect(row).toContainText('4 × 6 in, 300 dpi');
  await row.getByRole('button', { name: `Print a test label on ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText('The printer took the test label.');
  await expect.poll(() => jobs.find((job) => job.includes(name))).toMatch(/^\^XA[\s\S]*\^FDWMS-TEST-LABEL\^FS[\s\S]*\^XZ$/);

  // The same name again is refused on its field.
  await page.getByRole('button', { name: 'Add printer' }).click();
  const again = page.getByRole('form', { name: 'Printer' });
  await again.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await again.getByLabel('Host name or IPv4 address').fill('printer-2');
  await again.getByRole('button', { name: 'Add printer' }).click();
  await expect(again.getByText('This value is already in use.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
