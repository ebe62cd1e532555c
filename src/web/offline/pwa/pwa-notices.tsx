import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { readItem, writeItem } from '../../lib/storage';
import { Button } from '../../ui/button';
import { usePwaStatus } from './pwa-status';
import './pwa-notices.css';

/** sessionStorage: the storage warning was dismissed in this tab (it comes back on the next start). */
const DISMISSED_KEY = 'wms.storageWarningDismissed';

/** The installed app's notices: a waiting update, and a browser that may clear offline data. */
export function PwaNotices() {
  return (
    <div className="pwa-notices">
      <StorageWarning />
      <UpdateNotice />
    </div>
  );
}

/** A new version is ready. Nothing reloads until the user taps "Update now". */
export function UpdateNotice() {
  const { t } = useLingui();
  const { updateWaiting, applyUpdate } = usePwaStatus();
  const [busy, setBusy] = useState(false);
  const [later, setLater] = useState(false);
  if (!updateWaiting || later) return null;
  return (
    <div className="pwa-notice" role="status" aria-label={t`Update available`} data-testid="update-notice">
      <p>{busy ? t`Sending queued changes, then updating…` : t`Update available`}</p>
      <div className="pwa-notice__actions">
        <Button size="small" variant="clear" disabled={busy} onClick={() => setLater(true)}>
          {t`Later`}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void applyUpdate();
          }}
        >
          {t`Update now`}
        </Button>
      </div>
    </div>
  );
}

/** The browser refused persistent storage: offline data (the outbox) may be cleared under pressure. */
export function StorageWarning() {
  const { t } = useLingui();
  const { storagePersisted } = usePwaStatus();
  const [dismissed, setDismissed] = useState(() => readItem(DISMISSED_KEY, 'session') === '1');
  if (storagePersisted !== false || dismissed) return null;
  return (
    <section className="pwa-notice pwa-notice--warning" aria-label={t`Offline data`} data-testid="storage-warning">
      <p role="note">{t`This browser may clear offline data when space runs low`}</p>
      <Button
        size="small"
        variant="clear"
        onClick={() => {
          writeItem(DISMISSED_KEY, '1', 'session');
          setDismissed(true);
        }}
      >
        {t`Dismiss`}
      </Button>
    </section>
  );
}
