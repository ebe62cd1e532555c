import { useLingui } from '@lingui/react/macro';

/** The router's default pending state, shown only when a screen's loader takes longer than a moment. */
export function RoutePendingPage() {
  const { t } = useLingui();
  return (
    <div className="route-pending" role="status" aria-live="polite" data-testid="route-pending">
      <span className="route-pending__spinner" aria-hidden="true" />
      {t`Loading…`}
    </div>
  );
}
