import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from '../testing/app-fixture';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 60_000);
afterAll(() => fx.close());

const login = (username: string, password = 'demo1234', address = '198.51.100.7') =>
  fx.request<{ token: string }>('/v1/auth/login', { body: { username, password }, headers: { 'X-Forwarded-For': address } });
const pinNow = () => Number(TOTP.generate({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), timestamp: fx.clock.now }));

describe('throttle and the second factor', () => {
  it('keeps counting a username whose password is right until its pin passes', async () => {
    const pending: string[] = [];
    for (let i = 0; i < 4; i += 1) pending.push((await login('twofa', 'demo1234', `198.51.100.${i + 10}`)).body.payload.token);
    const wrong = await fx.request('/v1/auth/login/2fa', { body: { pinToken: (pinNow() + 1) % 1_000_000 }, token: pending[0] });
    expect(wrong.status).toBe(401);
    const locked = await login('twofa', 'demo1234', '198.51.100.99');
    expect(locked.status).toBe(429);
    const blockedPin = await fx.request('/v1/auth/login/2fa', { body: { pinToken: pinNow() }, token: pending[1] });
    expect(blockedPin.status).toBe(429);

    fx.clock.now += 15 * 60_000;
    const fresh = await login('twofa');
    const done = await fx.request('/v1/auth/login/2fa', { body: { pinToken: pinNow() }, token: fresh.body.payload.token });
    expect(done.status).toBe(200);
  }, 30_000);

  it('starts the username over after a completed sign-in', async () => {
    fx.clock.now += 60_000;
    for (let i = 0; i < 4; i += 1) expect((await login('operator', 'wrong', `203.0.113.${i}`)).status).toBe(401);
    expect((await login('operator')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('operator', 'wrong', `203.0.113.${i + 10}`)).status).toBe(401);
    expect((await login('operator')).status).toBe(200);
  }, 30_000);
});
