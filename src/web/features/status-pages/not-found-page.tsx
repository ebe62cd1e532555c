import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { StatusFrame } from '../../ui/status-frame';

/** Unknown addresses and records: inside the main layout it keeps the menu, elsewhere it is a plain card. */
export function NotFoundPage() {
  const { t } = useLingui();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <StatusFrame title={t`Page not found`} testId="not-found">
      <p>
        {t`There is no page at this address:`} <code>{path}</code>
      </p>
      <p>
        <Link to="/">{t`Go to the home page`}</Link>
      </p>
    </StatusFrame>
  );
}
