import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { type StoredOutboxEntry, deviceDb } from '../../offline/device-db';
import { getOutbox, syncAllNow, syncNow } from '../../offline/outbox-control';
import { useOnline, useSyncState } from '../../offline/sync-state';
import { usePwaStatus } from '../../offline/pwa/pwa-status';
import { formatDate } from '../../i18n/format-date';
import { Button } from '../../ui/button';
import { outboxProblemText } from './outbox-problem-text';

const LISTED = 50;

/** This device's outbox: what waits to be sent, what the server refused, and what to do about it. */
export function OutboxPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const { queued, problems, lastSyncAt } = useSyncState();
  const { storagePersisted } = usePwaStatus();
  const entries = useLiveQuery(() => deviceDb().outbox.where('state').anyOf('queued', 'sending', 'problem').limit(LISTED).toArray(), []) ?? [];

  async function onDiscard(id: string) {
    if (!window.confirm(t`Discard this change? It will never reach the server.`)) return;
    await getOutbox().discard(id);
    void syncNow();
  }

  return (
    <section aria-labelledby="outbox-title" id="outbox">
      <h2 id="outbox-title">{t`Outbox of this device`}</h2>
      <dl className="facts">
        <dt>{t`Connection`}</dt>
        <dd data-testid="outbox-online">{online ? t`Online` : t`Offline`}</dd>
        <dt>{t`Waiting to send`}</dt>
        <dd data-testid="outbox-queued">{queued}</dd>
        <dt>{t`Sync problems`}</dt>
        <dd data-testid="outbox-problems">{problems}</dd>
        <dt>{t`Last sync`}</dt>
        <dd>{lastSyncAt ? formatDate(lastSyncAt) : t`Never`}</dd>
      </dl>
      {storagePersisted === false ? (
        <p role="note" data-testid="storage-not-persisted">
          {t`This browser may clear offline data when space runs low. Sync before leaving the network for long.`}
        </p>
      ) : null}
      {/* With no network there is nothing to try: the queue goes out by itself when it returns. */}
      <Button onClick={() => void syncAllNow()} disabled={!online}>
        {t`Sync now`}
      </Button>
      <ul className="outbox-list" aria-label={t`Queued changes`}>
        {entries.map((entry) => (
          <li key={entry.id} data-testid="outbox-entry" data-state={entry.state}>
            <span>{entry.kind}</span> {entry.state === 'problem' ? <OutboxProblem entry={entry} /> : <span>{t`Waiting`}</span>}
            {entry.state === 'problem' ? (
              <>
                <Button size="small" onClick={() => void getOutbox().retry(entry.id).then(syncNow)}>
                  {t`Retry`}
                </Button>
                <Button size="small" variant="outline" onClick={() => void onDiscard(entry.id)}>
                  {t`Discard`}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutboxProblem({ entry }: { entry: StoredOutboxEntry }) {
  const { t } = useLingui();
  const { sentence, fields } = outboxProblemText(entry);
  return (
    <>
      <span data-testid="outbox-problem">{t`Refused: ${sentence}`}</span>
      {fields.length > 0 ? (
        <ul aria-label={t`Fields the server refused`} data-testid="outbox-problem-fields">
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
