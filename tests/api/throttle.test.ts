import { describe, expect, it } from 'vitest';
import { expectEnvelope, login, newAddress } from './helpers';

// `supervisor` is signed in by no other test: this file locks it for the rest of the run.
describe('login throttle (defaults: 5 per username, 20 per address, 15 min; slowed after 3 failures)', () => {
  it('slows, then refuses with 429, repeated failures for one username from anywhere', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await login('supervisor', `wrong-${i}`, { address: newAddress() });
      expectEnvelope(answer, 401);
      times.push(answer.ms);
    }
    expect(times[3]).toBeGreaterThanOrEqual(500);
    expect(times[4]).toBeGreaterThanOrEqual(1000);

    // Locked: even the right password is refused, and the answer says when to retry.
    const locked = await login('supervisor', 'demo1234', { address: newAddress() });
    expectEnvelope(locked, 429);
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.payload).toEqual({ retryAfter });
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

    expectEnvelope(await login('admin', 'demo1234', { address }), 429);
    expect((await login('admin', 'demo1234', { address: newAddress() })).status).toBe(200);
  });
});
