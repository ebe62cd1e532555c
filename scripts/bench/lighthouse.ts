// Lighthouse's mobile profile (simulated mid-range phone, slow 4G, 4× slower CPU) on the build in dist/,
// for /login and the signed-in home, three runs each, medians (issue 22, ADR 0023). Debian's Chromium
// through chrome-launcher (CHROMIUM_PATH, else /usr/bin/chromium); nothing is downloaded.
// `npm run build` first; `npx tsx scripts/bench/lighthouse.ts` runs it alone.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../tests/playwright.config';
import { type Figures, runIfMain, signInThroughForm, withBenchServer } from './harness';

const RUNS = 3;

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  accessibility: number;
  /** What the largest paint was (its text or tag), so a figure can be read against what the user saw. */
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU speed, taken with the run. */
  benchmarkIndex: number;
}

interface NodeItem {
  node?: { nodeLabel?: string; snippet?: string };
}

/** The element of Lighthouse's largest-paint audit: its details list a table of one node first. */
function largestElement(details: unknown): string {
  const table = (details as { items?: { items?: NodeItem[] }[] } | undefined)?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node?.nodeLabel ?? node?.snippet ?? 'unknown';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<Run> {
  // Lighthouse's storage reset clears the service worker, caches and HTTP cache before each run, not
  // localStorage: the signed-in home keeps its session and still loads cold.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, finalDisplayedUrl, environment } = result.lhr;
  // A lost session would measure the login page twice: the home run must end on the home page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalDisplayedUrl}`);
  const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    lcpElement: largestElement(audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

function medians(runs: Run[]): string {
  const pick = (key: Exclude<keyof Run, 'lcpElement' | 'benchmarkIndex'>) => median(runs.map((run) => run[key]));
  const elements = [...new Set(runs.map((run) => `"${run.lcpElement}"`))].join(' or ');
  const s = (value: number) => `${(value / 1000).toFixed(1)} s`;
  return `performance ${pick('performance')}, FCP ${s(pick('fcp'))}, LCP ${s(pick('lcp'))}, TBT ${Math.round(pick('tbt'))} ms, accessibility ${pick('accessibility')}; largest paint: ${elements}`;
}

/** Signs the browser's default profile in, so the home runs start from a kept session (signInThroughForm). */
async function signIn(url: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await signInThroughForm(page, url);
  await page.close();
}

export async function benchLighthouse(): Promise<Figures> {
  return withBenchServer({ web: true }, async (server) => {
    const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      const login: Run[] = [];
      for (let i = 0; i < RUNS; i++) login.push(await audit(`${server.url}/login`, chrome.port));
      await signIn(server.url, chrome.port);
      const home: Run[] = [];
      for (let i = 0; i < RUNS; i++) home.push(await audit(`${server.url}/`, chrome.port));
      // DevTools' calibration puts a low-tier phone (Moto G Power 2022, Lighthouse's own) at 264 and a
      // mid-tier one (Pixel 5) at 1000: the index divided by the 4× slowdown says which this run was.
      const indexes = [...login, ...home].map((run) => Math.round(run.benchmarkIndex));
      return {
        [`/login (${RUNS} runs, medians)`]: medians(login),
        [`home / signed in (${RUNS} runs, medians)`]: medians(home),
        "this machine's benchmark index (min-max; 4x slower: a phone of a quarter of it)": `${Math.min(...indexes)}-${Math.max(...indexes)}`,
      };
    } finally {
      chrome.kill();
    }
  });
}

await runIfMain(import.meta.url, benchLighthouse);
