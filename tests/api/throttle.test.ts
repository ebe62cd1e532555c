import { describe, expect, it } from 'vitest';
import { api, expectEnvelope, login, newAddress, signIn } from './helpers';
import { DEMO_PASSWORD } from '../factories/accounts';

// Defaults: 5 failures per username from one address, 20 per address, in 15 min; slowed after 3;
// a lockout lasts 5 min, then twice as long each time.
describe('login throttle', { timeout: 90_000 }, () => {
  it('locks a username on the address that keeps failing, while its owner signs in from their own device', async () => {
    const attacker = newAddress();
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await login('supervisor', `wrong-${i}`, { address: attacker });
      expectEnvelope(answer, 401);
      times.push(answer.ms);
    }
    expect(times[3]).toBeGreaterThanOrEqual(500);
    expect(times[4]).toBeGreaterThanOrEqual(1000);

    // Locked on that address: even the right password is refused, and the answer says when to retry.
    const locked = await login('supervisor', DEMO_PASSWORD, { address: attacker });
    expectEnvelope(locked, 429);
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    expect(locked.body.payload).toEqual({ retryAfter, retryAt: expect.any(String) });
    const retryAt = Date.parse((locked.body.payload as unknown as { retryAt: string }).retryAt);
    expect(retryAt - Date.now()).toBeGreaterThan(4 * 60_000);

    // The real user, elsewhere, is not locked out.
    expect((await login('supervisor', DEMO_PASSWORD, { address: newAddress() })).status).toBe(200);

    // The lockout is in the audit log, with its scope and end.
    const admin = await signIn('admin');
    const audit = await api<{ items: { action: string; username: string | null; address: string | null; detail: Record<string, unknown> | null }[] }>(
      '/v1/settings/audit?action=auth.login_locked&pageSize=50',
      { token: admin },
    );
    expect(audit.body.payload.items).toContainEqual(
      expect.objectContaining({ action: 'auth.login_locked', username: 'supervisor', address: attacker, detail: expect.objectContaining({ scope: 'user-address', lockouts: 1 }) }),
    );
  });

  it('slows, then refuses with 429, repeated failures from one address whatever the username', async () => {
    const address = newAddress();
    const unknown = () => `nobody-${Math.random().toString(36).slice(2)}`;
    for (let i = 0; i < 3; i += 1) expectEnvelope(await login(unknown(), 'x', { address }), 401);
    const slowed = await login(unknown(), 'x', { address });
    expectEnvelope(slowed, 401);
    expect(slowed.ms).toBeGreaterThanOrEqual(500);

    // Parallel guesses are counted before they are checked, so they cannot slip past the limit together.
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(unknown(), 'x', { address })));
    const statuses = burst.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(16);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);

    expectEnvelope(await login('admin', DEMO_PASSWORD, { address }), 429);
    expect((await login('admin', DEMO_PASSWORD, { address: newAddress() })).status).toBe(200);
  });
});
