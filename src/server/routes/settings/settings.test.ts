import type { SequenceList } from '../../../domain/settings/sequences';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingCredentials } from '../../db/schema/admin';
import { auditLog } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { appFixture } from '../../testing/app-fixture';
import { DEMO_PASSWORD } from '../../../../tests/factories/accounts';

/*
 * What the HTTP suite cannot see: audit rows, stored columns, and policies that would disturb the other
 * API test files sharing its server (second-factor and session rules).
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
beforeAll(async () => {
  fx = await appFixture();
  admin = await fx.signIn('admin');
}, 60_000);
afterAll(() => fx.close());

const HOUR = 3_600_000;
const SECRET = 'correct-horse-battery';
const put = (path: string, body: unknown, token = admin) => fx.request(path, { method: 'PUT', body, token });

async function lastAudit(action: string) {
  const [row] = await fx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at)).limit(1);
  return row;
}

describe('audit rows', { timeout: 20_000 }, () => {
  it('record a sequence change with the values before and after', async () => {
    // The demo seed may have numbered batches already: the value before is whatever it left.
    const list = (await fx.request('/v1/settings/sequences', { token: admin })).body.payload as SequenceList;
    const before = list.sequences.find((row) => row.docType === 'batch')!.nextValue;
    await put('/v1/settings/sequences/batch', { prefix: 'B-', datePart: 'YYMM', padding: 5, nextValue: before + 10 });
    const row = await lastAudit('settings.sequence_update');
    expect(row).toMatchObject({ entity: 'sequence', entityId: 'batch', username: 'admin' });
    expect(row?.detail).toEqual({
      before: { prefix: 'BT', datePart: '', padding: 6, nextValue: before },
      after: { prefix: 'B-', datePart: 'YYMM', padding: 5, nextValue: before + 10 },
    });
    await fx.request('/v1/settings/sequences/batch/issue', { body: { count: 3 }, token: admin });
    expect((await lastAudit('settings.sequence_issue'))?.detail).toMatchObject({ count: 3 });
  });

  it('list the changed system config keys with old and new values, and the time zone reaches the company', async () => {
    await put('/v1/settings/system', { 'general.timeZone': 'Europe/Madrid', 'sessions.idleMinutes': 720 });
    expect((await lastAudit('settings.system_update'))?.detail).toEqual({
      changes: { 'general.timeZone': { from: 'America/New_York', to: 'Europe/Madrid' } },
    });
    const [org] = await fx.db.select({ timeZone: company.timeZone }).from(company);
    expect(org?.timeZone).toBe('Europe/Madrid');
  });

  it('of shipping credentials never hold the secret, nor does the stored column in clear', async () => {
    const input = { carrier: 'UPS', accountNumber: '1', apiUrl: 'https://api.example.com', username: 'u', secret: SECRET, active: true };
    const created = await fx.request<{ id: string }>('/v1/settings/shipping-api', { body: input, token: admin });
    await put(`/v1/settings/shipping-api/${created.body.payload.id}`, { ...input, secret: `${SECRET}-2` });
    const rows = await fx.db.select().from(auditLog).where(eq(auditLog.entity, 'shipping_credential'));
    expect(rows.map((row) => row.action)).toEqual(['settings.shipping_api_create', 'settings.shipping_api_update']);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(rows[0]?.detail).toMatchObject({ carrier: 'UPS', secretChanged: true });
    const [stored] = await fx.db.select().from(shippingCredentials).where(eq(shippingCredentials.id, created.body.payload.id));
    expect(stored?.secretSealed).toMatch(/^[\w+/=]+\.[\w+/=]+\.[\w+/=]+$/);
    expect(stored?.secretSealed).not.toContain(SECRET);
  });
});

describe('security.secondFactor', { timeout: 20_000 }, () => {
  const loginCode = async (username: string) => (await fx.request('/v1/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.code;

  it('required-for-admins sends holders of SETTING_MENU to enrolment, not others', async () => {
    await put('/v1/settings/system', { 'security.secondFactor': 'required-for-admins' });
    expect(await loginCode('admin')).toBe(1001);
    expect(await loginCode('operator')).toBe(200);
  });

  it('required-for-all sends everyone without a second factor to enrolment', async () => {
    await put('/v1/settings/system', { 'security.secondFactor': 'required-for-all' });
    expect(await loginCode('operator')).toBe(1001);
    expect(await loginCode('twofa')).toBe(1002);
    await put('/v1/settings/system', { 'security.secondFactor': 'optional' });
    expect(await loginCode('operator')).toBe(200);
  });
});

describe('session lengths from the system config', { timeout: 20_000 }, () => {
  it('replace the environment values, also for sessions already open', async () => {
    const token = await fx.signIn('viewer');
    await put('/v1/settings/system', { 'sessions.idleMinutes': 60, 'sessions.maxDays': 1 });
    fx.clock.now += HOUR - 60_000;
    expect((await fx.request('/v1/auth/me', { token })).status).toBe(200);
    fx.clock.now += HOUR + 60_000;
    expect((await fx.request('/v1/auth/me', { token })).status).toBe(401);

    const busy = await fx.signIn('viewer');
    const end = fx.clock.now + 24 * HOUR;
    while (fx.clock.now + 50 * 60_000 < end) {
      fx.clock.now += 50 * 60_000;
      expect((await fx.request('/v1/auth/me', { token: busy })).status).toBe(200);
    }
    fx.clock.now = end;
    expect((await fx.request('/v1/auth/me', { token: busy })).status).toBe(401);
  });
});
