import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/admin';
import { users } from '../db/schema/auth';
import { EnvError, loadEnv } from '../env';
import { appFixture } from '../testing/app-fixture';
import { MAX_ATTEMPTS, deliverQueuedMail, sendQueuedMail } from './sender';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** nodemailer's own SMTP server on loopback: what it accepts is what a real mail server would get. */
const received: Received[] = [];
const refused = new Set(['operator@demo.example']);
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

/** The body as text: quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return /content-transfer-encoding: quoted-printable/i.test(raw)
    ? body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
}

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  fx = await appFixture(undefined, { SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://wms.example.com/' });
}, 60_000);
afterAll(async () => {
  await fx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const latestTo = async (to: string) => (await fx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];

describe('mail through SMTP', { timeout: 30_000 }, () => {
  it('delivers a reset mail with the APP_URL link and marks the row sent', async () => {
    fx.clock.now += 1000;
    const answer = await fx.request('/v1/auth/request-reset-password', { body: { login: 'viewer' } });
    expect(answer.status).toBe(200);
    await sendQueuedMail(fx.deps);

    const mail = received.find((m) => m.to.includes('viewer@demo.example'));
    expect(mail, 'mail received by the SMTP server').toBeDefined();
    expect(mail!.from).toBe('no-reply@wms.example.com');
    expect(mail!.raw).toMatch(/^From: Warehouse <no-reply@wms\.example\.com>$/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your Warehouse password$/m);
    const link = /https:\/\/wms\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(bodyOf(mail!.raw))?.[0];
    expect(link).toBeDefined();

    const row = await latestTo('viewer@demo.example');
    expect(row).toMatchObject({ link, attempts: 1, lastError: null });
    expect(row!.sentAt?.getTime()).toBe(fx.clock.now);
    const token = new URL(link!).searchParams.get('token');
    expect((await fx.request('/v1/auth/account-token', { body: { token } })).body.payload).toEqual({ kind: 'password_reset', username: 'viewer' });

    // A sent mail's link belongs to its reader: the outbox no longer shows it.
    const list = await fx.request<{ items: { id: string; link: string | null; sentAt: string | null }[]; delivery: string }>('/v1/admin/mail', { token: await fx.signIn('admin') });
    expect(list.body.payload.delivery).toBe('smtp');
    expect(list.body.payload.items.find((item) => item.id === row!.id)).toMatchObject({ link: null, sentAt: expect.any(String) });
  });

  it('records a refused mail and tries again later, at most MAX_ATTEMPTS times', async () => {
    fx.clock.now += 1000;
    await fx.request('/v1/auth/request-reset-password', { body: { login: 'operator' } });
    await sendQueuedMail(fx.deps);
    let row = await latestTo('operator@demo.example');
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toMatch(/550/);

    // Not again at once: the next attempt waits a minute from the mail's creation.
    expect(await deliverQueuedMail(fx.deps)).toEqual({ sent: 0, failed: 0 });
    fx.clock.now += 60_000;
    expect(await deliverQueuedMail(fx.deps)).toEqual({ sent: 0, failed: 1 });
    for (let i = 0; i < 10; i += 1) {
      fx.clock.now += 3 * 3_600_000;
      await deliverQueuedMail(fx.deps);
    }
    row = await latestTo('operator@demo.example');
    expect(row!.attempts).toBe(MAX_ATTEMPTS);

    // Once the mailbox accepts, a fresh mail goes through.
    refused.delete('operator@demo.example');
    fx.clock.now += 3_600_000;
    await fx.request('/v1/auth/request-reset-password', { body: { login: 'operator' }, headers: { 'X-Forwarded-For': '198.51.100.200' } });
    await sendQueuedMail(fx.deps);
    expect((await latestTo('operator@demo.example'))!.sentAt).not.toBeNull();
  });

  it('sends a re-sent invitation and keeps its link from the admin', async () => {
    const [user] = await fx.db.select().from(users).where(eq(users.username, 'noroles'));
    await fx.db.update(users).set({ invitedAt: new Date(fx.clock.now) }).where(eq(users.id, user!.id));
    fx.clock.now += 1000;
    const answer = await fx.request(`/v1/admin/accounts/${user!.id}/invitation`, { method: 'POST', token: await fx.signIn('admin') });
    expect(answer).toMatchObject({ status: 200, body: { payload: { link: null, delivery: 'smtp' } } });
    await sendQueuedMail(fx.deps);
    const mail = received.find((m) => m.to.includes('noroles@demo.example'));
    expect(mail!.raw).toMatch(/^Subject: Your Warehouse account is ready$/m);
    expect(bodyOf(mail!.raw)).toContain('https://wms.example.com/reset-password?token=');
  });
});

describe('mail settings', () => {
  it('need APP_URL with SMTP_URL, so no link comes from a request header', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(EnvError);
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/APP_URL: must be set when SMTP_URL is set/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example.com', APP_URL: 'https://wms.example.com/' })).toMatchObject({ APP_URL: 'https://wms.example.com' });
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp/);
    expect(() => loadEnv({ APP_URL: 'https://wms.example.com/app' })).toThrow(/APP_URL/);
    expect(() => loadEnv({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    const none = loadEnv({});
    expect([none.SMTP_URL, none.APP_URL, none.MAIL_FROM]).toEqual([undefined, undefined, undefined]);
  });
});
