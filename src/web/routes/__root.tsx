import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/status-pages/not-found-page';
import { loadRouteMessages } from '../i18n/i18n';
import type { RouterContext } from '../lib/navigation/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each screen's words come with it, before it renders (ADR 0023).
  beforeLoad: ({ location }) => loadRouteMessages(location.pathname),
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
