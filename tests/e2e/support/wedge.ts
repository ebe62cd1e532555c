import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, CDPSession>();

/** Gap between the keys of one burst, as a keyboard-wedge scanner sends them. */
const KEY_GAP_S = 0.004;

interface Keystroke {
  key: string;
  code?: string;
  text?: string;
  keyCode: number;
  modifiers?: number;
}

/** A character as a scanner types it; GS (ASCII 29, a GS1 field separator) is Ctrl+], as scanners send it. */
function keystroke(ch: string): Keystroke {
  if (ch === '\u001d') return { key: ']', code: 'BracketRight', keyCode: 221, modifiers: 2 };
  return { key: ch, text: ch, keyCode: ch.toUpperCase().charCodeAt(0) };
}

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
  const keys = [...code].map(keystroke).concat({ key: 'Enter', code: 'Enter', text: '\r', keyCode: 13 });
  const sent: Promise<unknown>[] = [];
  keys.forEach(({ text, keyCode, ...rest }, i) => {
    const common = { ...rest, windowsVirtualKeyCode: keyCode, timestamp: start + i * KEY_GAP_S };
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text, ...common }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }));
  });
  await Promise.all(sent);
}
