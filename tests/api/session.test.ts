import { describe, expect, it } from 'vitest';
import { accountHolding, api, expectEnvelope, login, type SessionAnswer, signIn } from './helpers';

interface Me {
  user: { username: string; companyName: string };
  permissions: string[];
  session: { device: string | null; timeZone: string; createdAt: string; expiresAt: string };
}

describe('signed-in calls', () => {
  it('GET /v1/auth/me answers the user, permissions and the session with its device and zone', async () => {
    const token = await signIn('viewer', { Device: 'Zebra TC52 Android 11', TimeZone: 'Europe/Madrid' });
    const me = await api<Me>('/v1/auth/me', { token, headers: { TimeZone: 'Europe/Madrid', 'Company-Name': 'Demo Warehouse' } });
    expect(me.status).toBe(200);
    expect(me.body.code).toBe(200);
    expect(me.body.payload.user).toMatchObject({ username: 'viewer', companyName: 'Demo Warehouse' });
    expect(me.body.payload.permissions).toEqual(['ITEM_DASHBOARD', 'ITEM_DETAIL_VIEW', 'ITEM_LIST', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_LIST', 'REPORT']);
    expect(me.body.payload.session.device).toBe('Zebra TC52 Android 11');
    expect(me.body.payload.session.timeZone).toBe('Europe/Madrid');
    const lifetime = Date.parse(me.body.payload.session.expiresAt) - Date.parse(me.body.payload.session.createdAt);
    expect(lifetime).toBe(7 * 86_400_000);
  });

  it('falls back to the company time zone when the TimeZone header is not a real zone', async () => {
    const token = await signIn('viewer');
    const me = await api<Me>('/v1/auth/me', { token, headers: { TimeZone: 'Mars/Olympus_Mons' } });
    expect(me.body.payload.session.timeZone).toBe('America/New_York');
    expect(me.body.payload.session.device).toBeNull();
  });

  it('GET /v1/company_master/my-company answers the company', async () => {
    const token = await signIn('operator');
    const answer = await api('/v1/company_master/my-company', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: expect.any(String),
      payload: { id: expect.any(String), name: 'Demo Warehouse', timeZone: 'America/New_York', address: expect.any(String), logoUrl: null },
    });
  });

  it('PUT /v1/auth/clear-sessions ends every session of the caller at once', async () => {
    // An account of its own: the other files, running at the same time, keep their demo users' sessions.
    const own = await accountHolding(await signIn('admin'), []);
    const signInOwn = async (device: string) => (await login<SessionAnswer>(own.username, own.password, { headers: { Device: device } })).body.payload.token;
    const phone = await signInOwn('phone');
    const desk = await signInOwn('desktop');
    const other = await signIn('viewer');
    const cleared = await api('/v1/auth/clear-sessions', { method: 'PUT', token: phone });
    expect(cleared.status).toBe(200);
    expect(cleared.body.code).toBe(200);
    expectEnvelope(await api('/v1/auth/me', { token: phone }), 401);
    expectEnvelope(await api('/v1/auth/me', { token: desk }), 401);
    expectEnvelope(await api('/v1/auth/clear-sessions', { method: 'PUT', token: phone }), 401);
    expect((await api('/v1/auth/me', { token: other })).status).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    expectEnvelope(await api('/v1/auth/me', { token: 'not-a-real-token' }), 401);
    expectEnvelope(await api('/v1/auth/me', { headers: { Authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' } }), 401);
  });
});
