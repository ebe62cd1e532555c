import { describe, expect, it } from 'vitest';
import { EMPTY, type ThrottleLimits, type ThrottleState, evaluateAttempt, settleSuccess } from './throttle-policy';

const limits: ThrottleLimits = { maxFailures: 5, windowMs: 15 * 60_000, delayAfter: 3, maxDelayMs: 2000 };
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

describe('evaluateAttempt', () => {
  it('lets the first attempts through at once and counts each as a failure', () => {
    expect(evaluateAttempt(EMPTY, T0, limits)).toEqual({ allowed: true, delayMs: 0, next: { failures: 1, windowStartedAt: T0 } });
    expect(fail(3)).toEqual({ failures: 3, windowStartedAt: T0 });
  });

  it('slows attempts after the third failure, by 0.5 s more each time, capped', () => {
    const delays = [0, 1, 2, 3, 4].map((n) => {
      const d = evaluateAttempt(fail(n), T0, limits);
      return d.allowed ? d.delayMs : -1;
    });
    expect(delays).toEqual([0, 0, 0, 500, 1000]);
    const wide = { ...limits, maxFailures: 100 };
    const d = evaluateAttempt({ failures: 50, windowStartedAt: T0 }, T0, wide);
    expect(d.allowed && d.delayMs).toBe(2000);
  });

  it('refuses at the limit until the window that began with the first failure ends', () => {
    const full = fail(5, EMPTY, T0);
    expect(evaluateAttempt(full, T0 + 60_000, limits)).toEqual({ allowed: false, retryAfterMs: 14 * 60_000 });
    const later = evaluateAttempt(full, T0 + 15 * 60_000, limits);
    expect(later).toEqual({ allowed: true, delayMs: 0, next: { failures: 1, windowStartedAt: T0 + 15 * 60_000 } });
  });

  it('starts over when the window has passed, whatever the count', () => {
    const old = { failures: 3, windowStartedAt: T0 };
    const d = evaluateAttempt(old, T0 + limits.windowMs + 1, limits);
    expect(d).toEqual({ allowed: true, delayMs: 0, next: { failures: 1, windowStartedAt: T0 + limits.windowMs + 1 } });
  });
});

describe('settleSuccess', () => {
  it('clears the user count and gives the address back one attempt', () => {
    const state = fail(4);
    expect(settleSuccess(state, 'user')).toEqual(EMPTY);
    expect(settleSuccess(state, 'address')).toEqual({ failures: 3, windowStartedAt: T0 });
    expect(settleSuccess(fail(1), 'address')).toEqual(EMPTY);
  });
});
