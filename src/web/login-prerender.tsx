import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LoginFirstLoad } from './features/session/login-first-load';

/**
 * The login page as HTML in one language, rendered by the build (scripts/build/login-prerender.ts)
 * for the server to send before any script runs; login-main.tsx hydrates the same tree (ADR 0023).
 */
export function renderLoginPage(locale: string, messages: Messages): string {
  i18n.loadAndActivate({ locale, messages });
  return renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LoginFirstLoad next={undefined} notice={undefined} />
      </I18nProvider>
    </StrictMode>,
  );
}
