import { useEffect } from 'react';
import { AuthFrame } from '../../ui/auth-frame';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { LoginForm } from './login-form';
import type { LoginNotice } from './login-search';

interface LoginFirstLoadProps {
  next: string | undefined;
  notice: LoginNotice | undefined;
  /** Once the page is live in the browser (not called when the build renders it to HTML). */
  onLive?: () => void;
}

/**
 * The login page's first load (login-main.tsx): the same tree the build renders to HTML in each
 * language (login-prerender.tsx) and the browser then hydrates, so the two must never differ. Every
 * way out is a page load into the app.
 */
export function LoginFirstLoad({ next, notice, onLive }: LoginFirstLoadProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <>
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
    </>
  );
}
