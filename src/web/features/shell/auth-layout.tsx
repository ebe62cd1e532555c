import { Outlet } from '@tanstack/react-router';
import { AuthBrand } from '../../ui/auth-brand';
import { LanguageButtons } from '../../ui/language-buttons';

/**
 * The authentication pages' own layout: brand, one centred card, the language switch. Plain markup
 * in the Ionic theme's colours: Ionic's runtime loads with the main layout, after login.
 */
export function AuthLayout() {
  return (
    <div className="auth-shell">
      <AuthBrand />
      <main>
        <Outlet />
      </main>
      <footer className="auth-tools">
        <LanguageButtons />
      </footer>
    </div>
  );
}
