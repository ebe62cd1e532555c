// Home's cold start on Debian's Chromium with the CPU 4× slowed (real throttling, not Lighthouse's
// simulation): the main thread's work over the first 5 s, read from a CPU profile (issue 22, ADR 0023).
// Lighthouse's simulated blocking time multiplies every observed task by 4, including the time a
// 2-core machine left the browser waiting, so on a shared machine it moves by a second from run to run;
// this measures the same start-up directly. `npm run build` first; `npx tsx scripts/bench/startup.ts`.
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../tests/playwright.config';
import { type Figures, runIfMain, signInThroughForm, withBenchServer } from './harness';
import { median } from './paint-timing';

const RUNS = 5;
const WATCH_MS = 5_000;
/** A task longer than this blocks input; what it runs beyond it is "blocking" (as in Lighthouse's TBT). */
const LONG_TASK_MS = 50;

interface Sample {
  busy: number;
  blocking: number;
  longest: number;
  firstPaint: number;
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Busy time, time beyond 50 ms of each run of busy samples (a task, near enough), and the longest run. */
function mainThread(profile: Profile): Omit<Sample, 'firstPaint'> {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  let busy = 0;
  let blocking = 0;
  let longest = 0;
  let run = 0;
  const end = () => {
    if (run > LONG_TASK_MS) blocking += run - LONG_TASK_MS;
    longest = Math.max(longest, run);
    run = 0;
  };
  (profile.samples ?? []).forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    if (idle.has(id)) return end();
    busy += ms;
    run += ms;
  });
  end();
  return { busy, blocking, longest };
}

export async function benchStartup(): Promise<Figures> {
  return withBenchServer({ web: true }, async (server) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    try {
      // Lighthouse's phone screen; no service worker, so every start downloads as a first visit does.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await signInThroughForm(page, server.url);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto('about:blank');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.start');
        await page.goto(`${server.url}/`);
        await page.getByTestId('welcome').waitFor();
        await page.waitForTimeout(WATCH_MS);
        const { profile } = await cdp.send('Profiler.stop');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
        samples.push({ ...mainThread(profile), firstPaint });
      }
      const pick = (key: keyof Sample) => `${Math.round(median(samples.map((sample) => sample[key])))} ms`;
      return {
        [`main thread busy, first ${WATCH_MS / 1000} s (median of ${RUNS})`]: pick('busy'),
        'beyond 50 ms in each task (blocking)': pick('blocking'),
        'longest task': pick('longest'),
        'first contentful paint': pick('firstPaint'),
      };
    } finally {
      await browser.close();
    }
  });
}

await runIfMain(import.meta.url, benchStartup);
