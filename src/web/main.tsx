/* Ionic's CSS: core, the basics, the utility classes (ion-padding…), the class-based dark palette. */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/float-elements.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/text-transformation.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/palettes/dark.class.css';
import './styles/theme.css';
import './styles/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAuthReactions } from './app/auth-reactions';
import { createAppRouter } from './app/router';
import { activateLocale, detectLocale } from './i18n/i18n';
import { api, authEvents } from './lib/api/clients';
import { session } from './lib/session/session';
import { bootSession } from './lib/session/session-actions';
import { initTheme } from './lib/theme';
import { registerServiceWorker } from './offline/pwa/register';

/** Start-up: theme, language and session first, then the router renders (spec "boot step"). */
async function start() {
  initTheme();
  await Promise.all([activateLocale(detectLocale()), bootSession(session, api, window.location.pathname)]);

  const router = createAppRouter({ session });
  installAuthReactions(router, session, authEvents);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

// Spec section 8: a start-up failure is logged and start-up stops.
start().catch((error: unknown) => console.error('Start-up failed', error));
