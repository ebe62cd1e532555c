import { eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema/auth';
import { AppError } from '../lib/errors';
import { EMPTY, type ThrottleLimits, type ThrottleState, evaluateAttempt, settleSuccess } from './throttle-policy';

interface ThrottleKey {
  key: string;
  kind: 'user' | 'address';
  limits: ThrottleLimits;
}

/** The two counters a sign-in attempt touches: the username as typed (case-insensitive) and the client address. */
export function throttleKeys(env: Deps['env'], username: string, address: string): ThrottleKey[] {
  const base = {
    windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    delayAfter: env.LOGIN_DELAY_AFTER_FAILURES,
    maxDelayMs: env.LOGIN_MAX_DELAY_MS,
  };
  return [
    { key: `address:${address}`, kind: 'address' as const, limits: { ...base, maxFailures: env.LOGIN_MAX_FAILURES_PER_ADDRESS } },
    { key: `user:${username.toLowerCase()}`, kind: 'user' as const, limits: { ...base, maxFailures: env.LOGIN_MAX_FAILURES_PER_USER } },
  ].sort((a, b) => a.key.localeCompare(b.key));
}

const toState = (row: { failures: number; windowStartedAt: Date | null }): ThrottleState => ({
  failures: row.failures,
  windowStartedAt: row.windowStartedAt?.getTime() ?? null,
});

const toRow = (state: ThrottleState) => ({
  failures: state.failures,
  windowStartedAt: state.windowStartedAt === null ? null : new Date(state.windowStartedAt),
});

/** Rows locked in key order, created when missing, so concurrent attempts on one key queue instead of racing. */
async function withLockedRows<T>(
  deps: Deps,
  keys: readonly { key: string }[],
  work: (states: Map<string, ThrottleState>, save: (key: string, state: ThrottleState) => Promise<void>) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const names = keys.map((k) => k.key);
    await tx.insert(loginThrottle).values(names.map((key) => ({ key }))).onConflictDoNothing();
    const rows = await tx.select().from(loginThrottle).where(inArray(loginThrottle.key, names)).orderBy(loginThrottle.key).for('update');
    const states = new Map(rows.map((row) => [row.key, toState(row)]));
    return work(states, async (key, state) => {
      await tx.update(loginThrottle).set(toRow(state)).where(eq(loginThrottle.key, key));
    });
  });
}

/** Refuses with 429 past a limit; otherwise counts the attempt and waits the policy's delay before returning. */
export async function beginAttempt(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  if (!deps.env.LOGIN_THROTTLE) return;
  const now = deps.now().getTime();
  const delayMs = await withLockedRows(deps, keys, async (states, save) => {
    const decisions = keys.map((k) => ({ k, d: evaluateAttempt(states.get(k.key) ?? EMPTY, now, k.limits) }));
    const blocked = decisions.flatMap(({ d }) => (d.allowed ? [] : [d.retryAfterMs]));
    if (blocked.length > 0) {
      const seconds = Math.ceil(Math.max(...blocked) / 1000);
      throw new AppError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, { retryAfter: seconds }, { 'Retry-After': String(seconds) });
    }
    let wait = 0;
    for (const { k, d } of decisions) {
      if (!d.allowed) continue;
      await save(k.key, d.next);
      wait = Math.max(wait, d.delayMs);
    }
    return wait;
  });
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

export async function settleAttempt(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  if (!deps.env.LOGIN_THROTTLE) return;
  await withLockedRows(deps, keys, async (states, save) => {
    for (const k of keys) {
      const state = states.get(k.key);
      if (state) await save(k.key, settleSuccess(state, k.kind));
    }
  });
}

/**
 * For what is limited in number rather than in failures (password-reset mails): counts one use of
 * every key and answers true, or, when any key has used up its window, counts nothing and answers
 * false. No delay, no error: the caller decides what a refusal looks like. Not switched off by
 * LOGIN_THROTTLE, which is about sign-in only.
 */
export async function takeAllowance(deps: Deps, keys: readonly { key: string; max: number; windowMs: number }[]): Promise<boolean> {
  const now = deps.now().getTime();
  return withLockedRows(deps, [...keys].sort((a, b) => a.key.localeCompare(b.key)), async (states, save) => {
    const decisions = keys.map((k) => ({
      k,
      d: evaluateAttempt(states.get(k.key) ?? EMPTY, now, { maxFailures: k.max, windowMs: k.windowMs, delayAfter: k.max, maxDelayMs: 0 }),
    }));
    if (decisions.some(({ d }) => !d.allowed)) return false;
    for (const { k, d } of decisions) if (d.allowed) await save(k.key, d.next);
    return true;
  });
}

/** A new password set through a mailed link lifts the lock on the username (the address counter stays). */
export async function forgetUserFailures(db: Database, username: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `user:${username.toLowerCase()}`));
}

/** Forgets counters whose window ended long ago. */
export async function pruneThrottle(db: Database, now: Date): Promise<void> {
  await db.delete(loginThrottle).where(or(isNull(loginThrottle.windowStartedAt), lt(loginThrottle.windowStartedAt, new Date(now.getTime() - 86_400_000))));
}
