import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/admin';
import { auditLog, users } from '../db/schema/auth';
import { accountTokenSteps } from '../testing/account-token-steps';
import { settled } from '../lib/after-answer';
import { appFixture } from '../testing/app-fixture';
import { inviteAccount } from './invitations';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 60_000);
afterAll(() => fx.close());
const { userNamed, mailsTo, tokenOf, requestReset, inspect, reset, resetToken } = accountTokenSteps(() => fx);

const HOUR = 60 * 60_000;

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

  it('answer after the same time whether or not the account exists, the mail queued after the answer', async () => {
    fx.clock.now += 2 * HOUR;
    const time = async (login: string) => {
      const started = performance.now();
      await fx.request('/v1/auth/request-reset-password', { body: { login }, headers: { 'X-Forwarded-For': '198.51.100.250' }, settle: false });
      return performance.now() - started;
    };
    const before = (await mailsTo('supervisor@demo.example')).length;
    const known = await time('supervisor');
    const unknown = await time('no-such-user');
    expect(known).toBeGreaterThanOrEqual(295);
    expect(unknown).toBeGreaterThanOrEqual(295);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
    await settled(fx.deps);
    expect(await mailsTo('supervisor@demo.example')).toHaveLength(before + 1);
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
