// Scan-to-feedback in Chromium, shared by the benches of the screens that scan.
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { wedgeScan } from '../../tests/e2e/support/wedge';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};

/** Signs the page in as `username` before any of its scripts run, as a stored session would. */
export async function login(page: Page, url: string, username: string): Promise<void> {
  const answer = await page.request.post(`${url}/v1/auth/login`, { data: { username, password: 'demo1234' } });
  const token = (await answer.json()).payload.token as string;
  await page.addInitScript((value) => localStorage.setItem('wms.token', value), token);
  // Before the app's own listeners: when the page starts handling each Enter (see scanToFeedback).
  await page.addInitScript(() => {
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') (window as unknown as { enterHandledAt: number }).enterHandledAt = performance.now();
      },
      { capture: true },
    );
  });
}

/**
 * Scans `codes` one after another with 4x CPU throttling and returns, for each, Enter's own timestamp
 * (or the moment the page started handling it, if earlier) to the rendering step of the next frame
 * (when its animation callbacks run, just before paint). The scan service gives its feedback in the
 * task that handles Enter, so that frame is the one that paints it; a new 'scan-feedback' mark proves
 * it did. The page must have been opened after `login`, which installs the first listener.
 * `beforeScan` runs before the scan of `codes[i]` (a tap the screen needs between scans), unmeasured.
 */
export async function scanToFeedback(page: Page, codes: string[], beforeScan?: (i: number) => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; outcomes: string[] };
    w.latencies = [];
    w.outcomes = [];
    // Each scan's mark is taken away once read: the timeline's marks pile up otherwise, and reading
    // them all on every key made the page itself slower as a long run went on.
    performance.clearMarks('scan-feedback');
    // Registered after the scan service's listener, so it runs once the feedback was given.
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const mark = performance.getEntriesByName('scan-feedback', 'mark')[0] as PerformanceMark | undefined;
        if (!mark) return;
        performance.clearMarks('scan-feedback');
        w.outcomes.push(String(mark.detail));
        // wedgeScan sends a burst at once, stamped as a scanner spaces it, so Enter may be handled
        // before its own timestamp; a scanner's Enter would only then arrive, so the wait starts at
        // whichever comes first.
        const from = Math.min(event.timeStamp, (window as unknown as { enterHandledAt: number }).enterHandledAt);
        requestAnimationFrame(() => w.latencies.push(performance.now() - from));
      },
      { capture: true },
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // BENCH_PROFILE=<file>.cpuprofile keeps a CPU profile of the scans, for Chromium's DevTools.
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // One scan at a time, as a person scans: each latency is that scan's own, not a queue's.
  for (const [i, code] of codes.entries()) {
    await beforeScan?.(i);
    await wedgeScan(page, code);
    await page.waitForFunction((n) => (window as unknown as { latencies: number[] }).latencies.length >= n, i + 1);
  }
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
}

/**
 * The network back on: how long, in ms, until the whole outbox is empty (the sync badge's count, not a
 * screen's list, which shows only the newest scans). Gives up after `limitMs`; the bench then reports
 * what is still waiting or refused.
 */
export async function flushOnline(page: Page, limitMs: number): Promise<number> {
  const start = performance.now();
  await page.context().setOffline(false);
  await page
    .locator('[data-testid="sync-status"][data-queued="0"]')
    .waitFor({ timeout: limitMs })
    .catch(() => undefined);
  return performance.now() - start;
}

/** The verdict the screen gave each scan of the last scanToFeedback ('accepted', 'duplicate', 'rejected'), in order. */
export const scanOutcomes = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { outcomes: string[] }).outcomes);

/** The outbox's sync problems (mutations the server refused), counted by kind and message. */
export async function outboxProblems(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('wms-device');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const request = db.transaction('outbox').objectStore('outbox').index('state').getAll('problem');
    const rows: { kind: string; lastError: string | null }[] = await new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(`${row.kind}: ${row.lastError}`, (counts.get(`${row.kind}: ${row.lastError}`) ?? 0) + 1);
    return [...counts];
  });
}
