import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { type StoredOutboxEntry, deviceDb } from '../../offline/device-db';
import type { ScanEntry } from './scan-session';

/** Where an entry stands: in the outbox, on the server, refused there, or taken back. */
export type EntrySync = 'queued' | 'synced' | 'refused' | 'undone';

/**
 * Reads the outbox's refusals (only those: a query over the `problem` range is not re-run when a scan
 * queues an entry) and tells each entry's state with the refusal behind it.
 */
export function useEntrySync(): (entry: ScanEntry<unknown>) => { sync: EntrySync; problem: StoredOutboxEntry | undefined } {
  const problems = useLiveQuery(() => deviceDb().outbox.where('state').equals('problem').toArray(), []);
  return useCallback(
    (entry: ScanEntry<unknown>) => {
      // Only the outbox's own answer makes an entry "on the server"; a missing one may just not be read yet.
      const problem = entry.outboxId ? problems?.find((stored) => stored.id === entry.outboxId) : undefined;
      const sync: EntrySync = entry.undone ? 'undone' : entry.synced ? 'synced' : problem ? 'refused' : 'queued';
      return { sync, problem };
    },
    [problems],
  );
}

/** This session's scans not yet on the server (refused ones included: they are not there either). */
export const waitingOf = (entries: readonly ScanEntry<unknown>[]) => entries.filter((entry) => !entry.synced && !entry.undone).length;
