// The camera scanner in Chromium against the real server, its camera filming a Code 128 label:
// `npx tsx scripts/bench/camera.ts` (uses the build in dist/, made by `npm run build`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices } from '@playwright/test';
import { barcodeVideo, launchWithFakeCamera } from '../../tests/e2e/support/barcode-video';
import { runIfMain, withBenchServer } from './harness';

const OPENINGS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

/** What opening the camera the first time downloads: the decoder's chunk, gzipped. */
function decoderChunkKb(): number {
  const dir = 'dist/assets';
  const chunk = readdirSync(dir).find((name) => name.startsWith('camera-reader') && name.endsWith('.js'));
  if (!chunk) throw new Error('No camera-reader chunk in dist/assets');
  return Math.round(gzipSync(readFileSync(join(dir, chunk))).length / 102.4) / 10;
}

export async function benchCamera(): Promise<Record<string, string | number>> {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const video = await barcodeVideo({ bcid: 'code128', text: 'WMS00001234' });
  return withBenchServer({ web: true }, async (server) => {
    const browser = await launchWithFakeCamera(video);
    try {
      const context = await browser.newContext({ ...devices['Pixel 7'], permissions: ['camera'] });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      const answer = await page.request.post(`${server.url}/v1/auth/login`, { data: { username: 'operator', password: 'demo1234' } });
      const token = (await answer.json()).payload.token as string;
      await page.addInitScript((value) => localStorage.setItem('wms.token', value), token);
      await page.goto(`${server.url}/scanner`);
      await page.getByRole('heading', { name: 'Try a scan' }).waitFor();

      const ready: number[] = [];
      const firstDecode: number[] = [];
      for (let i = 0; i < OPENINGS; i++) {
        await page.evaluate(() => performance.clearMeasures());
        await page.getByRole('button', { name: 'Camera', exact: true }).click();
        await page.waitForFunction(() => performance.getEntriesByName('camera-first-decode').length > 0, undefined, { timeout: 15_000 });
        const [readyMs, decodeMs] = await page.evaluate(() =>
          ['camera-ready', 'camera-first-decode'].map((name) => performance.getEntriesByName(name)[0]?.duration ?? Number.NaN),
        );
        ready.push(readyMs!);
        firstDecode.push(decodeMs!);
        await page.getByRole('button', { name: 'Close camera' }).click();
        await page.getByTestId('camera-view').waitFor({ state: 'detached' });
      }
      return {
        'decoder chunk, KB gzip (loaded on first opening)': decoderChunkKb(),
        'opening to camera running, median ms': median(ready),
        'opening to first read, median ms (first opening)': `${median(firstDecode)} (${Math.round(firstDecode[0]!)})`,
        openings: OPENINGS,
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchCamera);
