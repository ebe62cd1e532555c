import { describe, expect, it } from 'vitest';
import { type Challenge, type SessionAnswer, api, expectEnvelope, login, signIn, totp } from './helpers';

const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';

const verify = (token: string, pinToken: number) =>
  api<SessionAnswer>('/v1/auth/login/2fa', { body: { pinToken }, token });

// One file, run in order: both tests change the second-factor state of their demo user.
describe('second factor', () => {
  it('enrols `enrol`: 1001 with a QR code and otpauth URI, then a real TOTP completes it', async () => {
    const first = await login<Challenge>('enrol');
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(1001);
    const { token, qrcode, otpauthUrl } = first.body.payload;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qrcode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qrcode!.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const uri = new URL(otpauthUrl!);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Demo Warehouse');
    expect(decodeURIComponent(uri.pathname)).toContain('enrol');
    const secret = uri.searchParams.get('secret')!;

    // Logging in again before finishing keeps the same secret, so an app set up from the first QR code works.
    const again = await login<Challenge>('enrol');
    expect(new URL(again.body.payload.otpauthUrl!).searchParams.get('secret')).toBe(secret);

    const wrong = await verify(token, (totp(secret) + 1) % 1_000_000);
    expectEnvelope(wrong, 401);

    const done = await verify(token, totp(secret));
    expect(done.status).toBe(200);
    expect(done.body.code).toBe(200);
    expect(done.body.payload.user.username).toBe('enrol');
    expect(done.body.payload.permissions).toEqual(['ITEM_DASHBOARD', 'ITEM_DETAIL_VIEW', 'ITEM_LIST', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_LIST', 'REPORT']);
    const me = await api('/v1/auth/me', { token: done.body.payload.token });
    expect(me.status).toBe(200);

    // The pending token is spent, and the user is now enrolled: 1002 without a QR code.
    expectEnvelope(await verify(token, totp(secret, Date.now() + 30_000)), 401);
    const enrolled = await login<Challenge>('enrol');
    expect(enrolled.body.code).toBe(1002);
    expect(enrolled.body.payload.qrcode).toBeNull();
    expect(enrolled.body.payload.otpauthUrl).toBeUndefined();
  });

  it('asks `twofa` for a code (1002), accepts it once, and refuses its replay', async () => {
    const first = await login<Challenge>('twofa');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 1002, payload: { token: expect.any(String), qrcode: null } });
    expect(first.body.payload).not.toHaveProperty('user');

    // A pending token opens nothing but the second-factor step.
    expectEnvelope(await api('/v1/auth/me', { token: first.body.payload.token }), 401);
    expectEnvelope(await api('/v1/company_master/my-company', { token: first.body.payload.token }), 401);

    const pin = totp(TWOFA_SECRET);
    const ok = await verify(first.body.payload.token, pin);
    expect(ok.status).toBe(200);
    expect(ok.body.payload.user.username).toBe('twofa');
    expect(ok.body.payload.user.roles.map((r) => r.name)).toEqual(['Floor operator']);

    const second = await login<Challenge>('twofa');
    const replay = await verify(second.body.payload.token, pin);
    expectEnvelope(replay, 401);
    expect(replay.body.message).toMatch(/already used/);

    // The next time step is still inside the ±1 window and has not been used.
    const next = await verify(second.body.payload.token, totp(TWOFA_SECRET, Date.now() + 30_000));
    expect(next.status).toBe(200);
  });

  it('refuses a full session token on the second-factor step', async () => {
    const token = await signIn('viewer');
    expectEnvelope(await verify(token, 123456), 401);
  });

  it('validates the pin as an integer', async () => {
    const first = await login<Challenge>('twofa');
    const answer = await api<{ fields: { field: string; rule: string }[] }>('/v1/auth/login/2fa', {
      body: { pinToken: '012345' },
      token: first.body.payload.token,
    });
    expectEnvelope(answer, 400);
    expect(answer.body.payload.fields).toEqual([expect.objectContaining({ field: 'pinToken', rule: 'number' })]);
  });
});
