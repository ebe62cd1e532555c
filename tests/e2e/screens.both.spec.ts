import type { Page, Request } from '@playwright/test';
import { expect, signedIn, test } from './support/fixtures';
import { appRoutes, demoParams, routeUrl, type RoutePage } from './support/routes';
import { axeFindings, COLOUR_RULES, overflowFindings } from './support/screen-checks';

/**
 * Every screen the demo admin can reach, in light and dark, on a 360 px phone and on desktop:
 * no serious or critical axe finding, no page-structure finding, and on the phone nothing wider than
 * the screen. The app boots once per part; each further screen is opened through its router, as a
 * link would, and the scheme is switched in place.
 */
const PHONE = { width: 360, height: 800 };
/** Parts of about 20 screens: each part stays well inside its budget on a slow CI machine. */
const GROUPS = 5;
/** How long the page must have had no request open to count as settled. */
const QUIET_MS = 100;

const routes = appRoutes();
const signedInRoutes = routes.filter((route) => route.layout !== 'auth');
const authRoutes = routes.filter((route) => route.layout === 'auth');

/**
 * The page's open requests and when the last one started or ended: a settle that waits for no
 * request for QUIET_MS, where networkidle waits 500 ms after every screen.
 */
class Requests {
  private readonly open = new Set<Request>();
  private changed = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => this.update(() => this.open.add(request)));
    page.on('requestfinished', (request) => this.update(() => this.open.delete(request)));
    page.on('requestfailed', (request) => this.update(() => this.open.delete(request)));
  }

  private update(change: () => void): void {
    change();
    this.changed = Date.now();
  }

  quiet(): boolean {
    return this.open.size === 0 && Date.now() - this.changed >= QUIET_MS;
  }
}

/** Opens `url` inside the running app: the router's navigation resolves once its loaders are done. */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate(async (href) => {
    const router = window.__TSR_ROUTER__;
    if (!router) throw new Error('the app has no router to navigate with');
    await router.navigate({ href });
  }, url);
  await page.waitForFunction(() => window.__TSR_ROUTER__?.state.status === 'idle');
}

async function settle(page: Page, route: RoutePage, requests: Requests): Promise<void> {
  if (route.layout === 'main' || route.layout === 'portal') await expect(page.getByTestId('page-title').last()).toBeVisible();
  await expect.poll(() => requests.quiet(), { message: 'the page stops loading', intervals: [50] }).toBe(true);
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The checks of one screen, opened in light: a full load for the first screen of an app, else in the app. */
async function check(page: Page, requests: Requests, route: RoutePage, url: string, phone: boolean, reload: boolean): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  if (reload) {
    await page.goto(url);
  } else {
    await expect(page.locator('html')).not.toHaveClass(/ion-palette-dark/);
    await openInApp(page, url);
  }
  await settle(page, route, requests);
  const findings = phone ? await overflowFindings(page, url) : [];
  findings.push(...(await axeFindings(page, `light ${url}`)));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  // The same page in the other scheme: only its colours changed.
  findings.push(...(await axeFindings(page, `dark ${url}`, COLOUR_RULES)));
  return findings;
}

test.describe('every screen', () => {
  test.describe.configure({ timeout: 300_000 });

  for (let group = 0; group < GROUPS; group += 1) {
    const share = signedInRoutes.filter((_, i) => i % GROUPS === group);
    test(`signed-in screens, part ${group + 1} of ${GROUPS}`, async ({ page }, info) => {
      const phone = info.project.name !== 'desktop';
      if (phone) await page.setViewportSize(PHONE);
      const requests = new Requests(page);
      const token = await signedIn(page, 'admin');
      const params = await demoParams(page.request, token);
      const findings: string[] = [];
      for (const [i, route] of share.entries()) {
        findings.push(...(await check(page, requests, route, routeUrl(route, params), phone, i === 0)));
      }
      expect(findings.join('\n'), 'accessibility and overflow findings').toBe('');
    });
  }

  // Signed out, /login is a page of its own (login.html, without the router): every screen is a full load.
  test('signed-out screens', async ({ page }, info) => {
    const phone = info.project.name !== 'desktop';
    if (phone) await page.setViewportSize(PHONE);
    const requests = new Requests(page);
    const findings: string[] = [];
    for (const route of authRoutes) findings.push(...(await check(page, requests, route, route.path, phone, true)));
    expect(findings.join('\n'), 'accessibility and overflow findings').toBe('');
  });
});

test('the walk covers the whole page table', () => {
  expect(signedInRoutes.length).toBeGreaterThan(80);
  expect(authRoutes.map((r) => r.path)).toContain('/login');
});
