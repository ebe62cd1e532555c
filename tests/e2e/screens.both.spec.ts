import type { Page } from '@playwright/test';
import { expect, signedIn, test } from './support/fixtures';
import { appRoutes, demoParams, routeUrl, type RoutePage } from './support/routes';
import { axeFindings, COLOUR_RULES, overflowFindings } from './support/screen-checks';

/**
 * Every screen the demo admin can reach, in light and dark, on a 360 px phone and on desktop:
 * no serious or critical axe finding, no page-structure finding, and on the phone nothing wider than
 * the screen. One page load per route: the scheme is switched in place.
 */
const PHONE = { width: 360, height: 800 };
const GROUPS = 6;

const routes = appRoutes();
const signedInRoutes = routes.filter((route) => route.layout !== 'auth');
const authRoutes = routes.filter((route) => route.layout === 'auth');

async function settle(page: Page, route: RoutePage): Promise<void> {
  if (route.layout === 'main') await expect(page.getByTestId('page-title').last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
}

async function check(page: Page, route: RoutePage, url: string, phone: boolean): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url);
  await settle(page, route);
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
      const token = await signedIn(page, 'admin');
      const params = await demoParams(page.request, token);
      const findings: string[] = [];
      for (const route of share) findings.push(...(await check(page, route, routeUrl(route, params), phone)));
      expect(findings.join('\n'), 'accessibility and overflow findings').toBe('');
    });
  }

  test('signed-out screens', async ({ page }, info) => {
    const phone = info.project.name !== 'desktop';
    if (phone) await page.setViewportSize(PHONE);
    const findings: string[] = [];
    for (const route of authRoutes) findings.push(...(await check(page, route, route.path, phone)));
    expect(findings.join('\n'), 'accessibility and overflow findings').toBe('');
  });
});

test('the walk covers the whole page table', () => {
  expect(signedInRoutes.length).toBeGreaterThan(80);
  expect(authRoutes.map((r) => r.path)).toContain('/login');
});
