import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { AuthBrand } from '../../ui/auth-brand';
import { AuthCard } from '../../ui/auth-card';

/** The catch-all page for unknown addresses. */
export function NotFoundPage() {
  const { t } = useLingui();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div className="auth-shell">
      <AuthBrand />
      <main data-testid="not-found">
        <AuthCard title={t`Page not found`}>
          <p>
            {t`There is no page at this address:`} <code>{path}</code>
          </p>
          <p>
            <Link to="/">{t`Go to the home page`}</Link>
          </p>
        </AuthCard>
      </main>
    </div>
  );
}
