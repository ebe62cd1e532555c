import type { ReactNode } from 'react';
import { AuthBrand } from './auth-brand';
import { LanguageButtons } from './language-buttons';

/**
 * The authentication pages' frame: brand, one centred card, the language switch. Plain markup in the
 * Ionic theme's colours (Ionic's runtime loads with the main layout, after login), and no router: the
 * login page's own entry uses it too.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="auth-shell">
      <AuthBrand />
      <main>{children}</main>
      <footer className="auth-tools">
        <LanguageButtons />
      </footer>
    </div>
  );
}
