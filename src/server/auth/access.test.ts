import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, sessions, users } from '../db/schema/auth';
import { ok } from '../lib/respond';
import { defineRoute } from '../routes/registry';
import { apiRoutes } from '../routes/routes';
import { appFixture } from '../testing/app-fixture';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

// A route that exists only here: the product has no permission route yet, and the check must be proven now.
const probe = defineRoute({
  method: 'get',
  path: '/v1/probe/report',
  access: 'REPORT',
  tag: 'Test',
  summary: 'Needs REPORT',
  payload: v.null(),
  handler: async (c) => ok(c, null),
});

let fx: Awaited<ReturnType<typeof appFixture>>;
beforeAll(async () => {
  fx = await appFixture([...apiRoutes, probe]);
}, 60_000);
afterAll(() => fx.close());

describe('permission routes', { timeout: 20_000 }, () => {
  it('let a user holding the permission in, and a super admin without it', async () => {
    expect((await fx.request('/v1/probe/report', { token: await fx.signIn('viewer') })).status).toBe(200);
    expect((await fx.request('/v1/probe/report', { token: await fx.signIn('admin') })).status).toBe(200);
  });

  it('answer 403 naming the permission to a user without it, and 401 without a token', async () => {
    const denied = await fx.request('/v1/probe/report', { token: await fx.signIn('operator') });
    expect(denied).toEqual({ status: 403, body: { code: 403, message: expect.any(String), payload: { permission: 'REPORT' } } });
    expect((await fx.request('/v1/probe/report')).status).toBe(401);
  });

  it('see a role change on the next request of a signed-in user', async () => {
    const token = await fx.signIn('operator');
    expect((await fx.request('/v1/probe/report', { token })).status).toBe(403);
    const [role] = await fx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Floor operator'));
    await fx.db.insert(rolePermissions).values({ roleId: role!.id, permission: 'REPORT' });
    expect((await fx.request('/v1/probe/report', { token })).status).toBe(200);
    await fx.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.permission, 'REPORT')));
    expect((await fx.request('/v1/probe/report', { token })).status).toBe(403);
  });
});

describe('accounts that stop being usable', { timeout: 20_000 }, () => {
  it('a deactivated user gets 401 at once and loses every session', async () => {
    const token = await fx.signIn('noroles');
    const [user] = await fx.db.update(users).set({ active: false }).where(eq(users.username, 'noroles')).returning();
    const answer = await fx.request('/v1/auth/me', { token });
    expect(answer.status).toBe(401);
    const live = await fx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const again = await fx.request('/v1/auth/login', { body: { username: 'noroles', password: DEMO_PASSWORD } });
    expect(again.status).toBe(401);
    await fx.db.update(users).set({ active: true }).where(eq(users.id, user!.id));
  });

  it('a temporary account past its end gets 401 and cannot sign in', async () => {
    const token = await fx.signIn('viewer');
    await fx.db.update(users).set({ expiresAt: new Date(fx.clock.now - 1000) }).where(eq(users.username, 'viewer'));
    expect((await fx.request('/v1/auth/me', { token })).status).toBe(401);
    const again = await fx.request('/v1/auth/login', { body: { username: 'viewer', password: DEMO_PASSWORD } });
    expect(again).toMatchObject({ status: 401, body: { message: 'This account is no longer active.' } });
    await fx.db.update(users).set({ expiresAt: null }).where(eq(users.username, 'viewer'));
  });
});
