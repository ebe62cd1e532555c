import './styles/app-styles';

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoginFirstLoad } from './features/session/login-first-load';
import { parseLoginSearch } from './features/session/login-search';
import { activateLocale, detectLocale } from './i18n/i18n';
import { api } from './lib/api/clients';
import { session } from './lib/session/session';
import { bootSession } from './lib/session/session-actions';
import { initTheme } from './lib/theme';
import { deferredStyles } from './styles/deferred-styles';

/**
 * The first load of /login (login.html, served by the server for that path): the form and nothing
 * else, without the router, the query cache or any screen, so a wiped handheld paints it from a small
 * download (ADR 0023); the server sends it painted in the user's language, and this script makes it
 * live. Every way out is a page load into the app, which the service worker then keeps; once it
 * controls the page, /login opens inside the app like any other route.
 */
async function start() {
  initTheme();
  await Promise.all([activateLocale(detectLocale(), { page: 'login' }), bootSession(session, api, window.location.pathname), deferredStyles()]);
  // A signed-in user asking for the login page goes home, as the app's guard does; so does this page
  // when another tab signs in (the app's own login follows other tabs the same way).
  if (session.grants()) {
    window.location.replace('/');
    return;
  }
  session.followOtherTabs();
  session.onExternalChange(() => {
    if (session.grants()) window.location.replace('/');
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from login.html');
  const { next, notice } = parseLoginSearch(Object.fromEntries(new URLSearchParams(window.location.search)));
  const live = () => root.removeAttribute('inert');
  const page = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LoginFirstLoad next={next} notice={notice} onLive={live} />
      </I18nProvider>
    </StrictMode>
  );
  // The server painted the form in the language the page now shows (login-paint.ts): React takes it
  // over as it is. A notice to show, or another language, renders the page anew in its place.
  if (root.dataset.paintedLocale === i18n.locale && !notice) hydrateRoot(root, page);
  else createRoot(root).render(page);
  // The worker that makes the app open offline is installed from here too: the first sign-in is
  // usually the first visit (ADR 0023).
  void import('./offline/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}

start().catch((error: unknown) => console.error('Start-up failed', error));
