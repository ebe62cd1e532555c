import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { accountTokens, systemSettings } from '../db/schema/admin';
import { auditLog, loginThrottle, sessions, users } from '../db/schema/auth';
import { accountTokenSteps } from '../testing/account-token-steps';
import { appFixture } from '../testing/app-fixture';
import { consumeAccountToken, inspectAccountToken, issueAccountToken } from './account-tokens';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 60_000);
afterAll(() => fx.close());
const { userNamed, mailsTo, requestReset, inspect, reset, resetToken } = accountTokenSteps(() => fx);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('account tokens', { timeout: 30_000 }, () => {
  it('are stored as their SHA-256 only, and a new one replaces the unused one of the same kind', async () => {
    const user = await userNamed('operator');
    const now = new Date(fx.clock.now);
    const first = await fx.db.transaction((tx) => issueAccountToken(tx, { userId: user.id, kind: 'password_reset', createdBy: null, now, lifetimeMs: HOUR }));
    const [row] = await fx.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.tokenHash).toBe(createHash('sha256').update(first).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(first);

    const second = await fx.db.transaction((tx) => issueAccountToken(tx, { userId: user.id, kind: 'password_reset', createdBy: null, now, lifetimeMs: HOUR }));
    const invitation = await fx.db.transaction((tx) => issueAccountToken(tx, { userId: user.id, kind: 'invitation', createdBy: null, now, lifetimeMs: HOUR }));
    expect(await inspectAccountToken(fx.db, first, now)).toEqual({ state: 'invalid' });
    expect(await inspectAccountToken(fx.db, second, now)).toMatchObject({ state: 'usable', token: { kind: 'password_reset', username: 'operator' } });
    expect(await inspectAccountToken(fx.db, invitation, now)).toMatchObject({ state: 'usable', token: { kind: 'invitation' } });
  });

  it('are used once: of 20 parallel consumes exactly one succeeds', async () => {
    const user = await userNamed('viewer');
    const now = new Date(fx.clock.now);
    const token = await fx.db.transaction((tx) => issueAccountToken(tx, { userId: user.id, kind: 'password_reset', createdBy: null, now, lifetimeMs: HOUR }));
    const inspection = await inspectAccountToken(fx.db, token, now);
    if (inspection.state !== 'usable') throw new Error('token not usable');
    const results = await Promise.all(Array.from({ length: 20 }, () => fx.db.transaction((tx) => consumeAccountToken(tx, inspection.token.id, now))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await inspectAccountToken(fx.db, token, now)).toEqual({ state: 'invalid' });
  });

  it('expire at their end, and cannot be consumed after it', async () => {
    const user = await userNamed('viewer');
    const now = new Date(fx.clock.now);
    const token = await fx.db.transaction((tx) => issueAccountToken(tx, { userId: user.id, kind: 'password_reset', createdBy: null, now, lifetimeMs: HOUR }));
    const inspection = await inspectAccountToken(fx.db, token, now);
    if (inspection.state !== 'usable') throw new Error('token not usable');
    const end = new Date(now.getTime() + HOUR);
    expect(await inspectAccountToken(fx.db, token, new Date(end.getTime() - 1))).toMatchObject({ state: 'usable' });
    expect(await inspectAccountToken(fx.db, token, end)).toEqual({ state: 'expired', kind: 'password_reset' });
    expect(await consumeAccountToken(fx.db, inspection.token.id, end)).toBe(false);
  });
});

describe('password reset through the routes', { timeout: 60_000 }, () => {
  it('lasts accounts.resetMinutes of the system config: 60 by default, then 410 reset-expired', async () => {
    const token = await resetToken('reset');
    expect(await inspect(token)).toEqual({ status: 200, body: { code: 200, message: 'OK', payload: { kind: 'password_reset', username: 'reset' } } });
    fx.clock.now += 60 * MINUTE - 1000;
    expect((await inspect(token)).status).toBe(200);
    fx.clock.now += 1000;
    expect(await inspect(token)).toMatchObject({ status: 410, body: { code: 410, payload: { reason: 'reset-expired' } } });
    expect(await reset(token, 'forklift 2024')).toMatchObject({ status: 410, body: { payload: { reason: 'reset-expired' } } });

    const user = await userNamed('reset');
    await fx.db.insert(systemSettings).values({ companyId: user.companyId, key: 'accounts.resetMinutes', value: 5 });
    const short = await resetToken('reset');
    fx.clock.now += 5 * MINUTE;
    expect(await inspect(short)).toMatchObject({ status: 410, body: { payload: { reason: 'reset-expired' } } });
    await fx.db.delete(systemSettings).where(eq(systemSettings.key, 'accounts.resetMinutes'));
  });

  it('sets the password, ends every session, lifts the username lock and is audited', async () => {
    fx.clock.now += 2 * HOUR; // a fresh hour for the reset mails of `reset`
    const before = await fx.signIn('reset');
    const other = await fx.signIn('reset', { Device: 'second' });
    await fx.db.insert(loginThrottle).values({ key: 'user:reset', failures: 5, windowStartedAt: new Date(fx.clock.now) }).onConflictDoUpdate({ target: loginThrottle.key, set: { failures: 5 } });
    const token = await resetToken('reset');
    fx.clock.now += 1000;

    const done = await reset(token, 'Forklift 2024');
    expect(done).toMatchObject({ status: 200, body: { code: 200, payload: { kind: 'password_reset', username: 'reset' } } });
    const user = await userNamed('reset');
    expect(await verifyPassword('Forklift 2024', user.passwordHash!)).toBe(true);
    // The demo seed's low cost (its password is published) does not outlive a password set in the app.
    expect(user.passwordHash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(user.passwordChangedAt?.getTime()).toBe(fx.clock.now);
    expect((await fx.request('/v1/auth/me', { token: before })).status).toBe(401);
    expect((await fx.request('/v1/auth/me', { token: other })).status).toBe(401);
    expect(await fx.db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))).toEqual([]);
    expect(await fx.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'user:reset'))).toEqual([]);

    const [row] = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset')).orderBy(desc(auditLog.at)).limit(1);
    expect(row).toMatchObject({ userId: user.id, username: 'reset', entity: 'user', entityId: user.id, companyId: user.companyId, address: '192.0.2.10', detail: { sessionsEnded: 2 } });
    const [asked] = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset_requested')).orderBy(desc(auditLog.at)).limit(1);
    expect(asked).toMatchObject({ userId: user.id, detail: { delivery: 'outbox' } });

    // Used: the same link again is unknown, and the old password no longer signs in.
    expect(await reset(token, 'Another 2024')).toMatchObject({ status: 404, body: { payload: { reason: 'invalid' } } });
    expect(await inspect(token)).toMatchObject({ status: 404, body: { payload: { reason: 'invalid' } } });
    expect((await fx.request('/v1/auth/login', { body: { username: 'reset', password: DEMO_PASSWORD } })).status).toBe(401);
    expect((await fx.request('/v1/auth/login', { body: { username: 'reset', password: 'Forklift 2024' } })).status).toBe(200);
  });

  it('answers 400 naming each failing rule, the username rule included, and keeps the token', async () => {
    const token = await resetToken('reset');
    const weak = await reset(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.payload.fields?.map((f) => [f.field, f.rule])).toEqual([
      ['password', 'min_length'],
      ['password', 'password_digit'],
    ]);
    const named = await reset(token, 'RESET');
    expect(named.body.payload.fields?.map((f) => f.rule)).toEqual(['min_length', 'password_digit']);
    await fx.db.update(users).set({ username: 'reset1234x' }).where(eq(users.username, 'reset'));
    try {
      const same = await reset(token, 'RESET1234X');
      expect(same).toMatchObject({ status: 400, body: { payload: { fields: [{ field: 'password', rule: 'password_username' }] } } });
    } finally {
      await fx.db.update(users).set({ username: 'reset' }).where(eq(users.username, 'reset1234x'));
    }
    expect((await inspect(token)).status).toBe(200);
  });

  it('refuses the token of an inactive or expired account', async () => {
    const token = await resetToken('reset');
    await fx.db.update(users).set({ active: false }).where(eq(users.username, 'reset'));
    expect(await inspect(token)).toMatchObject({ status: 404, body: { payload: { reason: 'invalid' } } });
    expect((await reset(token, 'Forklift 2025')).status).toBe(404);
    const mails = (await mailsTo('reset@demo.example')).length;
    fx.clock.now += 1000;
    await requestReset('reset');
    expect(await mailsTo('reset@demo.example')).toHaveLength(mails);

    await fx.db.update(users).set({ active: true, expiresAt: new Date(fx.clock.now - 1) }).where(eq(users.username, 'reset'));
    expect((await inspect(token)).status).toBe(404);
    await fx.db.update(users).set({ expiresAt: null }).where(eq(users.username, 'reset'));
    expect((await inspect(token)).status).toBe(200);
  });
});
