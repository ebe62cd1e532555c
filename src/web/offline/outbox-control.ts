import type { Table } from 'dexie';
import { apiQuiet } from '../lib/api/clients';
import { isApiError } from '../lib/api/api-error';
import { type StoredOutboxEntry, deviceDb } from './device-db';
import type { MutationKindName } from '../../domain/sync/mutation-registry';
import { getQueryClient } from '../lib/query/query-client';
import { refreshesOf } from './mutation-refreshes';
import { needOutbox, setSyncState, syncGate, syncState } from './sync-state';
import { type MutationAnswer, type Outbox, type PayloadsByKind, type Transport, createOutbox } from './outbox';

/** How often the queue is tried while nothing else wakes it (online event, app shown, new entry). */
const TICK_MS = 15_000;
/**
 * A sync request that gets no answer in this time counts as a network failure and is retried (the
 * server applies each key once). Without it, one connection stalled on poor warehouse Wi-Fi would
 * hold the outbox, which sends one batch at a time, until the app is restarted.
 */
const SEND_TIMEOUT_MS = 30_000;
/** How long an update waits for the queue before it goes ahead; the queue stays in IndexedDB anyway. */
const UPDATE_FLUSH_LIMIT_MS = 10_000;

const transport: Transport = async (mutations) => {
  try {
    // The outbox decides what a failure means; it never triggers the app's logout or redirects.
    const answer = await apiQuiet.post<{ results: MutationAnswer[] }>('/sync', { mutations }, { skipAuthEvents: true, timeout: SEND_TIMEOUT_MS });
    return { kind: 'answered', results: answer.results };
  } catch (error) {
    if (isApiError(error) && !error.network && error.status !== null) {
      return { kind: 'failed', outcome: { status: error.status }, error: error.message };
    }
    return { kind: 'failed', outcome: { network: true }, error: error instanceof Error ? error.message : String(error) };
  }
};

type AppliedListener = (entry: StoredOutboxEntry, answer: MutationAnswer) => void;
const appliedListeners = new Set<AppliedListener>();
const flushListeners = new Set<() => void>();

/**
 * The answers this page heard, by outbox id, newest last. The outbox deletes an applied entry once
 * answered; a screen that was not listening at that moment (mounting, restoring, remounted by fresh
 * server data) finds the answer here instead of waiting for one that will never come again.
 */
const RECENT_ANSWERS = 1_000;
const recentAnswers = new Map<string, { entry: StoredOutboxEntry; answer: MutationAnswer }>();

function applied(entry: StoredOutboxEntry, answer: MutationAnswer): void {
  recentAnswers.delete(entry.id);
  recentAnswers.set(entry.id, { entry, answer });
  if (recentAnswers.size > RECENT_ANSWERS) recentAnswers.delete(recentAnswers.keys().next().value!);
  appliedListeners.forEach((listener) => listener(entry, answer));
}

/** The server's answer to an outbox entry, if this page heard it (see recentAnswers). */
export function appliedAnswer(outboxId: string): { entry: StoredOutboxEntry; answer: MutationAnswer } | undefined {
  return recentAnswers.get(outboxId);
}

/** Hears each batch the outbox stored after the server answered some of it (applied or refused). Returns the unsubscribe. */
export function onOutboxFlushed(listener: () => void): () => void {
  flushListeners.add(listener);
  return () => flushListeners.delete(listener);
}

/**
 * What a screen restoring its list reads of the outbox, oldest first: the entries still waiting or
 * refused, and those this page heard applied. The latter are gone from IndexedDB, possibly before the
 * server data the screen starts from was fetched, so neither source would list them otherwise.
 */
export async function outboxWithApplied(): Promise<StoredOutboxEntry[]> {
  const waiting = await deviceDb().outbox.where('state').anyOf('queued', 'sending', 'problem').toArray();
  // Read after IndexedDB: an entry answered meanwhile is here, and its answer wins.
  const byId = new Map([...waiting, ...[...recentAnswers.values()].map(({ entry }) => entry)].map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * Hears each mutation the server answered with a success (applied now, or its first answer again), for
 * screens that act on the answer of a change made offline. Returns the unsubscribe.
 */
export function onMutationApplied(listener: AppliedListener): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/**
 * What the server changed for the applied mutations (a draft control number now receiving, a cycle's
 * progress) is fetched again once per batch: only those queries, and quietly (no toast, no redirect).
 */
function refreshApplied(applied: StoredOutboxEntry[]): void {
  const client = getQueryClient();
  for (const queryKey of refreshesOf(applied)) void client.invalidateQueries({ queryKey });
}

// Whatever loads this module (a scan screen, a queued print, the update's flush) needs the outbox: the
// header's count and background sync, which wait for `outboxNeeded`, start with it.
needOutbox();

let outbox: Outbox | null = null;

export function getOutbox(): Outbox {
  outbox ??= createOutbox({
    db: deviceDb(),
    transport,
    onApplied: applied,
    onBatchAnswered(done) {
      refreshApplied(done);
      flushListeners.forEach((listener) => listener());
    },
  });
  return outbox;
}

let wake: ReturnType<typeof setTimeout> | null = null;

/**
 * Flushes now and plans the next try: at the earliest backoff, or on the regular tick. With no network
 * at all it does not try: each failed try rewrites a whole batch in IndexedDB, work a counter's scans
 * would wait behind for hours; the `online` event sends everything when the network returns. Nor does
 * it plan from the queue then: an entry that was never tried is due since it was made, so that plan
 * would run again at once, reading IndexedDB in a loop between the scans.
 */
export async function syncNow(): Promise<void> {
  const box = getOutbox();
  const online = navigator.onLine;
  try {
    await syncGate();
    if (online) await box.flush();
  } finally {
    syncStateChanged();
    if (wake) clearTimeout(wake);
    const due = online ? await box.nextDueAt() : null;
    const delay = due === null ? TICK_MS : Math.min(TICK_MS, Math.max(0, due - Date.now()));
    wake = setTimeout(() => void syncNow(), delay);
  }
}

/** Sends everything now, backoff or not: the network came back, or the user tapped "Sync now". */
export async function syncAllNow(): Promise<void> {
  await getOutbox().wakeAll();
  await syncNow();
}

/**
 * A burst of scans goes out as one batch shortly after the last one: sending after every scan
 * would put a database transaction, a request and several re-renders between each scan's keys.
 */
const SEND_AFTER_MS = 300;
let sendSoon: ReturnType<typeof setTimeout> | null = null;

/** Queues a mutation; it is sent within a moment, together with any that follow it. */
export async function enqueueMutation<K extends MutationKindName>(kind: K, payload: PayloadsByKind[K]): Promise<string> {
  const entry = await getOutbox().enqueue(kind, payload);
  return queued(entry.id);
}

/**
 * Queues a mutation and writes the screen's own rows of it in the same IndexedDB transaction: one
 * commit a scan, and never one without the other after a crash.
 */
export async function enqueueMutationWith<K extends MutationKindName>(
  kind: K,
  payload: PayloadsByKind[K],
  tables: readonly Table[],
  write: () => Promise<unknown>,
): Promise<string> {
  const db = deviceDb();
  const entry = await db.transaction('rw', [db.outbox, ...tables], async () => {
    const stored = await getOutbox().enqueue(kind, payload);
    await write();
    return stored;
  });
  return queued(entry.id);
}

function queued(id: string): string {
  // The badge counts the new entry at once; the recount that follows, at most once a second, confirms it.
  setSyncState({ ...syncState.get(), queued: syncState.get().queued + 1 });
  syncStateChanged();
  if (sendSoon) clearTimeout(sendSoon);
  sendSoon = setTimeout(() => void syncNow(), SEND_AFTER_MS);
  return id;
}

let started = false;

/** Starts background sync once per page: after a crash, when the network returns, when the app is shown. */
export function startBackgroundSync(): void {
  if (started) return;
  started = true;
  void getOutbox().recover().then(() => syncNow());
  window.addEventListener('online', () => void syncAllNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncNow();
  });
}

/** Before an app update reloads the page: send what can be sent; the rest stays queued in IndexedDB. */
export async function flushBeforeUpdate(): Promise<{ flushed: boolean; pending: number }> {
  const limit = new Promise((resolve) => setTimeout(resolve, UPDATE_FLUSH_LIMIT_MS));
  const flush = syncGate().then(() => getOutbox().flush());
  await Promise.race([flush.catch(() => undefined), limit]);
  const pending = await pendingCount();
  return { flushed: pending === 0, pending };
}

/**
 * Counting is work in proportion to the queue, so it is not redone on every write (a flush of
 * thousands writes twice per batch): it runs at most every REFRESH_MS after a change, and on a slow
 * poll while the counts are shown. A recount costs a station about 30 ms of a slowed handheld's main
 * thread; recounting four times a second met the next scan or tap often enough to show in the bench's p95.
 */
const REFRESH_MS = 1_000;
const POLL_MS = 2_000;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** Keeps sync-state's counts fresh while shown: at once, then on the slow poll. Returns the stop. */
export function watchSyncState(): () => void {
  void refreshSyncState();
  const poll = setInterval(syncStateChanged, POLL_MS);
  return () => clearInterval(poll);
}

/**
 * Entries not yet answered, counted by the index alone: `anyOf` would walk the entries with a cursor
 * and decode every one, on the main thread, with thousands queued after hours offline.
 */
async function pendingCount(): Promise<number> {
  const db = deviceDb();
  return db.transaction('r', db.outbox, async () => {
    const [queued, sending] = await Promise.all([db.outbox.where('state').equals('queued').count(), db.outbox.where('state').equals('sending').count()]);
    return queued + sending;
  });
}

async function refreshSyncState(): Promise<void> {
  refreshTimer = null;
  const db = deviceDb();
  const [queued, problems, last] = await Promise.all([
    pendingCount(),
    db.outbox.where('state').equals('problem').count(),
    db.settings.get('lastSyncAt'),
  ]);
  setSyncState({ queued, problems, lastSyncAt: (last?.value as number | undefined) ?? null });
}

/** Asks for fresh counts soon; many asks in a burst make one count. */
export function syncStateChanged(): void {
  refreshTimer ??= setTimeout(() => void refreshSyncState(), REFRESH_MS);
}
