// When a screen's data arrived and when what it shows of that data was painted, in Chromium: what the
// list and scan-item benches share (issue 22: first rows within 300 ms of their data, 4x CPU throttling).
import type { BrowserContext, Page } from '@playwright/test';

export interface PaintTiming {
  /** Navigation start to the frame that painted the element, ms. */
  fromStart: number;
  /** The data's answer fully received to that frame, ms. */
  fromData: number;
}

interface Watch {
  /** The API answer that carries the screen's data: a pattern on its URL. */
  api: string;
  /** The element shown once the data is on screen (a row, the scanner's ready prompt). */
  selector: string;
}

/**
 * Installs, before any of the app's scripts, the watch `paintTiming` reads: an observer that notes the
 * first time `selector` is in the DOM and the frame after it (painted then), and the end of the first
 * answer whose URL matches `api` (resource timing; the service worker's fetches count too).
 */
export async function watchPaint(context: BrowserContext, watch: Watch): Promise<void> {
  await context.addInitScript(({ api, selector }) => {
    const w = window as unknown as { dataAt?: number; paintedAt?: number };
    const pattern = new RegExp(api);
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => pattern.test(e.name)) as PerformanceResourceTiming | undefined;
      if (entry && w.dataAt === undefined) w.dataAt = entry.responseEnd;
    }).observe({ type: 'resource', buffered: true });
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      // The frame's animation callbacks run just before it paints; a task queued from there runs after.
      requestAnimationFrame(() => setTimeout(() => (w.paintedAt = performance.now())));
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, watch);
}

/** Opens `url` (again: a reload once the app is cached) with the CPU slowed `throttle` times, and reads the watch. */
export async function paintTiming(page: Page, url: string, throttle = 1): Promise<PaintTiming> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => {
        const w = window as unknown as { dataAt?: number; paintedAt?: number };
        return w.paintedAt !== undefined && w.dataAt !== undefined ? [w.paintedAt, w.dataAt] : undefined;
      },
      undefined,
      { timeout: 120_000 },
    );
    const [paintedAt, dataAt] = (await handle.jsonValue()) as [number, number];
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return { fromStart: round(paintedAt), fromData: round(paintedAt - dataAt) };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
