import { type BackoffOptions, type SendOutcome, classifyFailure } from '../../domain/sync/backoff';
import type { MutationKindName, MutationPayload } from '../../domain/sync/mutation-registry';
import { SYNC_DISCARD } from '../../domain/sync/mutations';
import { discard, isDue, newOutboxEntry, recordOutcome, requeue, retryProblem, startSending } from '../../domain/sync/outbox-machine';
import type { DeviceDb, StoredOutboxEntry } from './device-db';

/** What the server answered for one mutation of a batch (POST /v1/sync). */
export interface MutationAnswer {
  id: string;
  status: number;
  message: string;
  payload: unknown;
  /** The server's verdict that resending cannot succeed (unknown kind, invalid, forbidden, conflict). */
  permanent?: boolean;
}

/** What each kind's mutation carries: by default the shared registry's payloads, so a wrong one does not compile. */
export type PayloadsByKind = { [K in MutationKindName]: MutationPayload<K> };

export type SendResult =
  | { kind: 'answered'; results: MutationAnswer[] }
  /** The batch as a whole got no answer, or an error status (network, 401, 5xx…). */
  | { kind: 'failed'; outcome: SendOutcome; error: string };

export type Transport = (mutations: Pick<StoredOutboxEntry, 'id' | 'kind' | 'payload' | 'createdAt'>[]) => Promise<SendResult>;

export interface OutboxOptions {
  db: DeviceDb;
  transport: Transport;
  now?: () => number;
  batchSize?: number;
  /**
   * Bytes of serialized mutations a batch may carry: the server's sync route takes at most 5 MB
   * (src/server/app.ts), and a batch stops before the entry that would pass this budget.
   */
  batchBytes?: number;
  backoff?: BackoffOptions;
  newId?: () => string;
  /** Called with each mutation the server applied (or answered from its idempotency store). */
  onApplied?: (entry: StoredOutboxEntry, answer: MutationAnswer) => void;
  /** Called once per batch the server answered, after it is stored, with the mutations of it the server applied and those it refused. */
  onBatchAnswered?: (applied: StoredOutboxEntry[], refused: StoredOutboxEntry[]) => void;
}

export interface FlushResult {
  sent: number;
  /** Why the flush stopped before the queue was empty, if it did. */
  stoppedBy: 'retry' | 'signed-out' | null;
}

const LAST_SYNC_KEY = 'lastSyncAt';

/** The longest a download may hold the outbox (`holding`). */
const HOLD_MAX_MS = 30_000;

/** 4 MB: the sync route's 5 MB limit less room for the request's envelope. */
export const BATCH_BYTES = 4 * 1024 * 1024;

/** An entry that alone would pass a batch's byte budget: refused when queued, so it never blocks the queue behind it. */
export class OutboxEntryTooLargeError extends Error {
  constructor(
    readonly kind: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`A ${kind} mutation of ${bytes} bytes is over the ${limit} bytes a sync request may carry.`);
    this.name = 'OutboxEntryTooLargeError';
  }
}

const encoder = new TextEncoder();

/** The bytes an entry adds to the request body, as the transport serializes it (plus its comma). */
export function sentBytes({ id, kind, payload, createdAt }: Pick<StoredOutboxEntry, 'id' | 'kind' | 'payload' | 'createdAt'>): number {
  return encoder.encode(JSON.stringify({ id, kind, payload, createdAt })).length + 1;
}

/**
 * The device's one outbox. Mutations are sent oldest first, in batches; each keeps its own id, which
 * the server uses as an idempotency key, so resending after a lost answer applies nothing twice.
 * A mutation the server rejects (4xx) becomes a sync problem and waits for the user; the others go on.
 */
export function createOutbox<Kinds extends object = PayloadsByKind>({ db, transport, now = Date.now, batchSize = 500, batchBytes = BATCH_BYTES, backoff, newId = () => crypto.randomUUID(), onApplied, onBatchAnswered }: OutboxOptions) {
  let running: Promise<FlushResult> | null = null;
  /** The batch on its way to the server, as opposed to `running`, which may be waiting for a hold to end. */
  let sending: Promise<unknown> | null = null;
  let held: Promise<void> | null = null;

  function sized(entry: StoredOutboxEntry): StoredOutboxEntry {
    const bytes = sentBytes(entry);
    if (bytes > batchBytes) throw new OutboxEntryTooLargeError(entry.kind, bytes, batchBytes);
    return { ...entry, bytes };
  }

  async function put(kind: string, payload: unknown): Promise<StoredOutboxEntry> {
    const entry: StoredOutboxEntry = sized(newOutboxEntry({ id: newId(), kind, payload, createdAt: now() }));
    entry.seq = await db.outbox.add(entry);
    return entry;
  }

  /** Entries left in `sending` by a closed tab go back to the queue (safe: the server is idempotent). */
  async function recover(): Promise<number> {
    return db.transaction('rw', db.outbox, async () => {
      const stuck = await db.outbox.where('state').equals('sending').toArray();
      await db.outbox.bulkPut(stuck.map((entry) => requeue(entry)));
      return stuck.length;
    });
  }

  async function sendOneBatch(): Promise<{ sent: number; stop: FlushResult['stoppedBy']; empty: boolean }> {
    const time = now();
    const due = await db.transaction('rw', db.outbox, async () => {
      // Oldest first and never past one still waiting out its backoff: a device's changes reach the
      // server in the order they were made (a count's entries before the close of its bin).
      // The batch also stops before the entry that would take the body past its byte budget (the
      // first always goes: none is over it, put refuses those), so a run of results with photos is
      // sent over several requests instead of one the server refuses. Dexie runs this predicate
      // once per entry, in order, before the limit counts it.
      let bytes = 0;
      let count = 0;
      const full = (entry: StoredOutboxEntry) => {
        if (!isDue(entry, time)) return true;
        const size = entry.bytes ?? sentBytes(entry);
        if (count > 0 && bytes + size > batchBytes) return true;
        bytes += size;
        count += 1;
        return false;
      };
      const batch = await db.outbox.where('state').equals('queued').until(full).limit(batchSize).toArray();
      const sending = batch.map((entry) => startSending(entry));
      await db.outbox.bulkPut(sending);
      return sending;
    });
    if (due.length === 0) return { sent: 0, stop: null, empty: true };

    const result = await transport(due.map(({ id, kind, payload, createdAt }) => ({ id, kind, payload, createdAt })));
    const answers = result.kind === 'answered' ? new Map(result.results.map((answer) => [answer.id, answer])) : null;
    let stop: FlushResult['stoppedBy'] = null;
    const updated = due.map((entry) => {
      const answer = answers?.get(entry.id);
      // A batch answered without this mutation: treat it as not sent.
      const outcome: SendOutcome = result.kind === 'failed' ? result.outcome : answer ? { status: answer.status, permanent: answer.permanent } : { network: true };
      const error = result.kind === 'failed' ? result.error : answer?.message;
      const recorded = recordOutcome(entry, outcome, { now: now(), error, backoff });
      const next = recorded.state === 'problem' && answer ? { ...recorded, problemDetail: answer.payload, problemStatus: answer.status } : recorded;
      const failure = classifyFailure(outcome);
      if (failure === 'retry' || failure === 'signed-out') stop ??= failure;
      if (next.state === 'done' && answer) onApplied?.(next, answer);
      return next;
    });
    const done = updated.filter((entry) => entry.state === 'done');
    await db.transaction('rw', db.outbox, db.settings, async () => {
      await db.outbox.bulkPut(updated.filter((entry) => entry.state !== 'done'));
      await db.outbox.bulkDelete(done.map((entry) => entry.seq!));
      if (done.length > 0) await db.settings.put({ key: LAST_SYNC_KEY, value: now() });
    });
    const refused = updated.filter((entry) => entry.state === 'problem');
    if (done.length > 0 || refused.length > 0) onBatchAnswered?.(done, refused);
    return { sent: done.length, stop, empty: false };
  }

  async function flushLoop(): Promise<FlushResult> {
    let sent = 0;
    for (;;) {
      // Between batches, not only before the first: a screen opened during a long replay waits for one
      // batch. A run with nothing left to send ends instead of waiting.
      if (held) {
        if ((await db.outbox.where('state').equals('queued').count()) === 0) return { sent, stoppedBy: null };
        while (held) await held;
      }
      const current = sendOneBatch();
      sending = current;
      const batch = await current.finally(() => {
        if (sending === current) sending = null;
      });
      sent += batch.sent;
      if (batch.empty || batch.stop) return { sent, stoppedBy: batch.stop };
    }
  }

  /** Sends everything due; concurrent calls share one run, which pauses while something holds it. */
  function flush(): Promise<FlushResult> {
    running ??= flushLoop().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * Runs `work` with nothing sent meanwhile: it starts once the batch under way has its answer, and no
   * batch starts before it ends. A screen's download reads what is still queued and then downloads,
   * and knows that none of it reached the server in between. At most `HOLD_MAX_MS`: a download that
   * never answers must not stop the device's sync.
   */
  async function holding<T>(work: () => Promise<T>): Promise<T> {
    while (held) await held;
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    held = hold;
    const end = () => {
      if (held === hold) held = null;
      release();
    };
    const timer = setTimeout(end, HOLD_MAX_MS);
    try {
      if (sending) await sending.catch(() => undefined);
      return await work();
    } finally {
      clearTimeout(timer);
      end();
    }
  }

  async function update(id: string, change: (entry: StoredOutboxEntry) => StoredOutboxEntry): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.where('id').equals(id).first();
      if (!entry) throw new Error(`No outbox entry ${id}`);
      await db.outbox.put(change(entry));
    });
  }

  return {
    enqueue: <K extends keyof Kinds & string>(kind: K, payload: Kinds[K]) => put(kind, payload),
    recover,
    flush,
    holding,
    retry: (id: string) => update(id, (entry) => retryProblem(entry, now())),
    /**
     * The user corrected a refused change (e.g. the serial of a unit): it goes again with the new
     * payload under the same id, which the server never stored since it refused it.
     */
    amend: (id: string, payload: unknown) => update(id, (entry) => sized({ ...retryProblem(entry, now()), payload, problemDetail: undefined, problemStatus: undefined })),
    /** The user gave up on a problem; the server hears of it (audit) through the outbox itself. */
    async discard(id: string, reason?: string): Promise<void> {
      let kind = '';
      await update(id, (entry) => {
        kind = entry.kind;
        return discard(entry);
      });
      await put(SYNC_DISCARD, { discardedId: id, kind, ...(reason ? { reason } : {}) } satisfies MutationPayload<typeof SYNC_DISCARD>);
    },
    /** The network is back or the user asked: waiting entries need not sit out their backoff. */
    async wakeAll(): Promise<void> {
      await db.outbox.where('state').equals('queued').modify({ nextAttemptAt: 0 });
    },
    /**
     * When the queue can move again, for the background timer: when its oldest entry is due, since
     * nothing is sent past it. Reads one entry, not the queue: it runs after every burst of scans,
     * and a counter offline for hours has thousands queued.
     */
    async nextDueAt(): Promise<number | null> {
      const oldest = await db.outbox.where('state').equals('queued').first();
      return oldest ? oldest.nextAttemptAt : null;
    },
    lastSyncAt: async () => ((await db.settings.get(LAST_SYNC_KEY))?.value as number | undefined) ?? null,
  };
}

export type Outbox = ReturnType<typeof createOutbox<PayloadsByKind>>;
