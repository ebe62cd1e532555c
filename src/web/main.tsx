import './styles/app-styles';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAuthReactions } from './app/auth-reactions';
import { createAppRouter } from './app/router';
import { isApiError } from './lib/api/api-error';
import { activateLocale, detectLocale } from './i18n/i18n';
import { api, authEvents } from './lib/api/clients';
import { session } from './lib/session/session';
import { bootSession } from './lib/session/session-actions';
import { sameUserAndPermissions } from './lib/session/session-store';
import { PUBLIC_PATHS } from '../domain/guard';
import { initTheme } from './lib/theme';
import { deferredStyles } from './styles/deferred-styles';

/**
 * Start-up: theme, language and session, then the router renders (spec "boot step").
 *
 * A device that kept a signed-in session from its last visit renders it at once, as it does offline,
 * while the boot load checks it: waiting for /v1/auth/me and the company put a round trip before every
 * first screen (issue 22). A page the kept session may open renders at once; a refusal waits for the
 * answer (guard.ts). When the answer differs (permissions changed, the session ended) the guard of
 * the page on screen runs again with it, as after the layout's refresh on each navigation. The
 * sign-in pages still wait, so an ended session lands on the login form rather than passing through home.
 */
async function start() {
  initTheme();
  const { pathname } = window.location;
  const kept = session.get();
  const sessionLoad = bootSession(session, api, pathname);
  const showKept = kept.user !== null && !PUBLIC_PATHS.includes(pathname);
  await Promise.all([activateLocale(detectLocale(), { pathname }), showKept ? null : sessionLoad, deferredStyles()]);

  const router = createAppRouter({ session, sessionChecked: showKept ? sessionLoad : undefined });
  installAuthReactions(router, session, authEvents);
  if (showKept) {
    void sessionLoad.then(() => {
      const loaded = session.get();
      if (loaded.token !== kept.token || !sameUserAndPermissions(loaded, kept)) void router.invalidate();
    });
  }

  // The first page's guards, data and chunks load before React renders, so the first render is the
  // page itself, as a transition. Rendered first, the router's store would change under that render
  // (pending, matched, resolved) and React would redo the whole tree synchronously: one long task of
  // ~160 ms on a 4× slowed phone (issue 22). The painted shell stays on screen meanwhile, but no longer
  // than the router waits before it shows a page as loading: a slow load then renders its pending page
  // as before, and the load under way goes on (the router starts no second one).
  const loaded = router.load().catch((error: unknown) => console.error('First route load failed', error));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs))]);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = createRoot(root, {
    // A record the API does not know is an answer, shown as the not-found screen by the route's
    // boundary (RouteErrorPage), not a failure to report; anything else is logged as React would.
    onCaughtError: (error, info) => {
      if (isApiError(error) && error.kind === 'not-found') return;
      console.error(error, info.componentStack);
    },
  });
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // a slow phone's main thread for the whole tree (issue 22: the home screen's blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
  // workbox-window is not needed to paint: it loads after the first render (ADR 0023).
  void import('./offline/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}

// Spec section 8: a start-up failure is logged and start-up stops.
start().catch((error: unknown) => console.error('Start-up failed', error));
