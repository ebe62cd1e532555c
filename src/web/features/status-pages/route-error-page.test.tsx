import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

beforeAll(() => activateLocale('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A router with the app's defaults and one screen that fails until `broken.now` is false. */
function renderAt(path: string, broken: { now: boolean }) {
  const root = createRootRoute({ component: Outlet });
  const failing = createRoute({
    getParentRoute: () => root,
    path: '/stock/$id',
    component: () => {
      if (broken.now) throw new Error('stock row 42 is unreadable');
      return <p>stock 42</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([failing]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the router’s default screens', () => {
  it('shows a failing screen’s error, copies details for support, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const broken = { now: true };
    renderAt('/stock/42', broken);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByTestId('route-error-message').textContent).toBe('stock row 42 is unreadable');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy details' })));
    const details = String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]);
    expect(details).toContain('Error: Error: stock row 42 is unreadable');
    expect(details).toContain('Route: /stock/42');
    expect(details).toMatch(/Time: \d{4}-\d{2}-\d{2}T/);
    expect(details).toContain(`Version: ${__APP_VERSION__}`);
    expect(screen.getByRole('status').textContent).toBe('Details copied.');

    broken.now = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('stock 42')).toBeTruthy();
  });

  it('answers an unknown address with the not-found screen', async () => {
    renderAt('/nowhere', { now: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/nowhere')).toBeTruthy();
  });
});
