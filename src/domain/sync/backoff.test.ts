import { describe, expect, it } from 'vitest';
import { classifyFailure, nextDelay } from './backoff';
import { isPermanentStatus } from './mutations';

const highest = () => 0.999_999;

describe('nextDelay: full jitter', () => {
  it.each([
    [1, 999],
    [2, 1999],
    [3, 3999],
    [6, 31_999],
    [7, 59_999], // 64 s capped at 60 s
    [50, 59_999],
    [5000, 59_999], // 2^4999 is Infinity: still capped
  ])('attempt %i waits below its cap (%i ms at most)', (attempt, expected) => {
    expect(nextDelay(attempt, { random: highest })).toBe(expected);
  });

  it('can be zero: full jitter draws from the whole range', () => {
    expect(nextDelay(5, { random: () => 0 })).toBe(0);
    expect(nextDelay(3, { random: () => 0.5 })).toBe(2000);
  });

  it('honours baseMs and maxMs', () => {
    expect(nextDelay(1, { baseMs: 200, random: highest })).toBe(199);
    expect(nextDelay(4, { baseMs: 200, maxMs: 1000, random: highest })).toBe(999);
  });

  it('stays within [0, cap) with the real random source', () => {
    for (let i = 0; i < 1000; i++) {
      const delay = nextDelay(3);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(4000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });

  it('refuses attempts that are not counted from 1, and impossible options', () => {
    expect(() => nextDelay(0)).toThrow(RangeError);
    expect(() => nextDelay(1.5)).toThrow(RangeError);
    expect(() => nextDelay(1, { baseMs: 0 })).toThrow(RangeError);
    expect(() => nextDelay(1, { baseMs: 5000, maxMs: 1000 })).toThrow(RangeError);
  });
});

describe('classifyFailure', () => {
  it.each([
    [{ network: true }, 'retry'],
    [{ status: 0 }, 'retry'],
    [{ status: 200 }, 'ok'],
    [{ status: 201 }, 'ok'],
    [{ status: 204 }, 'ok'],
    [{ status: 408 }, 'retry'],
    [{ status: 429 }, 'retry'],
    [{ status: 500 }, 'retry'],
    [{ status: 502 }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 504 }, 'retry'],
    [{ status: 401 }, 'signed-out'],
    [{ status: 400 }, 'problem'],
    [{ status: 403 }, 'problem'],
    [{ status: 404 }, 'problem'],
    [{ status: 409 }, 'problem'],
    [{ status: 422 }, 'problem'],
    [{ status: 302 }, 'problem'],
  ] as const)('%j → %s', (outcome, expected) => {
    expect(classifyFailure(outcome)).toBe(expected);
  });

  it('a network error wins over a status', () => {
    expect(classifyFailure({ network: true, status: 400 })).toBe('retry');
  });

  it('the server’s permanent verdict wins over the status', () => {
    expect(classifyFailure({ status: 503, permanent: true })).toBe('problem');
    expect(classifyFailure({ status: 503, permanent: false })).toBe('retry');
  });

  it('the server calls permanent exactly the statuses the device turns into problems', () => {
    for (let status = 200; status < 600; status++) {
      if (status >= 300 && status < 400) continue;
      expect(isPermanentStatus(status), String(status)).toBe(classifyFailure({ status }) === 'problem');
    }
  });

  it.each([{}, { network: false }, { status: 99 }, { status: 600 }, { status: 200.5 }])('refuses the outcome %j', (outcome) => {
    expect(() => classifyFailure(outcome)).toThrow(RangeError);
  });
});
