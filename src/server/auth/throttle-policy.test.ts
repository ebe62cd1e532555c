import { describe, expect, it } from 'vitest';
import { EMPTY, LOCKOUT_MEMORY_MS, type ThrottleLimits, type ThrottleState, evaluateAttempt, settleSuccess } from './throttle-policy';

const MINUTE = 60_000;
const limits: ThrottleLimits = { maxFailures: 5, windowMs: 15 * MINUTE, delayAfter: 3, maxDelayMs: 2000, lockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE };
const T0 = 1_000_000;

function fail(times: number, state: ThrottleState = EMPTY, now = T0): ThrottleState {
  let s = state;
  for (let i = 0; i < times; i += 1) {
    const decision = evaluateAttempt(s, now, limits);
    if (!decision.allowed) throw new Error('blocked');
    s = decision.next;
  }
  return s;
}

/** Fails up to the limit, then makes the attempt that starts the lockout; answers the locked state and its length. */
function lockOut(state: ThrottleState, now: number): { state: ThrottleState; retryAfterMs: number } {
  const decision = evaluateAttempt(fail(5, state, now), now, limits);
  if (decision.allowed || !decision.next) throw new Error('not locked');
  return { state: decision.next, retryAfterMs: decision.retryAfterMs };
}

describe('evaluateAttempt', () => {
  it('lets the first attempts through at once and counts each as a failure', () => {
    expect(evaluateAttempt(EMPTY, T0, limits)).toEqual({ allowed: true, delayMs: 0, next: { ...EMPTY, failures: 1, windowStartedAt: T0 } });
    expect(fail(3)).toEqual({ ...EMPTY, failures: 3, windowStartedAt: T0 });
  });

  it('slows attempts after the third failure, by 0.5 s more each time, capped', () => {
    const delays = [0, 1, 2, 3, 4].map((n) => {
      const d = evaluateAttempt(fail(n), T0, limits);
      return d.allowed ? d.delayMs : -1;
    });
    expect(delays).toEqual([0, 0, 0, 500, 1000]);
    const d = evaluateAttempt({ ...EMPTY, failures: 50, windowStartedAt: T0 }, T0, { ...limits, maxFailures: 100 });
    expect(d.allowed && d.delayMs).toBe(2000);
  });

  it('locks at the limit, for twice as long at each lockout in a row, up to the longest', () => {
    const first = lockOut(EMPTY, T0);
    expect(first).toEqual({ state: { failures: 0, windowStartedAt: null, lockouts: 1, lockedUntil: T0 + 5 * MINUTE }, retryAfterMs: 5 * MINUTE });
    expect(evaluateAttempt(first.state, T0 + MINUTE, limits)).toEqual({ allowed: false, retryAfterMs: 4 * MINUTE });

    let state = first.state;
    const lengths: number[] = [];
    let now = T0;
    for (let i = 0; i < 5; i += 1) {
      now = state.lockedUntil!;
      const next = lockOut(state, now);
      lengths.push(next.retryAfterMs / MINUTE);
      state = next.state;
    }
    expect(lengths).toEqual([10, 20, 40, 60, 60]);
  });

  it('forgets the lockouts a day after the last one ended', () => {
    const { state } = lockOut(lockOut(EMPTY, T0).state, T0 + 5 * MINUTE);
    expect(state.lockouts).toBe(2);
    expect(lockOut(state, state.lockedUntil! + LOCKOUT_MEMORY_MS).retryAfterMs).toBe(5 * MINUTE);
  });

  it('without a lock length (allowances), refuses until the window ends', () => {
    const allowance = { ...limits, lockMs: undefined, maxLockMs: undefined };
    const full = { ...EMPTY, failures: 5, windowStartedAt: T0 };
    expect(evaluateAttempt(full, T0 + MINUTE, allowance)).toEqual({ allowed: false, retryAfterMs: 14 * MINUTE });
  });

  it('starts over when the window has passed, whatever the count', () => {
    const d = evaluateAttempt({ ...EMPTY, failures: 3, windowStartedAt: T0 }, T0 + limits.windowMs + 1, limits);
    expect(d).toEqual({ allowed: true, delayMs: 0, next: { ...EMPTY, failures: 1, windowStartedAt: T0 + limits.windowMs + 1 } });
  });
});

describe('settleSuccess', () => {
  it('clears an account count with its lockouts, and gives an address back one attempt', () => {
    const state = fail(4, lockOut(EMPTY, T0).state, T0 + 5 * MINUTE);
    expect(settleSuccess(state, 'account')).toEqual(EMPTY);
    expect(settleSuccess(state, 'address')).toEqual({ ...state, failures: 3 });
  });
});
