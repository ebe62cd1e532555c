import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PAGES, type PageName } from './pages';

export interface GoToOptions {
  replace?: boolean;
  search?: Record<string, string>;
  state?: Record<string, unknown>;
  /** Leaving a form just saved: its unsaved-changes guard may not have seen the save yet. */
  afterSave?: boolean;
}

/** Navigates to a page of the page table by name, as PageLink links to one. */
export function useGoToPage() {
  const router = useRouter();
  return useCallback(
    (page: PageName, params?: Record<string, string>, options: GoToOptions = {}) =>
      router.navigate({ to: PAGES[page].path, params, search: options.search, replace: options.replace, state: options.state, ignoreBlocker: options.afterSave } as never),
    [router],
  );
}
