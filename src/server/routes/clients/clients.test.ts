import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientScope } from '../../auth/client-scope';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/auth';
import { clientApiKeys, clients } from '../../db/schema/master';
import { ok } from '../../lib/respond';
import { appFixture } from '../../testing/app-fixture';
import { defineRoute } from '../registry';
import { apiRoutes } from '../routes';

/*
 * What the HTTP suite cannot do without disturbing the files sharing its server: changing the demo roles,
 * reading stored key columns, moving the clock, and a route that uses the client scope helper.
 */

// Exists only here: no client-facing data route exists yet, and the scope helper must be proven now.
const probe = defineRoute({
  method: 'get',
  path: '/v1/probe/my-clients',
  access: 'CLIENT_ISSUE_REPORT',
  tag: 'Test',
  summary: 'Client codes the caller may see',
  payload: v.array(v.string()),
  handler: async (c) => {
    const rows = await c.get('deps').db.select({ code: clients.code }).from(clients).where(clientScope(c, clients.id)).orderBy(clients.code);
    return ok(c, rows.map((row) => row.code));
  },
});

let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let acmeId: string;
beforeAll(async () => {
  fx = await appFixture([...apiRoutes, probe]);
  admin = await fx.signIn('admin');
  [{ id: acmeId }] = (await fx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'ACME'))) as [{ id: string }];
}, 60_000);
afterAll(() => fx.close());

async function grant(roleName: string, permission: string): Promise<() => Promise<void>> {
  const [role] = await fx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  await fx.db.insert(rolePermissions).values({ roleId: role!.id, permission });
  return async () => {
    await fx.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.permission, permission)));
  };
}

describe('permissions', { timeout: 20_000 }, () => {
  it('keep API keys (CLIENT_API_MANAGEMENT) apart from client management (CLIENT_MANAGEMENT)', async () => {
    const undoViewer = await grant('Viewer', 'CLIENT_MANAGEMENT');
    const undoOperator = await grant('Floor operator', 'CLIENT_API_MANAGEMENT');
    const viewer = await fx.signIn('viewer');
    const operator = await fx.signIn('operator');
    expect((await fx.request(`/v1/clients/${acmeId}`, { token: viewer })).status).toBe(200);
    expect((await fx.request(`/v1/clients/${acmeId}/api-keys`, { token: viewer })).status).toBe(403);
    expect((await fx.request(`/v1/clients/${acmeId}/api-keys`, { token: operator })).status).toBe(200);
    expect((await fx.request(`/v1/clients/${acmeId}`, { token: operator })).status).toBe(403);
    await undoViewer();
    await undoOperator();
  });

  it('refuse a client account every staff route even when a role grants it, and scope its data to its client', async () => {
    const [client] = await fx.db.select({ id: users.id }).from(users).where(eq(users.username, 'client'));
    const [administrator] = await fx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    await fx.db.insert(userRoles).values({ userId: client!.id, roleId: administrator!.id });
    const token = await fx.signIn('client');
    const denied = await fx.request('/v1/admin/accounts', { token });
    expect(denied).toMatchObject({ status: 403, body: { payload: { permission: 'SETTING_MENU' } } });
    expect((await fx.request('/v1/clients', { token })).status).toBe(403);
    expect((await fx.request<{ permissions: string[] }>('/v1/auth/me', { token })).body.payload.permissions).toEqual(['CLIENT_ISSUE_REPORT']);
    expect((await fx.request('/v1/probe/my-clients', { token })).body.payload).toEqual(['ACME']);
    expect((await fx.request('/v1/probe/my-clients', { token: admin })).body.payload).toEqual(['ACME', 'GLOBEX', 'NORDIC']);
    await fx.db.delete(userRoles).where(and(eq(userRoles.userId, client!.id), inArray(userRoles.roleId, [administrator!.id])));
  });
});

describe('API keys', { timeout: 20_000 }, () => {
  it('are stored as a SHA-256 digest and a prefix only, and note their use at most once a minute', async () => {
    const created = await fx.request<{ key: string; apiKey: { id: string; prefix: string } }>(`/v1/clients/${acmeId}/api-keys`, { token: admin, body: { name: 'Digest' } });
    const { key, apiKey } = created.body.payload;
    const [row] = await fx.db.select().from(clientApiKeys).where(eq(clientApiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('base64url'));
    expect(Object.values(row!).some((value) => typeof value === 'string' && value.includes(key))).toBe(false);
    expect(key.startsWith(row!.prefix) && row!.prefix.length < 16).toBe(true);

    const lastUsed = async () => (await fx.db.select({ at: clientApiKeys.lastUsedAt }).from(clientApiKeys).where(eq(clientApiKeys.id, apiKey.id)))[0]!.at?.getTime();
    expect((await fx.request('/v1/client-api/ping', { headers: { 'X-Api-Key': key } })).body.payload).toEqual({ client: 'ACME' });
    const first = await lastUsed();
    expect(first).toBe(fx.clock.now);
    fx.clock.now += 30_000;
    await fx.request('/v1/client-api/ping', { headers: { 'X-Api-Key': key } });
    expect(await lastUsed()).toBe(first);
    fx.clock.now += 31_000;
    await fx.request('/v1/client-api/ping', { headers: { Authorization: `ApiKey ${key}` } });
    expect(await lastUsed()).toBe(fx.clock.now);
  });

  it('stop working while their client is inactive', async () => {
    const { key } = (await fx.request<{ key: string }>(`/v1/clients/${acmeId}/api-keys`, { token: admin, body: { name: 'Paused' } })).body.payload;
    await fx.db.update(clients).set({ active: false }).where(eq(clients.id, acmeId));
    expect((await fx.request('/v1/client-api/ping', { headers: { 'X-Api-Key': key } })).status).toBe(401);
    await fx.db.update(clients).set({ active: true }).where(eq(clients.id, acmeId));
    expect((await fx.request('/v1/client-api/ping', { headers: { 'X-Api-Key': key } })).status).toBe(200);
  });
});
