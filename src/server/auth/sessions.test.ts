import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema/auth';
import { appFixture } from '../testing/app-fixture';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 60_000);
afterAll(() => fx.close());

const HOUR = 3_600_000;
const me = (token: string) => fx.request('/v1/auth/me', { token });

/** Audit rows are ordered by time, and the test clock only moves when told: one second per audited call. */
async function lastAudit() {
  const [row] = await fx.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
  return row!;
}

describe('session lifetimes', { timeout: 20_000 }, () => {
  it('end after 12 idle hours', async () => {
    const token = await fx.signIn('operator');
    fx.clock.now += 11 * HOUR;
    expect((await me(token)).status).toBe(200);
    fx.clock.now += 12 * HOUR - 60_000;
    expect((await me(token)).status).toBe(200);
    fx.clock.now += 12 * HOUR + 60_000;
    expect((await me(token)).status).toBe(401);
  });

  it('end 7 days after sign-in however busy', async () => {
    const token = await fx.signIn('operator');
    const end = fx.clock.now + 7 * 24 * HOUR;
    while (fx.clock.now + 11 * HOUR < end) {
      fx.clock.now += 11 * HOUR;
      expect((await me(token)).status).toBe(200);
    }
    fx.clock.now = end;
    expect((await me(token)).status).toBe(401);
  });

  it('give a pending second-factor token five minutes', async () => {
    const answer = await fx.request<{ token: string }>('/v1/auth/login', { body: { username: 'twofa', password: DEMO_PASSWORD } });
    expect(answer.body.code).toBe(1002);
    fx.clock.now += 5 * 60_000 + 1000;
    const pin = Number(TOTP.generate({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), timestamp: fx.clock.now }));
    const late = await fx.request('/v1/auth/login/2fa', { body: { pinToken: pin }, token: answer.body.payload.token });
    expect(late.status).toBe(401);
  });
});

describe('what a sign-in records', { timeout: 20_000 }, () => {
  it('keeps the Device header on the session and the user, and audits the success', async () => {
    fx.clock.now += 1000;
    await fx.signIn('admin', { Device: 'Zebra TC52 Android 11', TimeZone: 'Europe/Madrid' });
    const [user] = await fx.db.select().from(users).where(eq(users.username, 'admin'));
    expect(user!.lastLoginDevice).toBe('Zebra TC52 Android 11');
    expect(user!.lastLoginAt?.getTime()).toBe(fx.clock.now);
    const [session] = await fx.db.select().from(sessions).where(eq(sessions.userId, user!.id)).orderBy(desc(sessions.createdAt)).limit(1);
    expect(session).toMatchObject({ kind: 'session', device: 'Zebra TC52 Android 11', timeZone: 'Europe/Madrid', address: '192.0.2.10' });
    expect(await lastAudit()).toMatchObject({ action: 'auth.login', userId: user!.id, entity: 'user', entityId: user!.id, device: 'Zebra TC52 Android 11', address: '192.0.2.10' });
  });

  it('audits a failure with the name typed, known or not', async () => {
    fx.clock.now += 1000;
    await fx.request('/v1/auth/login', { body: { username: 'Ghost', password: 'nope' } });
    expect(await lastAudit()).toMatchObject({ action: 'auth.login_failed', username: 'Ghost', userId: null, detail: { reason: 'unknown username' } });
  });

  it('audits second-factor failures and successes, and clear-sessions', async () => {
    fx.clock.now += 60_000;
    const pending = await fx.request<{ token: string }>('/v1/auth/login', { body: { username: 'twofa', password: DEMO_PASSWORD } });
    const token = pending.body.payload.token;
    const pin = Number(TOTP.generate({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), timestamp: fx.clock.now }));
    fx.clock.now += 1000;
    await fx.request('/v1/auth/login/2fa', { body: { pinToken: (pin + 1) % 1_000_000 }, token });
    expect(await lastAudit()).toMatchObject({ action: 'auth.2fa_failed', detail: { reason: 'wrong' } });
    fx.clock.now += 1000;
    const done = await fx.request<{ token: string }>('/v1/auth/login/2fa', { body: { pinToken: pin }, token });
    expect(done.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'auth.2fa' });
    fx.clock.now += 1000;
    await fx.request('/v1/auth/clear-sessions', { method: 'PUT', token: done.body.payload.token });
    expect(await lastAudit()).toMatchObject({ action: 'auth.clear_sessions', detail: { revoked: expect.any(Number) } });
  });
});
