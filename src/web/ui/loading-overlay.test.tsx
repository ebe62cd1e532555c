import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { loadingCounter, trackLoading } from '../lib/api/loading-store';
import { LoadingOverlay } from './loading-overlay';

beforeAll(() => activateLocale('en'));
afterEach(() => {
  cleanup();
  loadingCounter.reset();
});

const show = () => render(<I18nProvider i18n={i18n}><LoadingOverlay /></I18nProvider>);

describe('global loading overlay', () => {
  it('is hidden at 0 and a named modal dialog above 0', () => {
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => loadingCounter.start());
    const dialog = screen.getByRole('dialog', { name: 'Loading...' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Loading...')).toBeTruthy();
    const spinner = screen.getByTestId('loading-spinner');
    expect(spinner.getAttribute('width')).toBe('100');
    expect(spinner.querySelector('circle')?.getAttribute('stroke')).toBe('#fff');
    expect(dialog.querySelector('button')).toBeNull();
  });

  it('stays while any operation runs and goes when the last one ends', async () => {
    show();
    let finishFirst!: () => void;
    const first = trackLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = trackLoading(() => Promise.reject(new Error('failed')));
    await act(async () => {
      await second.catch(() => undefined);
    });
    expect(screen.getByTestId('loading-overlay').dataset.count).toBe('1');
    await act(async () => {
      finishFirst();
      await first;
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('cannot be dismissed with Escape or a click', () => {
    show();
    act(() => loadingCounter.start());
    const dialog = screen.getByRole('dialog');
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      dialog.click();
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
