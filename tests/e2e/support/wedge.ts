import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, CDPSession>();

/** Gap between the keys of one burst, as a keyboard-wedge scanner sends them. */
const KEY_GAP_S = 0.004;

/**
 * Types `code` and Enter the way a hardware scanner does: trusted key events whose timestamps are
 * a few milliseconds apart. Playwright's keyboard waits for each key's round trip, so on a loaded
 * test machine its gaps say more about the machine than about a scanner; a real scanner's keys
 * carry the operating system's timestamps, which this reproduces through the DevTools protocol.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch })).concat({ key: 'Enter', text: '\r' });
  const sent: Promise<unknown>[] = [];
  keys.forEach(({ key, text }, i) => {
    const timestamp = start + i * KEY_GAP_S;
    const enter = key === 'Enter';
    const common = { key, code: enter ? 'Enter' : undefined, windowsVirtualKeyCode: enter ? 13 : key.toUpperCase().charCodeAt(0), timestamp };
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text, ...common }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }));
  });
  await Promise.all(sent);
}
