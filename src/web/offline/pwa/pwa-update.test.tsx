import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { requestPersistentStorage, resetPersistentStorageRequestForTests } from './persistent-storage';
import { PwaNotices } from './pwa-notices';
import { getPwaState, resetPwaStateForTests } from './pwa-status';
import { type RegistrableWorker, registerServiceWorker } from './register';

const calls: string[] = [];
let flush: () => Promise<{ flushed: boolean; pending: number }> = async () => ({ flushed: true, pending: 0 });

vi.mock('../outbox-control', () => ({
  flushBeforeUpdate: vi.fn(async () => {
    calls.push('flush:start');
    const result = await flush();
    calls.push('flush:end');
    return result;
  }),
}));

/** workbox-window's Workbox as far as the app uses it. */
function fakeWorkbox() {
  const handlers = new Map<string, (() => void)[]>();
  const wb = {
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    addEventListener: vi.fn((type: string, handler: () => void) => void handlers.set(type, [...(handlers.get(type) ?? []), handler])),
    messageSkipWaiting: vi.fn(() => void calls.push('skip-waiting')),
    fire: (type: string) => handlers.get(type)?.forEach((handler) => handler()),
  };
  return wb satisfies RegistrableWorker;
}

const reload = vi.fn(() => void calls.push('reload'));
const originalLocation = window.location;

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  calls.length = 0;
  flush = async () => ({ flushed: true, pending: 0 });
  resetPwaStateForTests();
  resetPersistentStorageRequestForTests();
  localStorage.clear();
  sessionStorage.clear();
  reload.mockClear();
  Object.defineProperty(window, 'location', { value: { ...originalLocation, reload }, configurable: true });
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { value: originalLocation, configurable: true });
});

const showNotices = () => render(<I18nProvider i18n={i18n}><PwaNotices /></I18nProvider>);

describe('an app update', () => {
  it('is announced when a new worker waits, and nothing happens until the user taps', async () => {
    const wb = fakeWorkbox();
    registerServiceWorker(() => wb);
    expect(wb.register).toHaveBeenCalledTimes(1);
    showNotices();
    expect(screen.queryByRole('status', { name: 'Update available' })).toBeNull();

    act(() => wb.fire('waiting'));
    expect(screen.getByRole('status', { name: 'Update available' })).toBeTruthy();
    // Another tab applying the update must not reload this page behind the user's back.
    wb.fire('controlling');
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on "Update now" sends the outbox first, then lets the new worker take over, then reloads', async () => {
    let finishFlush!: () => void;
    flush = () => new Promise((resolve) => (finishFlush = () => resolve({ flushed: false, pending: 3 })));
    const wb = fakeWorkbox();
    registerServiceWorker(() => wb);
    showNotices();
    act(() => wb.fire('waiting'));

    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await vi.waitFor(() => expect(calls).toContain('flush:start'));
    // While the outbox is being sent, the old version keeps running.
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(screen.getByText('Sending queued changes, then updating…')).toBeTruthy();

    await act(async () => finishFlush());
    await vi.waitFor(() => expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(calls).toEqual(['flush:start', 'flush:end', 'skip-waiting', 'reload']);
  });

  it('still updates when the outbox cannot be sent: the queue stays in IndexedDB', async () => {
    flush = () => Promise.reject(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wb = fakeWorkbox();
    registerServiceWorker(() => wb);
    showNotices();
    act(() => wb.fire('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await vi.waitFor(() => expect(wb.messageSkipWaiting).toHaveBeenCalled());
    expect(calls).toEqual(['flush:start', 'skip-waiting']);
    warn.mockRestore();
  });

  it('"Later" hides the notice for now without applying anything', () => {
    const wb = fakeWorkbox();
    registerServiceWorker(() => wb);
    showNotices();
    act(() => wb.fire('waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: 'Update available' })).toBeNull();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(getPwaState().updateWaiting).toBe(true);
  });

  it('registers nothing outside a production build', () => {
    // The default factory returns null under Vitest (import.meta.env.PROD is false).
    expect(() => registerServiceWorker()).not.toThrow();
  });
});

describe('persistent storage', () => {
  const storage = (persisted: boolean, granted: boolean) => ({ persisted: vi.fn(async () => persisted), persist: vi.fn(async () => granted) });

  it('is asked for once, and a refusal shows the warning', async () => {
    const manager = storage(false, false);
    showNotices();
    await act(() => requestPersistentStorage(manager));
    await act(() => requestPersistentStorage(manager));
    expect(manager.persist).toHaveBeenCalledTimes(1);
    expect(getPwaState().storagePersisted).toBe(false);
    expect(screen.getByRole('note').textContent).toBe('This browser may clear offline data when space runs low');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('is not asked again on the next start after a refusal, and no warning when granted', async () => {
    await requestPersistentStorage(storage(false, false));
    resetPersistentStorageRequestForTests();
    const again = storage(false, true);
    await requestPersistentStorage(again);
    expect(again.persist).not.toHaveBeenCalled();
    expect(getPwaState().storagePersisted).toBe(false);

    resetPersistentStorageRequestForTests();
    await requestPersistentStorage(storage(true, true));
    expect(getPwaState().storagePersisted).toBe(true);
    showNotices();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
