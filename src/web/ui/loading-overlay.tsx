import { useLingui } from '@lingui/react/macro';
import { useLoadingCount } from '../lib/api/loading-store';

/**
 * The global loading overlay (spec sections 1 and 4): visible while the counter is above 0, a modal
 * that cannot be dismissed (no close button; Escape and clicks do nothing), a white 100px spinner
 * and the text "Loading...". The spinner is SVG + CSS so the overlay works before Ionic has loaded.
 */
export function LoadingOverlay() {
  const count = useLoadingCount();
  const { t } = useLingui();
  if (count <= 0) return null;
  const label = t`Loading...`;
  return (
    <div
      className="loading-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-busy="true"
      data-testid="loading-overlay"
      data-count={count}
    >
      <svg className="loading-spinner" width="100" height="100" viewBox="0 0 50 50" aria-hidden="true" data-testid="loading-spinner">
        <circle cx="25" cy="25" r="20" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p role="status">{label}</p>
    </div>
  );
}
