import type { ReactNode } from 'react';
import type { StoredOutboxEntry } from '../../offline/device-db';
import { useVirtualRows } from '../../ui/virtual-rows';
import { type EntrySync, useEntrySync } from './entry-sync';
import type { ScanEntry } from './scan-session';

/** An entry with its state and one row of actions; the gap is the one in scan-kit.css. */
const ENTRY_HEIGHT = 96;
const ENTRY_GAP = 6;

interface ScanEntryListProps<D> {
  entries: readonly ScanEntry<D>[];
  label: string;
  testId: string;
  /** data-* attributes of a row, beside data-state (its sync state unless the flow says otherwise). */
  attributes?: (entry: ScanEntry<D>, sync: EntrySync) => Record<string, string>;
  children: (entry: ScanEntry<D>, sync: EntrySync, problem: StoredOutboxEntry | undefined) => ReactNode;
}

/**
 * The session's entries, newest first, each marked with where it stands; the flow fills each row. A long
 * session (thousands of units on one handheld) renders only the entries in view.
 */
export function ScanEntryList<D>({ entries, label, testId, attributes, children }: ScanEntryListProps<D>) {
  const syncOf = useEntrySync();
  const { scrollBox, scrollProps, measure, ...rows } = useVirtualRows({ count: entries.length, estimate: ENTRY_HEIGHT, keyOf: (index) => entries[index]!.id, gap: ENTRY_GAP, label });
  return (
    <div ref={scrollBox} {...scrollProps}>
      <ol className="scan-entries" aria-label={label} style={rows.virtual ? { paddingTop: rows.before, paddingBottom: rows.after } : undefined}>
        {rows.indexes.map((index) => {
          const entry = entries[index]!;
          const { sync, problem } = syncOf(entry);
          const data = Object.fromEntries(Object.entries({ state: sync, ...attributes?.(entry, sync) }).map(([key, value]) => [`data-${key}`, value]));
          return (
            <li key={entry.id} ref={measure} data-index={index} aria-setsize={rows.virtual ? entries.length : undefined} aria-posinset={rows.virtual ? index + 1 : undefined} className={`scan-entry scan-entry--${sync}`} data-testid={testId} {...data}>
              {children(entry, sync, problem)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
