import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountCreated } from '../../src/domain/accounts/accounts';
import type { RoleDetail } from '../../src/domain/accounts/roles';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope, signIn } from './helpers';
import { accountBody, roleBody } from '../factories/accounts';
import { uniqueId } from '../factories/unique';

let admin: string;
let operator: string;

const roleForm = (overrides: Record<string, unknown> = {}) => ({ ...roleBody(`Role ${uniqueId()}`, ['REPORT', 'ITEM_LIST'], 'For the tests'), ...overrides });

beforeAll(async () => {
  admin = await signIn('admin');
  operator = await signIn('operator');
});

describe('roles', () => {
  it('refuses callers without SETTING_MENU', async () => {
    expectEnvelope(await api('/v1/admin/roles', { token: operator }), 403);
    expectEnvelope(await api('/v1/admin/roles', { token: operator, body: roleForm() }), 403);
  });

  it('creates, reads, edits and deletes a role, each step audited', async () => {
    const created = await api<RoleDetail>('/v1/admin/roles', { token: admin, body: roleForm() });
    expect(created.status).toBe(200);
    const role = created.body.payload;
    expect(role).toMatchObject({ permissions: ['ITEM_LIST', 'REPORT'], accounts: 0, permissionCount: 2 });
    const edited = await api<RoleDetail>(`/v1/admin/roles/${role.id}`, { method: 'PUT', token: admin, body: roleForm({ name: role.name, permissions: ['REPORT', 'BIN_VIEW'] }) });
    expect(edited.body.payload.permissions).toEqual(['BIN_VIEW', 'REPORT']);
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=role.update&q=${role.id}`, { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ added: ['BIN_VIEW'], removed: ['ITEM_LIST'] });
    expect((await api(`/v1/admin/roles/${role.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`/v1/admin/roles/${role.id}`, { token: admin }), 404);
  });

  it('refuses an unknown permission and a duplicate name on their fields', async () => {
    const bad = await api('/v1/admin/roles', { token: admin, body: roleForm({ permissions: ['FLY_TO_MOON'] }) });
    expectEnvelope(bad, 400);
    expect(bad.body.payload).toMatchObject({ fields: [{ field: 'permissions.0' }] });
    const first = roleForm();
    expect((await api('/v1/admin/roles', { token: admin, body: first })).status).toBe(200);
    const again = await api('/v1/admin/roles', { token: admin, body: first });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'name', rule: 'unique' }] });
  });

  it('answers 409 naming the accounts when a role in use is deleted, and keeps it', async () => {
    const role = (await api<RoleDetail>('/v1/admin/roles', { token: admin, body: roleForm() })).body.payload;
    const username = `holder${uniqueId(6)}`;
    const created = await api<AccountCreated>('/v1/admin/accounts', {
      token: admin,
      body: accountBody(username, [role.id], { firstname: 'Role', lastname: 'Holder', email: 'holder@example.com' }),
    });
    expect(created.status).toBe(200);
    const answer = await api(`/v1/admin/roles/${role.id}`, { method: 'DELETE', token: admin });
    expectEnvelope(answer, 409);
    expect(answer.body.payload).toMatchObject({ usedBy: { accounts: 1, usernames: [username] } });
    const account = await api<Account>(`/v1/admin/accounts/${created.body.payload.account.id}`, { token: admin });
    expect(account.body.payload.roles.map((r) => r.id)).toEqual([role.id]);
  });

  it('gives the holders of a role its new permissions on their next request', async () => {
    const role = (await api<RoleDetail>('/v1/admin/roles', { token: admin, body: roleForm({ permissions: ['REPORT'] }) })).body.payload;
    const me = await api<{ permissions: string[] }>('/v1/auth/me', { token: operator });
    expect(me.body.payload.permissions).not.toContain('LOT_MANAGEMENT');
    // The operator's own role gains a permission: no new login needed.
    const roles = await api<ListPage<{ id: string; name: string }>>('/v1/admin/roles?q=Floor operator', { token: admin });
    const floor = (await api<RoleDetail>(`/v1/admin/roles/${roles.body.payload.items[0]!.id}`, { token: admin })).body.payload;
    const body = { name: floor.name, description: floor.description, isSuperAdmin: false, permissions: [...floor.permissions, 'LOT_MANAGEMENT'] };
    expect((await api(`/v1/admin/roles/${floor.id}`, { method: 'PUT', token: admin, body })).status).toBe(200);
    try {
      const after = await api<{ permissions: string[] }>('/v1/auth/me', { token: operator });
      expect(after.body.payload.permissions).toContain('LOT_MANAGEMENT');
    } finally {
      await api(`/v1/admin/roles/${floor.id}`, { method: 'PUT', token: admin, body: { ...body, permissions: floor.permissions } });
      await api(`/v1/admin/roles/${role.id}`, { method: 'DELETE', token: admin });
    }
  });
});

describe('preferences', () => {
  it('keeps a screen preference per user', async () => {
    const key = 'table.accounts';
    expect((await api(`/v1/me/preferences/${key}`, { method: 'PUT', token: operator, body: { hidden: ['email'] } })).status).toBe(200);
    expect((await api(`/v1/me/preferences/${key}`, { token: operator })).body.payload).toEqual({ hidden: ['email'] });
    expect((await api(`/v1/me/preferences/${key}`, { token: admin })).body.payload).not.toEqual({ hidden: ['email'] });
    expectEnvelope(await api('/v1/me/preferences/Bad Key', { token: operator }), 404);
    expectEnvelope(await api(`/v1/me/preferences/${key}`, { method: 'PUT', token: operator, body: { big: 'x'.repeat(5000) } }), 400);
  });
});
