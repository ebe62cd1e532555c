import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Findings that fail the walk besides every serious or critical one: the page structure rules. */
const STRUCTURE_RULES = new Set([
  'region',
  'landmark-unique',
  'landmark-banner-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'heading-order',
  'page-has-heading-one',
]);

/** The rules a change of colour scheme can change the verdict of. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's findings on the page as it is, one readable line per rule with a few of its elements: every
 * WCAG 2.2 AA and best-practice rule, or only `rules`.
 */
export async function axeFindings(page: Page, label: string, rules?: string[]): Promise<string[]> {
  // A colour caught half-way through a transition (Ionic's segment fades its label) is no verdict.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  const result = await (rules ? builder.withRules(rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.has(v.id))
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `      ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`);
      return `${label} [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help}\n${nodes.join('\n')}`;
    });
}

/**
 * What sticks out past the right edge of the screen: the document or a screen's scrolling content
 * wider than the screen, or a visible element cut by the edge (outside a deliberately sideways
 * scrolling box). Empty when nothing does.
 */
export async function overflowFindings(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > width) out.push(`document is ${doc.scrollWidth}px wide`);
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    for (const content of document.querySelectorAll('ion-content, .screen-scroll')) {
      const scroller = content.shadowRoot?.querySelector('.inner-scroll') ?? content;
      if (content.checkVisibility() && scroller.scrollWidth > scroller.clientWidth + 1) {
        out.push(`${describe(content)} scrolls sideways (${scroller.scrollWidth}px in ${scroller.clientWidth}px)`);
      }
    }
    // Inside a box that scrolls sideways on purpose, or text for screen readers only (a 1px clip).
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
        if (overflow !== 'visible' && node.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const cut: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1 || rect.left >= width) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('.side-menu, ion-popover, ion-modal:not(.show-modal), [aria-hidden="true"]')) continue;
      if (scrollsSideways(el)) continue;
      // Report the outermost element only: its children stick out with it.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1 && el.parentElement !== document.body && el.parentElement.id !== 'root') continue;
      cut.push(`${describe(el)} reaches ${Math.round(rect.right)}px`);
    }
    return [...out, ...cut.slice(0, 5)];
  });
  return found.map((line) => `${label} overflow: ${line}`);
}
