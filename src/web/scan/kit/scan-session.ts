import { type StoredOutboxEntry, deviceDb } from '../../offline/device-db';
import type { MutationAnswer } from '../../offline/outbox';
import { appliedAnswer, getOutbox, onMutationApplied, onOutboxFlushed, syncNow } from '../../offline/outbox-control';
import { type Store, createStore } from '../../lib/store/create-store';
import { afterPaint } from '../after-paint';

/**
 * What one scan left behind on a handheld: the flow's own data, the outbox entry carrying it, and
 * where it stands (`synced` only once the outbox heard the server apply it; `undone` once taken back).
 */
export interface ScanEntry<D> {
  id: string;
  data: D;
  outboxId: string | null;
  synced: boolean;
  undone: boolean;
}

export interface ScanSessionState<D, N> {
  /** Newest first, at most `keep` of them. */
  entries: readonly ScanEntry<D>[];
  /** The last scan's verdict, in the flow's own terms. */
  notice: N | null;
}

export interface ScanSessionOptions<D> {
  /** How many entries the screen lists; older ones live on in the outbox and on the server. */
  keep?: number;
  /** Entries the server has already (the document's latest), listed as synced. */
  initial?: readonly { id: string; data: D }[];
  /** Queues what takes an entry back on the server (undo, void). */
  takeBack?: (entry: ScanEntry<D>) => Promise<unknown>;
  /** The flow's own bookkeeping when an entry is taken back (tallies, what counts as a repeat). */
  forget?: (entry: ScanEntry<D>) => void;
  /** The server's answer changes the entry's data (e.g. what a parcel turned out to be). */
  answered?: (entry: ScanEntry<D>, answer: MutationAnswer) => D;
}

const KEEP = 30;

/**
 * The scan session every handheld flow composes: the entries scanned, the last verdict, the outbox
 * entry behind each and undo. It lives outside React, so a scan is decided and answered in the key's
 * own task; the screen re-renders once after that frame has painted. The flow keeps its document,
 * expected lines and what it waits for next, and calls this for what every flow shares.
 */
export function createScanSession<D, N>(options: ScanSessionOptions<D> = {}) {
  const keep = options.keep ?? KEEP;
  const store: Store<ScanSessionState<D, N>> = createStore<ScanSessionState<D, N>>(
    { entries: (options.initial ?? []).slice(0, keep).map((entry) => ({ ...entry, outboxId: null, synced: true, undone: false })), notice: null },
    { batch: afterPaint },
  );

  const fromServer = new Set((options.initial ?? []).map((entry) => entry.id));
  const patch = (next: Partial<ScanSessionState<D, N>>) => store.set((state) => ({ ...state, ...next }));
  const find = (id: string) => store.get().entries.find((entry) => entry.id === id);

  function change(id: string, update: Partial<ScanEntry<D>>): void {
    if (!find(id)) return;
    patch({ entries: store.get().entries.map((entry) => (entry.id === id ? { ...entry, ...update } : entry)) });
  }

  function answered(entry: ScanEntry<D>, answer: MutationAnswer | null): void {
    change(entry.id, { synced: true, ...(options.answered && answer ? { data: options.answered(entry, answer) } : {}) });
  }

  const unsettled = () => store.get().entries.filter((entry) => entry.outboxId !== null && !entry.synced && !entry.undone);

  /**
   * Derives each entry's state from the outbox's truth rather than from the answers heard: one
   * answered before the screen listened (or while it restored its list) is found among the answers the
   * page heard, and one whose outbox entry is gone was applied (the outbox deletes only those).
   */
  async function reconcile(): Promise<void> {
    const open = unsettled();
    if (open.length === 0) return;
    const stored = await deviceDb()
      .outbox.where('id')
      .anyOf(open.map((entry) => entry.outboxId!))
      .toArray();
    const stateOf = new Map(stored.map((entry) => [entry.id, entry.state]));
    // Only the entries read: one added meanwhile is in IndexedDB, not in `stateOf`.
    const read = new Set(open.map((entry) => entry.id));
    for (const entry of unsettled().filter((e) => read.has(e.id))) {
      const heard = appliedAnswer(entry.outboxId!);
      const state = stateOf.get(entry.outboxId!);
      if (heard) answered(entry, heard.answer);
      else if (state === undefined) answered(entry, null);
      // Refused, then discarded on another screen (the device page): it never happened, as an undo.
      else if (state === 'discarded') change(entry.id, { undone: true });
    }
  }

  return {
    store,
    get: store.get,
    say: (notice: N | null) => patch({ notice }),

    /** A new entry, newest first; `enqueued` is its outbox entry being stored. */
    add(id: string, data: D, notice: N | null, enqueued?: Promise<string>): ScanEntry<D> {
      const entry: ScanEntry<D> = { id, data, outboxId: null, synced: false, undone: false };
      patch({ entries: [entry, ...store.get().entries].slice(0, keep), notice });
      void enqueued?.then((outboxId) => {
        change(id, { outboxId });
        const heard = appliedAnswer(outboxId);
        const added = find(id);
        if (heard && added) answered(added, heard.answer);
      });
      return entry;
    },

    /** Entries found still queued from an earlier visit, listed before the server's. */
    restore(found: readonly { id: string; data: D; outboxId: string }[]): void {
      if (found.length === 0) return;
      const restored = found.map((entry): ScanEntry<D> => ({ ...entry, synced: false, undone: false }));
      patch({ entries: [...restored, ...store.get().entries].slice(0, keep) });
      void reconcile();
    },

    /**
     * Lists what this device kept from an earlier visit (its own rows, oldest first) after the entries
     * already listed: each synced unless its outbox entry (`outboxOf`: row id → outbox id) still waits.
     */
    adopt(rows: readonly D[], idOf: (row: D) => string, undoneOf: (row: D) => boolean, outboxOf: ReadonlyMap<string, string>): void {
      const listed = new Set(store.get().entries.map((entry) => entry.id));
      const kept = rows.filter((row) => !listed.has(idOf(row))).reverse();
      const adopted = kept.map((row): ScanEntry<D> => {
        const id = idOf(row);
        return { id, data: row, outboxId: outboxOf.get(id) ?? null, synced: !outboxOf.has(id), undone: undoneOf(row) };
      });
      patch({ entries: [...store.get().entries, ...adopted].slice(0, keep) });
      void reconcile();
    },

    /** Replaces the list (another bin, another task). */
    reset(entries: readonly ScanEntry<D>[]): void {
      patch({ entries: entries.slice(0, keep) });
      void reconcile();
    },

    changeData(id: string, update: (data: D) => D): void {
      const entry = find(id);
      if (entry) change(id, { data: update(entry.data) });
    },

    /** The newest entry of this session still standing: what "undo last scan" takes back. */
    last: (entries = store.get().entries): ScanEntry<D> | undefined => entries.find((entry) => !entry.undone && !fromServer.has(entry.id)),

    /**
     * Takes an entry back. One the server refused was never stored there: dropping the refusal is the
     * whole undo. Otherwise the flow's compensating mutation goes through the outbox.
     */
    async undo(id: string, notice: N | null): Promise<boolean> {
      const entry = find(id);
      if (!entry || entry.undone) return false;
      change(id, { undone: true });
      options.forget?.(entry);
      patch({ notice });
      const stored = entry.outboxId ? await deviceDb().outbox.where('id').equals(entry.outboxId).first() : undefined;
      if (stored?.state === 'problem') await getOutbox().discard(stored.id, 'undone on the scan screen');
      else await options.takeBack?.(entry);
      void syncNow();
      return true;
    },

    /** Follows the outbox's answers while the screen (or the app, for a flow kept across screens) needs them. */
    listen(): () => void {
      const stopAnswers = onMutationApplied((stored: StoredOutboxEntry, answer: MutationAnswer) => {
        const entry = store.get().entries.find((e) => e.outboxId === stored.id);
        if (entry && !entry.synced) answered(entry, answer);
      });
      const stopFlushes = onOutboxFlushed(() => void reconcile());
      void reconcile();
      return () => {
        stopAnswers();
        stopFlushes();
      };
    },
  };
}
