import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { formatDate as FormatDate } from '../i18n/format-date';
import { firstScreenCommitted } from '../lib/first-screen';
import { outboxNeeded, useOnline, useSyncState } from './sync-state';

/**
 * Connection and sync state in every screen's header: online or not, changes waiting, problems,
 * last sync. It leads to the device page, where the outbox and its problems are listed.
 */
export function SyncStatus() {
  const { t } = useLingui();
  const online = useOnline();
  const { queued, problems, lastSyncAt } = useSyncState();
  // The outbox (Dexie) loads once this page needs it (ADR 0023); it sends once the main layout's sync
  // gate opens.
  useEffect(() => void outboxNeeded.then(() => import('./outbox-control')).then(({ startBackgroundSync }) => startBackgroundSync()), []);
  // dayjs is not on the first screen's path: the last sync time (kept from the last count) waits for it.
  const [formatDate, setFormatDate] = useState<typeof FormatDate | null>(null);
  useEffect(() => {
    if (lastSyncAt !== null) void firstScreenCommitted.then(() => import('../i18n/format-date')).then((module) => setFormatDate(() => module.formatDate));
  }, [lastSyncAt]);

  const connection = online ? t`Online` : t`Offline`;
  const last = lastSyncAt === null ? t`never synced` : formatDate ? t`last sync ${formatDate(lastSyncAt, 'HH:mm')}` : null;
  const label = [connection, t`${queued} waiting`, problems > 0 ? t`${problems} sync problems` : null, last].filter(Boolean).join(', ');
  return (
    <Link to="/scanner" hash="outbox" className={`sync-status${online ? '' : ' is-offline'}${problems > 0 ? ' has-problems' : ''}`} aria-label={label} title={label} data-testid="sync-status" data-online={online} data-queued={queued}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span aria-hidden="true">{queued > 0 ? queued : ''}</span>
      {problems > 0 ? (
        <span className="sync-status__problems" aria-hidden="true">
          !{problems}
        </span>
      ) : null}
    </Link>
  );
}
