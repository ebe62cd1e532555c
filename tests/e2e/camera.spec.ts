import { type Browser, type Page, devices } from '@playwright/test';
import { type BarcodeSpec, barcodeVideo, launchWithFakeCamera } from './support/barcode-video';
import { expect, signedIn, test } from './support/fixtures';

declare global {
  interface Window {
    __cameraStreams?: MediaStream[];
  }
}

/** The /scanner page in a browser whose camera films `barcode`; console errors fail the test. */
async function scannerWithCamera(barcode: BarcodeSpec, baseURL: string | undefined): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await launchWithFakeCamera(await barcodeVideo(barcode));
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, permissions: ['camera'] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Every stream the page opens, so the test can see whether its tracks really ended.
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    window.__cameraStreams = [];
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      window.__cameraStreams?.push(stream);
      return stream;
    };
  });
  await signedIn(page, 'operator');
  await page.goto('/scanner');
  await expect(page.getByRole('heading', { name: 'Try a scan' })).toBeVisible();
  return { browser, page, errors };
}

const liveTracks = (page: Page) =>
  page.evaluate(() => (window.__cameraStreams ?? []).flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live').length);

test('a Code 128 label filmed by the camera arrives as a scan, and closing the camera ends its track', async ({ baseURL }, testInfo) => {
  const { browser, page, errors } = await scannerWithCamera({ bcid: 'code128', text: 'WMS00001234' }, baseURL);
  try {
    await page.getByRole('button', { name: 'Camera', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Camera scanner' });
    await expect(modal).toBeVisible();

    const scan = page.getByTestId('scan-result').first();
    await expect(scan).toContainText('WMS00001234');
    await expect(scan).toHaveAttribute('data-kind', 'wms');
    // The label stays in view: it was one scan, not one every second.
    await page.waitForTimeout(2500);
    await expect(page.getByTestId('scan-result')).toHaveCount(1);
    const firstDecode = await page.evaluate(() => performance.getEntriesByName('camera-first-decode', 'measure')[0]?.duration ?? null);
    expect(firstDecode).not.toBeNull();
    testInfo.annotations.push({ type: 'first camera decode', description: `${Math.round(firstDecode!)} ms` });
    console.info(`first camera decode: ${Math.round(firstDecode!)} ms`);

    // Ionic puts the dialog role in its shadow DOM, so the modal's controls are found from the page.
    // The fake camera has no torch: no Torch button. One camera: no picker.
    await expect(page.getByRole('button', { name: 'Torch' })).toHaveCount(0);
    await expect(page.getByLabel('Choose camera')).toHaveCount(0);
    expect(await liveTracks(page)).toBe(1);

    await page.getByRole('button', { name: 'Close camera' }).click();
    // The track ends at once (the camera light goes off), not after the closing animation.
    expect(await liveTracks(page)).toBe(0);
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => (window.__cameraStreams ?? []).length)).toBeGreaterThan(0);

    // Opened again, the camera runs again, and Escape closes it like the button.
    await page.getByRole('button', { name: 'Camera', exact: true }).click();
    await expect(modal).toBeVisible();
    await expect.poll(() => liveTracks(page)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect(await liveTracks(page)).toBe(0);
    expect(errors, 'console errors during the test').toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a GS1-128 label read by the camera keeps its GS1 meaning', async ({ baseURL }) => {
  const { browser, page, errors } = await scannerWithCamera({ bcid: 'gs1-128', text: '(01)09506000134352(10)ABC123' }, baseURL);
  try {
    await page.getByRole('button', { name: 'Camera', exact: true }).click();
    const scan = page.getByTestId('scan-result').first();
    await expect(scan).toHaveAttribute('data-kind', 'gs1');
    await expect(scan).toContainText('09506000134352');
    await page.getByRole('button', { name: 'Close camera' }).click();
    expect(await liveTracks(page)).toBe(0);
    expect(errors, 'console errors during the test').toEqual([]);
  } finally {
    await browser.close();
  }
});
