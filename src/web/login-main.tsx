import './styles/app-styles';

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginForm } from './features/session/login-form';
import { parseLoginSearch } from './features/session/login-search';
import { AuthFrame } from './ui/auth-frame';
import { LoadingOverlay } from './ui/loading-overlay';
import { activateLocale, detectLocale } from './i18n/i18n';
import { api } from './lib/api/clients';
import { session } from './lib/session/session';
import { bootSession } from './lib/session/session-actions';
import { initTheme } from './lib/theme';

/**
 * The first load of /login (login.html, served by the server for that path): the form and nothing
 * else, without the router, the query cache or any screen, so a wiped handheld paints it from a small
 * download (ADR 0023). Every way out is a page load into the app, which the service worker then
 * keeps; once it controls the page, /login opens inside the app like any other route.
 */
/**
 * The build sends the style sheet as `media="print"` so that it does not block the painted shell
 * (vite.config.ts): switched on here, and waited for, so the form never paints unstyled.
 */
function deferredStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.media = 'all';
          if (link.sheet) resolve(null);
        }),
    ),
  );
}

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
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AuthFrame>
          <LoginForm
            next={next}
            notice={notice}
            onSignedIn={(target) => window.location.assign(target)}
            onSecondFactor={(search) => window.location.assign(`/2fa-auth?${new URLSearchParams({ ...search })}`)}
            forgotPassword={(text) => (
              <a href="/request-reset-password" data-testid="forgot-password">
                {text}
              </a>
            )}
          />
        </AuthFrame>
        <LoadingOverlay />
      </I18nProvider>
    </StrictMode>,
  );
  // The worker that makes the app open offline is installed from here too: the first sign-in is
  // usually the first visit (ADR 0023).
  void import('./offline/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}

start().catch((error: unknown) => console.error('Start-up failed', error));
