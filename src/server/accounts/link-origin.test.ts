import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBody } from '../../../tests/factories/accounts';
import { mailOutbox } from '../db/schema/admin';
import { roles, users } from '../db/schema/auth';
import { appFixture } from '../testing/app-fixture';

// No APP_URL: links in mails may then come only from the company's setting, never from the request.
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let viewerRole: string;
beforeAll(async () => {
  fx = await appFixture(undefined, { APP_URL: '' });
  admin = await fx.signIn('admin');
  const [role] = await fx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Viewer'));
  viewerRole = role!.id;
}, 60_000);
afterAll(() => fx.close());

const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.77' };
const invite = (username: string) =>
  fx.request<{ reason?: string; invitation?: { link: string | null } }>('/v1/admin/accounts', {
    token: admin,
    headers: forged,
    body: accountBody(username, [viewerRole], { firstname: 'Lin', lastname: 'Origin', email: `${username}@demo.example` }),
  });
const accountNamed = async (username: string) => (await fx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0];
const mailsTo = (to: string) => fx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('links in mails', { timeout: 30_000 }, () => {
  it('are refused, with nothing written, while no address is configured', async () => {
    const refused = await invite('linkless');
    expect(refused.status).toBe(409);
    expect(refused.body.payload).toEqual({ reason: 'link-address-missing' });
    expect(await accountNamed('linkless')).toBeUndefined();

    const reset = await fx.request('/v1/auth/request-reset-password', { body: { login: 'operator' }, headers: forged });
    expect(reset.status).toBe(200);
    expect(await mailsTo('operator@demo.example')).toEqual([]);
  });

  it('come from the company setting whatever Host the request names', async () => {
    const saved = await fx.request('/v1/settings/system', { method: 'PUT', token: admin, body: { 'general.appUrl': 'https://wms.example.com/' } });
    expect(saved.status).toBe(200);
    const invited = await invite('linked');
    expect(invited.status).toBe(200);
    expect(invited.body.payload.invitation?.link).toMatch(/^https:\/\/wms\.example\.com\/reset-password\?token=/);

    await fx.request('/v1/auth/request-reset-password', { body: { login: 'operator' }, headers: forged });
    const [mail] = await mailsTo('operator@demo.example');
    expect(mail?.link).toMatch(/^https:\/\/wms\.example\.com\/reset-password\?token=/);
  });

  it('refuse an address with a path', async () => {
    const bad = await fx.request('/v1/settings/system', { method: 'PUT', token: admin, body: { 'general.appUrl': 'https://wms.example.com/app' } });
    expect(bad.status).toBe(400);
  });
});
