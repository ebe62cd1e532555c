/**
 * When and whether the outbox tries a mutation again. Full jitter (the delay is random between 0 and
 * an exponentially growing cap) spreads out the devices that all come back online at once, e.g. after
 * a Wi-Fi outage in the warehouse, instead of having them retry in lockstep.
 * https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 */

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** A number in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

/**
 * Milliseconds to wait before the next try, `attempt` being the number of failed tries so far (1 after
 * the first failure): random in [0, min(maxMs, baseMs × 2^(attempt-1))).
 */
export function nextDelay(attempt: number, { baseMs = 1000, maxMs = 60_000, random = Math.random }: BackoffOptions = {}): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt counts failed tries from 1, got ${attempt}`);
  if (!(baseMs > 0) || !(maxMs >= baseMs)) throw new RangeError(`Need 0 < baseMs <= maxMs, got ${baseMs} and ${maxMs}`);
  const cap = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.floor(random() * cap);
}

/**
 * What one send's outcome means for the entry:
 * - ok: applied (or a replay the server answered from its idempotency store);
 * - retry: the request may not have arrived or the server could not handle it now (network error,
 *   408, 429, 5xx); safe to resend because the server applies an idempotency key at most once;
 * - signed-out (401): nothing is wrong with the mutation; the outbox waits for the user to sign in
 *   again instead of burying every queued scan in sync problems;
 * - problem: the server rejected this mutation (its verdict says permanent, or any other 4xx, e.g. 400
 *   invalid, 403, 409 key reused with another body); resending the same request cannot succeed, so it
 *   waits for the user.
 */
export type FailureClass = 'ok' | 'retry' | 'signed-out' | 'problem';

export interface SendOutcome {
  /** HTTP status of the answer, when one arrived. */
  status?: number;
  /** True when no answer arrived (fetch threw: offline, DNS, connection reset, timeout). */
  network?: boolean;
  /** The server's verdict that this mutation can never succeed as sent (MutationResult.permanent). */
  permanent?: boolean;
}

export function classifyFailure({ status, network, permanent }: SendOutcome): FailureClass {
  if (permanent === true) return 'problem';
  // Status 0 is how XHR and opaque responses report "no answer".
  if (network === true || status === 0) return 'retry';
  if (status === undefined || !Number.isInteger(status) || status < 100 || status > 599) {
    throw new RangeError(`An outcome needs network: true or an HTTP status, got ${JSON.stringify({ status, network })}`);
  }
  if (status >= 200 && status < 300) return 'ok';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'signed-out';
  // Other 4xx, and 1xx/3xx, which fetch never hands over for an API call that went right.
  return 'problem';
}
