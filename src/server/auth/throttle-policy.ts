/** Failed sign-in attempts counted for one key (a username or a client address) within a fixed window. */
export interface ThrottleState {
  failures: number;
  windowStartedAt: number | null;
}

export interface ThrottleLimits {
  maxFailures: number;
  windowMs: number;
  /** Attempts after this many failures wait, 0.5 s more for each further failure, up to `maxDelayMs`. */
  delayAfter: number;
  maxDelayMs: number;
}

export type AttemptDecision =
  | { allowed: true; delayMs: number; next: ThrottleState }
  | { allowed: false; retryAfterMs: number };

const DELAY_STEP_MS = 500;

export const EMPTY: ThrottleState = { failures: 0, windowStartedAt: null };

function current(state: ThrottleState, now: number, limits: ThrottleLimits): ThrottleState {
  const expired = state.windowStartedAt !== null && now - state.windowStartedAt >= limits.windowMs;
  return expired ? EMPTY : state;
}

/**
 * Decides on an attempt before the password is checked, and counts it as a failure up front:
 * parallel guesses then see each other and cannot slip past the limit together.
 * A success gives the attempt back through `settleSuccess`.
 */
export function evaluateAttempt(state: ThrottleState, now: number, limits: ThrottleLimits): AttemptDecision {
  const live = current(state, now, limits);
  if (live.failures >= limits.maxFailures) {
    return { allowed: false, retryAfterMs: Math.max(0, (live.windowStartedAt ?? now) + limits.windowMs - now) };
  }
  const over = live.failures - limits.delayAfter;
  const delayMs = over >= 0 ? Math.min(limits.maxDelayMs, DELAY_STEP_MS * (over + 1)) : 0;
  return { allowed: true, delayMs, next: { failures: live.failures + 1, windowStartedAt: live.windowStartedAt ?? now } };
}

/** After a success the user's own count starts again; an address only gets its one attempt back. */
export function settleSuccess(state: ThrottleState, kind: 'user' | 'address'): ThrottleState {
  if (kind === 'user') return EMPTY;
  const failures = Math.max(0, state.failures - 1);
  return failures === 0 ? EMPTY : { ...state, failures };
}
