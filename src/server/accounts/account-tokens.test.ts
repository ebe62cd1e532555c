import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { accountTokens, mailOutbox, systemSettings } from '../db/schema/admin';
import { auditLog, loginThrottle, sessions, users } from '../db/schema/auth';
import { appFixture } from '../testing/app-fixture';
import { consumeAccountToken, inspectAccountToken, issueAccountToken } from './account-tokens';
import { inviteAccount } from './invitations';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 60_000);
afterAll(() => fx.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let addressCount = 0;
/** Each request from its own client address, so the per-address allowance is tested only where meant. */
const fresh = () => ({ 'X-Forwarded-For': `198.51.100.${++addressCount}` });

async function userNamed(username: string) {
  const [user] = await fx.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

async function mailsTo(to: string) {
  return fx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

function tokenOf(link: string | null): string {
  const token = new URL(link ?? '').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

const requestReset = (login: string, headers = fresh()) => fx.request('/v1/auth/request-reset-password', { body: { login }, headers });
const inspect = (token: string) => fx.request<{ kind?: string; username?: string; reason?: string }>('/v1/auth/account-token', { body: { token } });
const reset = (token: string, password: string) => fx.request<{ kind?: string; reason?: string; fields?: { field: string; rule: string }[] }>('/v1/auth/reset-password', { body: { token, password } });

/** Asks for a reset of `username` through the route and returns the token its mail carries. */
async function resetToken(username: string): Promise<string> {
  fx.clock.now += 1000;
  expect((await requestReset(username)).status).toBe(200);
  const user = await userNamed(username);
  const [mail] = await mailsTo(user.email!);
  expect(mail?.createdAt.getTime()).toBe(fx.clock.now);
  return tokenOf(mail!.link);
}

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
    expect((await fx.request('/v1/auth/login', { body: { username: 'reset', password: 'demo1234' } })).status).toBe(401);
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

describe('reset requests', { timeout: 30_000 }, () => {
  it('find the account by username or e-mail in any case, and queue nothing for unknown ones', async () => {
    fx.clock.now += 2 * HOUR;
    const before = await fx.db.select().from(mailOutbox);
    expect((await requestReset('nobody-here')).body).toEqual({ code: 200, message: expect.any(String), payload: null });
    expect((await requestReset('nobody@demo.example')).status).toBe(200);
    expect(await fx.db.select().from(mailOutbox)).toHaveLength(before.length);

    fx.clock.now += 1000;
    await requestReset('OPERATOR@Demo.Example');
    const [byMail] = await mailsTo('operator@demo.example');
    expect(byMail).toMatchObject({ kind: 'password_reset', subject: 'Reset your Warehouse password', sentAt: null, attempts: 0 });
    expect(byMail!.link).toMatch(/^http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(byMail!.text).toContain(byMail!.link);
    expect(byMail!.text).toContain('operator');
    fx.clock.now += 1000;
    await requestReset('Operator');
    expect(await inspect(tokenOf(byMail!.link))).toMatchObject({ status: 404 });
  });

  it('send at most 3 mails to one address an hour, answering the same', async () => {
    fx.clock.now += 2 * HOUR;
    const start = (await mailsTo('viewer@demo.example')).length;
    for (let i = 0; i < 5; i += 1) {
      fx.clock.now += 1000;
      const answer = await requestReset('viewer');
      expect(answer).toEqual({ status: 200, body: { code: 200, message: expect.any(String), payload: null } });
    }
    expect(await mailsTo('viewer@demo.example')).toHaveLength(start + 3);
    fx.clock.now += HOUR;
    await requestReset('viewer');
    expect(await mailsTo('viewer@demo.example')).toHaveLength(start + 4);
  });

  it('from one client count 20 in 15 minutes, whatever they ask for', async () => {
    fx.clock.now += 2 * HOUR;
    const client = { 'X-Forwarded-For': '203.0.113.77' };
    await Promise.all(Array.from({ length: 20 }, (_, i) => requestReset(`ghost-${i}`, client)));
    const start = (await mailsTo('admin@demo.example')).length;
    expect((await requestReset('admin', client)).status).toBe(200);
    expect(await mailsTo('admin@demo.example')).toHaveLength(start);
    expect((await requestReset('admin')).status).toBe(200);
    expect(await mailsTo('admin@demo.example')).toHaveLength(start + 1);
  });

  it('take about the same time whether or not the account exists', async () => {
    fx.clock.now += 2 * HOUR;
    const time = async (login: string) => {
      const started = performance.now();
      await requestReset(login);
      return performance.now() - started;
    };
    const known = await time('supervisor');
    const unknown = await time('no-such-user');
    expect(known).toBeGreaterThanOrEqual(295);
    expect(unknown).toBeGreaterThanOrEqual(295);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
  });
});

describe('invitations', { timeout: 60_000 }, () => {
  const resend = (id: string, token: string) => fx.request<{ link: string | null; delivery: string }>(`/v1/admin/accounts/${id}/invitation`, { method: 'POST', token });

  it('are re-sent only to an invited account of the caller’s company, with the link while there is no mail server', async () => {
    const admin = await fx.signIn('admin');
    const user = await userNamed('noroles');
    expect((await resend(user.id, admin)).status).toBe(409);
    expect((await resend('00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await resend('not-a-uuid', admin)).status).toBe(404);
    expect((await resend(user.id, await fx.signIn('operator'))).status).toBe(403);
    expect((await fx.request(`/v1/admin/accounts/${user.id}/invitation`, { method: 'POST' })).status).toBe(401);

    fx.clock.now += 1000;
    const first = await fx.db.transaction((tx) =>
      inviteAccount(tx, fx.deps, { companyId: user.companyId, userId: user.id, email: user.email, username: user.username, invitedBy: null, origin: 'https://wms.example.com' }),
    );
    expect(first).toEqual({ link: expect.stringMatching(/^https:\/\/wms\.example\.com\/reset-password\?token=/), delivery: 'outbox' });
    expect((await userNamed('noroles')).invitedAt?.getTime()).toBe(fx.clock.now);
    const [mail] = await mailsTo('noroles@demo.example');
    expect(mail).toMatchObject({ kind: 'invitation', subject: 'Your Warehouse account is ready', link: first.link });
    expect(mail!.text).toContain('for 3 days');

    fx.clock.now += 1000;
    const again = await resend(user.id, admin);
    expect(again).toMatchObject({ status: 200, body: { payload: { delivery: 'outbox', link: expect.stringMatching(/^http:\/\/localhost\/reset-password\?token=/) } } });
    expect((await inspect(tokenOf(first.link))).status).toBe(404);
    const token = tokenOf(again.body.payload.link);
    expect((await inspect(token)).body.payload).toEqual({ kind: 'invitation', username: 'noroles' });
    const [audited] = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'account.invitation_sent')).orderBy(desc(auditLog.at)).limit(1);
    expect(audited).toMatchObject({ entityId: user.id, username: 'admin', detail: { delivery: 'outbox', to: 'noroles@demo.example' } });

    // Accepting it sets the password and ends the invitation: a further re-send is refused.
    fx.clock.now += 1000;
    expect((await reset(token, 'Welcome 2024'))).toMatchObject({ status: 200, body: { payload: { kind: 'invitation', username: 'noroles' } } });
    expect((await userNamed('noroles')).invitedAt).toBeNull();
    const [accepted] = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.invitation_accepted')).orderBy(desc(auditLog.at)).limit(1);
    expect(accepted).toMatchObject({ userId: user.id });
    expect((await resend(user.id, admin)).status).toBe(409);
  });

  it('last accounts.invitationHours (72 by default), then 410 invitation-expired', async () => {
    const admin = await fx.signIn('admin');
    const user = await userNamed('operator');
    await fx.db.update(users).set({ invitedAt: new Date(fx.clock.now) }).where(eq(users.id, user.id));
    const sent = await resend(user.id, admin);
    const token = tokenOf(sent.body.payload.link);
    fx.clock.now += 72 * HOUR - 1000;
    expect((await inspect(token)).status).toBe(200);
    fx.clock.now += 1000;
    expect(await inspect(token)).toMatchObject({ status: 410, body: { payload: { reason: 'invitation-expired' } } });
    expect(await reset(token, 'Welcome 2024')).toMatchObject({ status: 410, body: { payload: { reason: 'invitation-expired' } } });
  });

  it('a password reset also ends an open invitation', async () => {
    const admin = await fx.signIn('admin');
    const user = await userNamed('supervisor');
    await fx.db.update(users).set({ invitedAt: new Date(fx.clock.now) }).where(eq(users.id, user.id));
    const invitation = tokenOf((await resend(user.id, admin)).body.payload.link);
    fx.clock.now += 2 * HOUR;
    const token = await resetToken('supervisor');
    expect((await reset(token, 'Supervise 2024')).status).toBe(200);
    expect((await inspect(invitation)).status).toBe(404);
    expect((await userNamed('supervisor')).invitedAt).toBeNull();
  });
});

describe('the mail outbox route', { timeout: 30_000 }, () => {
  it('lists the company’s mail newest first with paging, for SETTING_MENU only', async () => {
    const admin = await fx.signIn('admin');
    const all = await fx.request<{ items: { createdAt: string; link: string | null; sentAt: string | null }[]; total: number; delivery: string }>('/v1/admin/mail?limit=100', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.payload.delivery).toBe('outbox');
    expect(all.body.payload.total).toBe((await fx.db.select().from(mailOutbox)).length);
    const times = all.body.payload.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = await fx.request<{ items: unknown[]; total: number }>('/v1/admin/mail?limit=2&offset=1', { token: admin });
    expect(page.body.payload.items).toEqual(all.body.payload.items.slice(1, 3));
    expect((await fx.request('/v1/admin/mail?limit=0', { token: admin })).status).toBe(400);
    expect((await fx.request('/v1/admin/mail?limit=abc', { token: admin })).status).toBe(400);
    expect((await fx.request('/v1/admin/mail', { token: await fx.signIn('operator') })).status).toBe(403);
    expect((await fx.request('/v1/admin/mail')).status).toBe(401);
  });
});
