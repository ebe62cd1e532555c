import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../outbox-control', () => ({
  flushBeforeUpdate: vi.fn(async () => {
    calls.push('flush');
    return { flushed: true, pending: 0 };
  }),
}));

const { applyUpdate, startPwa, usePwaStatus } = await import('./pwa-status');

function fakeWorkbox() {
  const handlers = new Map<string, () => void>();
  return {
    handlers,
    register: vi.fn(async () => undefined),
    addEventListener: vi.fn((type: string, handler: () => void) => void handlers.set(type, handler)),
    messageSkipWaiting: vi.fn(() => void calls.push('skip-waiting')),
  };
}

describe('app updates', () => {
  it('wait for the user, then send the outbox before the new version takes over', async () => {
    const wb = fakeWorkbox();
    startPwa(wb as never);
    expect(wb.register).toHaveBeenCalled();
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => usePwaStatus());
    expect(result.current.updateWaiting).toBe(false);

    act(() => wb.handlers.get('waiting')!());
    expect(result.current.updateWaiting).toBe(true);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();

    await applyUpdate();
    expect(calls).toEqual(['flush', 'skip-waiting']);
    expect(wb.handlers.has('controlling')).toBe(true);
  });
});
