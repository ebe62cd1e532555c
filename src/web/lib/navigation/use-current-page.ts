import { useMatches } from '@tanstack/react-router';
import { PAGES, type PageDef } from './pages';

export interface CurrentPage {
  page: PageDef | null;
  params: Record<string, string>;
  search: Record<string, unknown>;
}

/** The page of the deepest matched route, with that route's params and search. */
export function useCurrentPage(): CurrentPage {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const name = match?.staticData?.page;
    if (match && name) {
      return {
        page: PAGES[name],
        params: match.params as Record<string, string>,
        search: match.search as Record<string, unknown>,
      };
    }
  }
  return { page: null, params: {}, search: {} };
}
