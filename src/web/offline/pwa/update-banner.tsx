import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { applyUpdate, usePwaStatus } from './pwa-status';

/** Shown when a new version is ready; nothing reloads until the user taps. */
export function UpdateBanner() {
  const { t } = useLingui();
  const { updateWaiting } = usePwaStatus();
  const [busy, setBusy] = useState(false);
  if (!updateWaiting) return null;
  return (
    <div className="update-banner" role="status" aria-label={t`Update available`}>
      <span>{t`Update available`}</span>
      <Button
        size="small"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void applyUpdate().finally(() => setBusy(false));
        }}
      >
        {busy ? t`Sending queued changes…` : t`Update now`}
      </Button>
    </div>
  );
}
