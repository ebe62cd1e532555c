import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { api, expectEnvelope, login, newAddress, signIn } from './helpers';
import { DEMO_PASSWORD } from '../factories/accounts';

// `reset` is signed in by no other test: this file changes its password (a reset ends its sessions).
// Expiry, audit rows and SMTP delivery are tested in-process (src/server/accounts, src/server/mail),
// where the clock and the database can be reached.

interface MailItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  link: string | null;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

interface Refusal {
  reason?: string;
  fields?: { field: string; rule: string; message: string }[];
}

const RESET_MAIL = 'reset@demo.example';

async function mailsTo(to: string): Promise<MailItem[]> {
  const admin = await signIn('admin');
  const answer = await api<{ items: MailItem[]; total: number; delivery: string }>('/v1/admin/mail?limit=100', { token: admin });
  expect(answer.status).toBe(200);
  expect(answer.body.payload.delivery).toBe('outbox');
  return answer.body.payload.items.filter((item) => item.to === to);
}

const requestReset = (loginName: string) => api('/v1/auth/request-reset-password', { body: { login: loginName } });
const resetPassword = (token: string, password: string) => api<Refusal & { kind?: string; username?: string }>('/v1/auth/reset-password', { body: { token, password } });
const inspect = (token: string) => api<Refusal & { kind?: string; username?: string }>('/v1/auth/account-token', { body: { token } });

/** Asks for a reset of `reset` and reads the link from the outbox, as an admin would without a mail server. */
async function newResetToken(): Promise<string> {
  const before = (await mailsTo(RESET_MAIL)).length;
  expect((await requestReset('reset')).status).toBe(200);
  // The mail is queued after the answer (its time must not tell whether the account exists).
  await expect.poll(async () => (await mailsTo(RESET_MAIL)).length).toBe(before + 1);
  const mails = await mailsTo(RESET_MAIL);
  expect(mails[0]).toMatchObject({ kind: 'password_reset', subject: 'Reset your Warehouse password', sentAt: null });
  const link = new URL(mails[0]!.link!);
  expect(link.pathname).toBe('/reset-password');
  return link.searchParams.get('token')!;
}

describe('password reset', { timeout: 60_000 }, () => {
  let password = DEMO_PASSWORD;

  it('answers a request the same, in about the same time, whether or not the account exists', async () => {
    const before = (await mailsTo(RESET_MAIL)).length;
    const known = await requestReset('RESET');
    // The known account's work (token, mail) runs after its answer; done, it cannot slow the next one.
    await expect.poll(async () => (await mailsTo(RESET_MAIL)).length).toBe(before + 1);
    const unknown = await requestReset('no-such-account');
    const unknownMail = await requestReset('nobody@nowhere.example');
    for (const answer of [known, unknown, unknownMail]) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeGreaterThanOrEqual(290);
    }
    expect(unknown.body).toEqual(known.body);
    expect(unknownMail.body).toEqual(known.body);
    expect(known.body).toEqual({ code: 200, message: expect.stringMatching(/^If an account matches/), payload: null });
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    await expect.poll(async () => (await mailsTo(RESET_MAIL)).length).toBe(before + 1);
  });

  it('sets the password with a mailed link, ends every session, and the old password stops working', async () => {
    const phone = await signIn('reset');
    const desk = await signIn('reset');
    const token = await newResetToken();
    expect((await inspect(token)).body).toEqual({ code: 200, message: 'OK', payload: { kind: 'password_reset', username: 'reset' } });

    const done = await resetPassword(token, 'Pallet jack 42');
    expect(done.status).toBe(200);
    expect(done.body.payload).toEqual({ kind: 'password_reset', username: 'reset' });
    expectEnvelope(await api('/v1/auth/me', { token: phone }), 401);
    expectEnvelope(await api('/v1/auth/me', { token: desk }), 401);
    expectEnvelope(await login('reset', password), 401);
    password = 'Pallet jack 42';
    expect((await login('reset', password)).status).toBe(200);

    // The link is spent.
    const again = await resetPassword(token, 'Pallet jack 43');
    expectEnvelope(again, 404);
    expect(again.body.payload).toEqual({ reason: 'invalid' });
    expect((await inspect(token)).body.payload).toEqual({ reason: 'invalid' });
    expect((await login('reset', password)).status).toBe(200);
  });

  it('lets exactly one of 20 parallel uses of one link set the password', async () => {
    const token = await newResetToken();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => resetPassword(token, `Parallel try ${i}`)));
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectEnvelope(answer, 404);
      expect(answer.body.payload).toEqual({ reason: 'invalid' });
    }
    expectEnvelope(await login('reset', password), 401);
    password = `Parallel try ${winners[0]}`;
    expect((await login('reset', password)).status).toBe(200);
  });

  it('answers 400 naming each failing password rule, before looking at the token', async () => {
    const weak = await resetPassword('made-up-token', 'short');
    expectEnvelope(weak, 400);
    expect(weak.body.payload.fields?.map((f) => [f.field, f.rule])).toEqual([
      ['password', 'min_length'],
      ['password', 'password_digit'],
    ]);
    const digits = await resetPassword('made-up-token', '12345678901');
    expect(digits.body.payload.fields?.map((f) => f.rule)).toEqual(['password_letter']);
    const long = await resetPassword('made-up-token', `a1${'x'.repeat(127)}`);
    expect(long.body.payload.fields?.map((f) => f.rule)).toEqual(['max_length']);
    expectEnvelope(await api('/v1/auth/reset-password', { body: { token: 'x' } }), 400);
    expectEnvelope(await api('/v1/auth/request-reset-password', { body: { login: '  ' } }), 400);
  });

  it('answers 404 for an unknown token', async () => {
    const answer = await inspect('never-issued-token');
    expectEnvelope(answer, 404);
    expect(answer.body.payload).toEqual({ reason: 'invalid' });
    expectEnvelope(await resetPassword('never-issued-token', 'Good password 1'), 404);
  });

  // How many mails a mailbox gets is counted in-process (src/server/accounts), where the work that
  // goes on after the answer can be awaited; over HTTP a missing mail could just be a late one.
  it('answers the same once a mailbox had its 3 reset mails of the hour', async () => {
    expect((await mailsTo(RESET_MAIL)).length).toBeGreaterThanOrEqual(3);
    const known = await requestReset('reset');
    expect(known.body).toEqual((await requestReset('no-such-account')).body);
    expect((await requestReset(RESET_MAIL)).body).toEqual(known.body);
  });
});

/** fetch() will not send a Host header of the caller's choosing; node:http will, as an attacker's client does. */
function requestResetForged(loginName: string): Promise<number> {
  const body = JSON.stringify({ login: loginName });
  const headers = {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': newAddress(),
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  };
  return new Promise((resolve, reject) => {
    const req = request(new URL('/v1/auth/request-reset-password', inject('baseUrl')), { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('links in mails', () => {
  it('come from the configured address (APP_URL here), never from a forged Host header', async () => {
    expect(await requestResetForged('operator')).toBe(200);
    const [mail] = await mailsTo('operator@demo.example');
    expect(mail?.kind).toBe('password_reset');
    expect(new URL(mail!.link!).origin).toBe(inject('baseUrl'));
  });
});

describe('account administration routes', () => {
  it('need a session and SETTING_MENU', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const operator = await signIn('operator');
    expectEnvelope(await api('/v1/admin/mail'), 401);
    expectEnvelope(await api('/v1/admin/mail', { token: operator }), 403);
    expectEnvelope(await api(`/v1/admin/accounts/${id}/invitation`, { method: 'POST' }), 401);
    expectEnvelope(await api(`/v1/admin/accounts/${id}/invitation`, { method: 'POST', token: operator }), 403);
  });

  it('refuse to re-send an invitation to an account that set its password (409) or does not exist (404)', async () => {
    const admin = await signIn('admin');
    const me = await api<{ user: { id: string } }>('/v1/auth/me', { token: admin });
    expectEnvelope(await api(`/v1/admin/accounts/${me.body.payload.user.id}/invitation`, { method: 'POST', token: admin }), 409);
    expectEnvelope(await api('/v1/admin/accounts/00000000-0000-4000-8000-000000000000/invitation', { method: 'POST', token: admin }), 404);
  });
});
