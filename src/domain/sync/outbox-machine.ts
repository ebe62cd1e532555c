import { type BackoffOptions, type SendOutcome, classifyFailure, nextDelay } from './backoff';

/**
 * The life of one outbox entry (one mutation made on a handheld, keyed by its idempotency id):
 *
 *   queued ──startSending──▶ sending ──markDone──▶ done
 *     ▲                        │
 *     ├──── markRetry ─────────┤  (network error, 408, 429, 5xx: attempts+1, wait nextAttemptAt)
 *     ├──── requeue ───────────┤  (found in `sending` after a crash/reload, or 401: not an attempt)
 *     │                        └──markProblem──▶ problem ──discard──▶ discarded
 *     └──────────── retryProblem ◀──────────────────┘
 *
 * Pure functions from entry to entry; each throws OutboxTransitionError when the entry is not in a
 * state the step can start from, so a race between the sync loop and the user shows up as an error
 * (the server answers the same situation with HTTP 409) instead of corrupting the queue.
 */

export const OUTBOX_STATES = ['queued', 'sending', 'done', 'problem', 'discarded'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export interface OutboxEntry<P = unknown> {
  /** UUID generated on the device; the server's idempotency key. */
  id: string;
  kind: string;
  payload: P;
  /** ms since the epoch; entries are sent in this order. */
  createdAt: number;
  state: OutboxState;
  /** Sends that got an answer or a network error (a send interrupted by a reload is not counted). */
  attempts: number;
  lastError: string | null;
  /**
   * ms since the epoch before which a queued entry waits (backoff); 0 when it may go at once. Never
   * null, so the device database can index it (IndexedDB does not index null).
   */
  nextAttemptAt: number;
}

/** What the machine reads and writes; any other field of the caller's record passes through. */
export type OutboxProgress = Pick<OutboxEntry, 'id' | 'state' | 'attempts' | 'lastError' | 'nextAttemptAt'>;

export class OutboxTransitionError extends Error {
  constructor(
    readonly entryId: string,
    readonly from: OutboxState,
    readonly step: string,
  ) {
    super(`Cannot ${step} outbox entry ${entryId}: it is ${from}.`);
    this.name = 'OutboxTransitionError';
  }
}

function from<E extends OutboxProgress>(entry: E, step: string, ...allowed: OutboxState[]): void {
  if (!allowed.includes(entry.state)) throw new OutboxTransitionError(entry.id, entry.state, step);
}

export function newOutboxEntry<P>(init: { id: string; kind: string; payload: P; createdAt: number }): OutboxEntry<P> {
  return { ...init, state: 'queued', attempts: 0, lastError: null, nextAttemptAt: 0 };
}

/** A queued entry may be sent now: its backoff, if any, has passed. */
export function isDue(entry: OutboxProgress, now: number): boolean {
  return entry.state === 'queued' && entry.nextAttemptAt <= now;
}

export function startSending<E extends OutboxProgress>(entry: E): E {
  from(entry, 'send', 'queued');
  return { ...entry, state: 'sending' };
}

export function markDone<E extends OutboxProgress>(entry: E): E {
  from(entry, 'complete', 'sending');
  return { ...entry, state: 'done', attempts: entry.attempts + 1, lastError: null, nextAttemptAt: 0 };
}

export function markRetry<E extends OutboxProgress>(entry: E, { error, now, delayMs }: { error: string; now: number; delayMs: number }): E {
  from(entry, 'schedule a retry of', 'sending');
  return { ...entry, state: 'queued', attempts: entry.attempts + 1, lastError: error, nextAttemptAt: now + delayMs };
}

export function markProblem<E extends OutboxProgress>(entry: E, error: string): E {
  from(entry, 'mark as a sync problem', 'sending');
  return { ...entry, state: 'problem', attempts: entry.attempts + 1, lastError: error, nextAttemptAt: 0 };
}

/**
 * Back to the queue without counting an attempt: for an entry found in `sending` when the app starts
 * (the tab died mid-request; resending is safe because the server applies each key at most once)
 * and for a 401 (the mutation is fine; it waits until the user signs in again).
 */
export function requeue<E extends OutboxProgress>(entry: E): E {
  from(entry, 'requeue', 'sending');
  return { ...entry, state: 'queued' };
}

/** The user asks to try a sync problem again: it is due at once; its last error stays until the next answer. */
export function retryProblem<E extends OutboxProgress>(entry: E, now: number): E {
  from(entry, 'retry', 'problem');
  return { ...entry, state: 'queued', nextAttemptAt: now };
}

/** The user gave up on a sync problem (the screen asks for confirmation and the caller logs it). */
export function discard<E extends OutboxProgress>(entry: E): E {
  from(entry, 'discard', 'problem');
  return { ...entry, state: 'discarded', nextAttemptAt: 0 };
}

/** A short English description of a failed send, for `lastError` when the server gave no message. */
export function describeOutcome({ status, network }: SendOutcome): string {
  return network === true || status === 0 || status === undefined ? 'No answer from the server (network error)' : `The server answered HTTP ${status}`;
}

/**
 * Applies the answer to a send: done, retry with backoff, requeue (401) or sync problem, per
 * `classifyFailure`. `error` is the server's message when it sent one.
 */
export function recordOutcome<E extends OutboxProgress>(
  entry: E,
  outcome: SendOutcome,
  { now, error = describeOutcome(outcome), backoff }: { now: number; error?: string; backoff?: BackoffOptions },
): E {
  switch (classifyFailure(outcome)) {
    case 'ok':
      return markDone(entry);
    case 'retry':
      return markRetry(entry, { error, now, delayMs: nextDelay(entry.attempts + 1, backoff) });
    case 'signed-out':
      return requeue(entry);
    case 'problem':
      return markProblem(entry, error);
  }
}
