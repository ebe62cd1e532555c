import { expect, signedIn, test, serviceWorkerReady } from './support/fixtures';

test('the app is installable: a manifest with the icons Android asks for', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Warehouse', display: 'standalone', start_url: '/', theme_color: '#1976d2' });
  const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('a signed-in user who opens the app with no network gets the app', async ({ page, context }) => {
  await signedIn(page, 'operator');
  await page.goto('/');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.goto('/receiving');
  await expect(page.getByTestId('page-title')).toHaveText('Receiving');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Receiving');
});

test('what the phone downloads is compressed: built assets and the app’s HTML as brotli, hashed files cached for good', async ({ page }) => {
  await page.goto('/login');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const asset = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzipOnly = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  expect(await gzipOnly.text()).toBe(await asset.text());

  const html = await page.request.get('/login', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(await html.text()).toContain('<div id="root"');
});

test('the style sheet the first render waits for is fetched with the scripts, not after them as a print sheet', async ({ page }) => {
  for (const path of ['/login', '/']) {
    const html = await (await page.request.get(path)).text();
    const deferred = html.match(/<link rel="stylesheet" media="print" data-deferred-style[^>]*href="([^"]+)"/)?.[1];
    expect(deferred, path).toMatch(/\.css$/);
    expect(html, path).toContain(`<link rel="preload" as="style" crossorigin href="${deferred}">`);
  }
});
