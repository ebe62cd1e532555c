import type { SessionStore } from '../session/session-store';
import type { PageName } from './pages';

/**
 * What every route's beforeLoad and loader receive (TanStack router context). The main layout's
 * beforeLoad adds `queryClient` for the pages below it (routes/_main.tsx).
 */
export interface RouterContext {
  session: SessionStore;
  /** Set while a session kept from the last visit is checked with the server (main.tsx, guard.ts). */
  sessionChecked?: Promise<unknown>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page of the page table this route shows (lib/navigation/pages.ts). */
    page?: PageName;
  }
}
