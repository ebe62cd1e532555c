import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.useRealTimers());

describe('the first screen on view', () => {
  it('settles after the frame that paints it, once the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
    vi.resetModules();
    const { firstScreenCommitted, markFirstScreenCommitted } = await import('./first-screen');
    let settled = false;
    void firstScreenCommitted.then(() => (settled = true));
    markFirstScreenCommitted();
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(true);
  });

  it('settles on a page that gets no frames (hidden), so the outbox still starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    vi.resetModules();
    const { firstScreenCommitted, markFirstScreenCommitted } = await import('./first-screen');
    let settled = false;
    void firstScreenCommitted.then(() => (settled = true));
    markFirstScreenCommitted();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
    frame.mockRestore();
  });
});
