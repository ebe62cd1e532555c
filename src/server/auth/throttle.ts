import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema/auth';
import { AppError } from '../lib/errors';
import { EMPTY, LOCKOUT_MEMORY_MS, type ThrottleLimits, type ThrottleState, evaluateAttempt, settleSuccess } from './throttle-policy';

/** What a counter counts: one client address, one username tried from one address, or one account anywhere. */
export type ThrottleScope = 'address' | 'user-address' | 'user';

interface ThrottleKey {
  key: string;
  scope: ThrottleScope;
  limits: ThrottleLimits;
}

export interface Lockout {
  scope: ThrottleScope;
  until: Date;
  /** How many lockouts this key has had in a row (each lasts twice the one before). */
  lockouts: number;
}

function limitsOf(env: Deps['env'], maxFailures: number): ThrottleLimits {
  return {
    maxFailures,
    windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    delayAfter: env.LOGIN_DELAY_AFTER_FAILURES,
    maxDelayMs: env.LOGIN_MAX_DELAY_MS,
    lockMs: env.LOGIN_LOCK_MINUTES * 60_000,
    maxLockMs: env.LOGIN_MAX_LOCK_MINUTES * 60_000,
  };
}

/**
 * The counters a sign-in attempt touches: the client address, and the username (case-insensitive) as
 * tried from that address. No counter locks a username everywhere: anyone could otherwise lock anyone
 * out, while the real user on their own device keeps signing in.
 */
export function throttleKeys(env: Deps['env'], username: string, address: string): ThrottleKey[] {
  return [
    { key: `address:${address}`, scope: 'address' as const, limits: limitsOf(env, env.LOGIN_MAX_FAILURES_PER_ADDRESS) },
    { key: `user-address:${username.toLowerCase()}@${address}`, scope: 'user-address' as const, limits: limitsOf(env, env.LOGIN_MAX_FAILURES_PER_USER) },
  ].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The second factor's counters add the account from anywhere: only someone who already has the
 * password reaches this step, so locking the account here is no denial of service by strangers,
 * and guessing pins from many addresses stays bounded.
 */
export function secondFactorKeys(env: Deps['env'], username: string, address: string): ThrottleKey[] {
  const user = { key: `user:${username.toLowerCase()}`, scope: 'user' as const, limits: limitsOf(env, env.LOGIN_MAX_FAILURES_PER_USER) };
  return [...throttleKeys(env, username, address), user].sort((a, b) => a.key.localeCompare(b.key));
}

const toState = (row: typeof loginThrottle.$inferSelect): ThrottleState => ({
  failures: row.failures,
  windowStartedAt: row.windowStartedAt?.getTime() ?? null,
  lockouts: row.lockouts,
  lockedUntil: row.lockedUntil?.getTime() ?? null,
});

const toRow = (state: ThrottleState) => ({
  failures: state.failures,
  windowStartedAt: state.windowStartedAt === null ? null : new Date(state.windowStartedAt),
  lockouts: state.lockouts,
  lockedUntil: state.lockedUntil === null ? null : new Date(state.lockedUntil),
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

/** The 429 of a throttled attempt: when to try again, in the Retry-After header and the payload. */
function throttledError(retryAfterMs: number, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const retryAt = new Date(now.getTime() + seconds * 1000).toISOString();
  return new AppError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, { retryAfter: seconds, retryAt }, { 'Retry-After': String(seconds) });
}

/**
 * Refuses with 429 while a key is locked (starting a lockout, saved and handed to `onLockout` for the
 * audit, when a key reaches its limit); otherwise counts the attempt and waits the policy's delay.
 */
export async function beginAttempt(deps: Deps, keys: ThrottleKey[], onLockout: (locks: Lockout[]) => Promise<void> = async () => {}): Promise<void> {
  if (!deps.env.LOGIN_THROTTLE) return;
  const now = deps.now().getTime();
  const outcome = await withLockedRows(deps, keys, async (states, save) => {
    const decisions = keys.map((k) => ({ k, d: evaluateAttempt(states.get(k.key) ?? EMPTY, now, k.limits) }));
    const locks: Lockout[] = [];
    for (const { k, d } of decisions) {
      if (d.allowed || !d.next) continue;
      await save(k.key, d.next);
      locks.push({ scope: k.scope, until: new Date(d.next.lockedUntil!), lockouts: d.next.lockouts });
    }
    const blocked = decisions.flatMap(({ d }) => (d.allowed ? [] : [d.retryAfterMs]));
    if (blocked.length > 0) return { refusedMs: Math.max(...blocked), locks, wait: 0 };
    let wait = 0;
    for (const { k, d } of decisions) {
      if (!d.allowed) continue;
      await save(k.key, d.next);
      wait = Math.max(wait, d.delayMs);
    }
    return { refusedMs: null, locks, wait };
  });
  if (outcome.locks.length > 0) await onLockout(outcome.locks);
  if (outcome.refusedMs !== null) throw throttledError(outcome.refusedMs, deps.now());
  if (outcome.wait > 0) await new Promise((resolve) => setTimeout(resolve, outcome.wait));
}

export async function settleAttempt(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  if (!deps.env.LOGIN_THROTTLE) return;
  await withLockedRows(deps, keys, async (states, save) => {
    for (const k of keys) {
      const state = states.get(k.key);
      if (state) await save(k.key, settleSuccess(state, k.scope === 'address' ? 'address' : 'account'));
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

/** A new password set through a mailed link lifts the locks on the username, from every address (address counters stay). */
export async function forgetUserFailures(db: Database, username: string): Promise<void> {
  const name = username.toLowerCase();
  await db.delete(loginThrottle).where(or(eq(loginThrottle.key, `user:${name}`), sql`starts_with(${loginThrottle.key}, ${`user-address:${name}@`})`));
}

/** Forgets counters whose window ended, and whose last lockout ended, long ago. */
export async function pruneThrottle(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOCKOUT_MEMORY_MS);
  await db
    .delete(loginThrottle)
    .where(
      and(
        or(isNull(loginThrottle.windowStartedAt), lt(loginThrottle.windowStartedAt, before)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, before)),
      ),
    );
}
