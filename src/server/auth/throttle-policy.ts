/**
 * Failed attempts counted for one key (a client address, a username from one address, …) within a
 * window, and the key's lockouts: each lockout lasts twice the one before, and the count of lockouts is
 * forgotten a day after the last one ended (OWASP Authentication Cheat Sheet, ASVS V6 anti-automation).
 */
export interface ThrottleState {
  failures: number;
  windowStartedAt: number | null;
  lockouts: number;
  lockedUntil: number | null;
}

export interface ThrottleLimits {
  maxFailures: number;
  windowMs: number;
  /** Attempts after this many failures wait, 0.5 s more for each further failure, up to `maxDelayMs`. */
  delayAfter: number;
  maxDelayMs: number;
  /**
   * The first lockout once `maxFailures` is reached; each further one doubles, up to `maxLockMs`. Without
   * it (allowances such as reset mails) the key is refused until its window ends, with no lockout.
   */
  lockMs?: number;
  maxLockMs?: number;
}

export type AttemptDecision =
  | { allowed: true; delayMs: number; next: ThrottleState }
  /** `next` is set when this attempt starts a lockout: save it (and audit it). */
  | { allowed: false; retryAfterMs: number; next?: ThrottleState };

const DELAY_STEP_MS = 500;
/** A key's lockouts are forgotten this long after the last one ended. */
export const LOCKOUT_MEMORY_MS = 24 * 60 * 60_000;

export const EMPTY: ThrottleState = { failures: 0, windowStartedAt: null, lockouts: 0, lockedUntil: null };

function current(state: ThrottleState, now: number, limits: ThrottleLimits): ThrottleState {
  const forgotten = state.lockedUntil !== null && now - state.lockedUntil >= LOCKOUT_MEMORY_MS;
  const lockouts = forgotten ? { lockouts: 0, lockedUntil: null } : { lockouts: state.lockouts, lockedUntil: state.lockedUntil };
  const expired = state.windowStartedAt !== null && now - state.windowStartedAt >= limits.windowMs;
  return expired ? { failures: 0, windowStartedAt: null, ...lockouts } : { ...state, ...lockouts };
}

/**
 * Decides on an attempt before the password is checked, and counts it as a failure up front:
 * parallel guesses then see each other and cannot slip past the limit together.
 * A success gives the attempt back through `settleSuccess`.
 */
export function evaluateAttempt(state: ThrottleState, now: number, limits: ThrottleLimits): AttemptDecision {
  const live = current(state, now, limits);
  if (live.lockedUntil !== null && now < live.lockedUntil) return { allowed: false, retryAfterMs: live.lockedUntil - now };
  if (live.failures >= limits.maxFailures) {
    if (limits.lockMs === undefined) return { allowed: false, retryAfterMs: Math.max(0, (live.windowStartedAt ?? now) + limits.windowMs - now) };
    const lockMs = Math.min(limits.maxLockMs ?? limits.lockMs, limits.lockMs * 2 ** live.lockouts);
    return { allowed: false, retryAfterMs: lockMs, next: { failures: 0, windowStartedAt: null, lockouts: live.lockouts + 1, lockedUntil: now + lockMs } };
  }
  const over = live.failures - limits.delayAfter;
  const delayMs = over >= 0 ? Math.min(limits.maxDelayMs, DELAY_STEP_MS * (over + 1)) : 0;
  return { allowed: true, delayMs, next: { ...live, failures: live.failures + 1, windowStartedAt: live.windowStartedAt ?? now } };
}

/**
 * After a success the account's own counts start again (lockouts too: the person who knows the password
 * is here); an address shared by many only gets its one attempt back.
 */
export function settleSuccess(state: ThrottleState, kind: 'account' | 'address'): ThrottleState {
  if (kind === 'account') return EMPTY;
  return { ...state, failures: Math.max(0, state.failures - 1) };
}
