import { createRouter, parseSearchWith } from '@tanstack/react-router';
import { NotFoundPage } from '../features/status-pages/not-found-page';
import { RouteErrorPage } from '../features/status-pages/route-error-page';
import { RoutePendingPage } from '../features/status-pages/route-pending-page';
import type { RouterContext } from '../lib/navigation/router-context';
import { searchValue } from '../lib/navigation/search';
import { routeTree } from '../route-tree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch: parseSearchWith(searchValue),
    // Every route fails, waits and misses the same way; inside the main layout these keep the menu.
    defaultErrorComponent: RouteErrorPage,
    defaultPendingComponent: RoutePendingPage,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
