import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PAGES, type PageName } from './pages';

/** Navigates to a page of the page table by name, as PageLink links to one. */
export function useGoToPage() {
  const router = useRouter();
  return useCallback(
    (page: PageName, params?: Record<string, string>, options: { replace?: boolean; state?: Record<string, unknown> } = {}) =>
      router.navigate({ to: PAGES[page].path, params, replace: options.replace, state: options.state } as never),
    [router],
  );
}
