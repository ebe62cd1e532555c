import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/auth';
import { appFixture } from '../testing/app-fixture';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture();
}, 120_000);
afterAll(() => fx.close());

const login = (username: string, password = DEMO_PASSWORD, address = '198.51.100.7') =>
  fx.request<{ token: string; retryAfter?: number }>('/v1/auth/login', { body: { username, password }, headers: { 'X-Forwarded-For': address } });
const pin = (token: string, pinToken: number, address: string) =>
  fx.request('/v1/auth/login/2fa', { body: { pinToken }, token, headers: { 'X-Forwarded-For': address } });
const pinNow = () => Number(TOTP.generate({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), timestamp: fx.clock.now }));

describe('throttle and the second factor', () => {
  it('locks pin guessing on the account from every address, not the password step', async () => {
    const pending = (await login('twofa', DEMO_PASSWORD, '198.51.100.1')).body.payload.token;
    for (let i = 0; i < 5; i += 1) expect((await pin(pending, (pinNow() + 1) % 1_000_000, `198.51.100.${i + 10}`)).status).toBe(401);
    const locked = await pin(pending, pinNow(), '198.51.100.99');
    expect(locked.status).toBe(429);
    const lockouts = await fx.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.login_locked'), eq(auditLog.username, 'twofa')));
    expect(lockouts.map((row) => row.detail)).toEqual([expect.objectContaining({ scope: 'user', lockouts: 1 })]);
    // Knowing the password still passes the first step; the pin waits for the lockout to end.
    expect((await login('twofa', DEMO_PASSWORD, '198.51.100.98')).status).toBe(200);

    fx.clock.now += 5 * 60_000;
    const fresh = await login('twofa', DEMO_PASSWORD, '198.51.100.97');
    expect((await pin(fresh.body.payload.token, pinNow(), '198.51.100.97')).status).toBe(200);
  }, 90_000);

  it('starts the username over on its address after a completed sign-in', async () => {
    fx.clock.now += 60_000;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await login('operator', 'wrong', '203.0.113.5')).status).toBe(401);
      expect((await login('operator', DEMO_PASSWORD, '203.0.113.5')).status).toBe(200);
    }
  }, 90_000);
});
