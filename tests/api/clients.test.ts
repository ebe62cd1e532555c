import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountCreated, AccountFormInput } from '../../src/domain/accounts/accounts';
import type { AuditEntry } from '../../src/domain/audit';
import type { ApiKey, ApiKeyCreated } from '../../src/domain/clients/api-keys';
import type { PortalRole } from '../../src/domain/clients/client-accounts';
import type { Client, ClientFormInput } from '../../src/domain/clients/clients';
import type { ListPage } from '../../src/domain/lists/list-query';
import { accountBody } from '../factories/accounts';
import { clientBody } from '../factories/clients';
import { uniqueCode } from '../factories/unique';
import { api, expectEnvelope, roleIdOf, signIn } from './helpers';

let admin: string;
let viewer: string;
let portalRole: string;

const unique = (prefix: string) => uniqueCode(prefix, 6);
/** Filled contact details, so every field of the form goes through the server's validation. */
const contact = { contactName: 'Pat Contact', email: 'pat@client.example', phone: '(555) 010-2000', address: '1 Test Road' };
const clientForm = (fields: Partial<ClientFormInput> = {}) => clientBody({ ...contact, ...fields });
const accountForm = (fields: Partial<AccountFormInput> = {}) =>
  accountBody(unique('cli').toLowerCase(), [portalRole], { firstname: 'Portal', lastname: 'User', email: 'portal.user@client.example', ...fields });

async function createClient(overrides: Partial<ClientFormInput> = {}): Promise<Client> {
  const answer = await api<Client>('/v1/clients', { token: admin, body: clientForm(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

async function createAccount(clientId: string, overrides: Partial<AccountFormInput> = {}) {
  const answer = await api<AccountCreated>(`/v1/clients/${clientId}/accounts`, { token: admin, body: accountForm(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

async function lastAudit(action: string, entityId: string): Promise<AuditEntry | undefined> {
  const answer = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${entityId}`, { token: admin });
  return answer.body.payload.items[0];
}

const fieldsOf = (answer: { body: { payload: unknown } }) => (answer.body.payload as { fields: { field: string; rule: string }[] }).fields;

beforeAll(async () => {
  admin = await signIn('admin');
  viewer = await signIn('viewer');
  portalRole = await roleIdOf(admin, 'Client portal');
});

describe('clients', () => {
  it('refuse callers without CLIENT_MANAGEMENT (403) and without a token (401), changing nothing', async () => {
    const code = unique('NO-');
    for (const [path, method, body] of [
      ['/v1/clients', 'GET', undefined],
      ['/v1/clients/export', 'GET', undefined],
      ['/v1/clients', 'POST', clientForm({ code })],
      [`/v1/clients/${randomUUID()}`, 'GET', undefined],
      [`/v1/clients/${randomUUID()}`, 'PUT', clientForm()],
      [`/v1/clients/${randomUUID()}`, 'DELETE', undefined],
      [`/v1/clients/${randomUUID()}/accounts`, 'GET', undefined],
      ['/v1/client-accounts/roles', 'GET', undefined],
    ] as const) {
      expectEnvelope(await api(path, { method, body, token: viewer }), 403);
      expectEnvelope(await api(path, { method, body }), 401);
    }
    expect((await api<ListPage<Client>>(`/v1/clients?q=${code}`, { token: admin })).body.payload.total).toBe(0);
  });

  it('creates a client with its code upper-cased, finds, lists and exports it, and audits', async () => {
    const code = unique('new-').toLowerCase();
    const client = await createClient({ code, name: 'Quasar Gadgets' });
    expect(client).toMatchObject({ code: code.toUpperCase(), name: 'Quasar Gadgets', active: true });
    expect((await api<Client>(`/v1/clients/${client.id}`, { token: admin })).body.payload.code).toBe(code.toUpperCase());
    const found = await api<ListPage<Client>>('/v1/clients?q=quasar&active=yes&sort=name&dir=desc', { token: admin });
    expect(found.body.payload.items.map((c) => c.id)).toContain(client.id);
    const csv = await api<string>(`/v1/clients/export?q=${code}`, { token: admin });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body.payload.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['code,name,contact_name,email,phone,address,active,created_at', expect.stringMatching(new RegExp(`^${code.toUpperCase()},Quasar Gadgets,`))]);
    expect(await lastAudit('client.create', client.id)).toMatchObject({ username: 'admin', entity: 'client', entityId: client.id });
  });

  it('answers 400 with the failing fields and creates nothing', async () => {
    const answer = await api('/v1/clients', { token: admin, body: clientForm({ code: 'A', name: '', email: 'nope', phone: 'call me' }) });
    expectEnvelope(answer, 400);
    expect(fieldsOf(answer).map((f) => f.field)).toEqual(expect.arrayContaining(['code', 'name', 'email', 'phone']));
    expectEnvelope(await api('/v1/clients', { token: admin, body: clientForm({ code: 'HAS SPACE' }) }), 400);
    expectEnvelope(await api('/v1/clients', { token: admin, body: clientForm({ code: 'X'.repeat(21) }) }), 400);
    expectEnvelope(await api('/v1/clients?sort=secret', { token: admin }), 400);
  });

  it('answers 409 on the code field for a code in use, whatever its case, on create and edit', async () => {
    const first = await createClient();
    const again = await api('/v1/clients', { token: admin, body: clientForm({ code: first.code.toLowerCase() }) });
    expectEnvelope(again, 409);
    expect(fieldsOf(again)).toEqual([expect.objectContaining({ field: 'code', rule: 'unique' })]);
    const second = await createClient();
    const edit = await api(`/v1/clients/${second.id}`, { method: 'PUT', token: admin, body: clientForm({ code: first.code }) });
    expectEnvelope(edit, 409);
    expect((await api<Client>(`/v1/clients/${second.id}`, { token: admin })).body.payload.code).toBe(second.code);
  });

  it('deactivates and activates a client, auditing the change', async () => {
    const client = await createClient();
    const off = await api<Client>(`/v1/clients/${client.id}`, { method: 'PUT', token: admin, body: clientForm({ code: client.code, active: false }) });
    expect(off.body.payload.active).toBe(false);
    expect((await lastAudit('client.update', client.id))?.detail).toMatchObject({ changes: { active: { from: true, to: false } } });
    const inactive = await api<ListPage<Client>>(`/v1/clients?q=${client.code}&active=no`, { token: admin });
    expect(inactive.body.payload.items.map((c) => c.id)).toEqual([client.id]);
  });

  it('signs the client accounts of a deactivated client out and keeps them out until it is active again', async () => {
    const client = await createClient();
    const created = await createAccount(client.id);
    const token = new URL(created.invitation.link!).searchParams.get('token');
    expect((await api('/v1/auth/reset-password', { body: { token, password: 'Pallet jack 42' } })).status).toBe(200);
    const login = () => api<{ token: string }>('/v1/auth/login', { body: { username: created.account.username, password: 'Pallet jack 42' } });
    const session = (await login()).body.payload.token;
    expect((await api('/v1/auth/me', { token: session })).status).toBe(200);

    await api(`/v1/clients/${client.id}`, { method: 'PUT', token: admin, body: clientForm({ code: client.code, active: false }) });
    expectEnvelope(await api('/v1/auth/me', { token: session }), 401);
    expectEnvelope(await login(), 401);

    await api(`/v1/clients/${client.id}`, { method: 'PUT', token: admin, body: clientForm({ code: client.code, active: true }) });
    expect((await login()).status).toBe(200);
  });

  it('deletes an unused client, answers 409 with usedBy for one with accounts, and 404 for unknown ids', async () => {
    const unused = await createClient();
    expect((await api(`/v1/clients/${unused.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`/v1/clients/${unused.id}`, { token: admin }), 404);
    expect(await lastAudit('client.delete', unused.id)).toMatchObject({ entity: 'client' });

    const used = await createClient();
    await createAccount(used.id);
    const refused = await api(`/v1/clients/${used.id}`, { method: 'DELETE', token: admin });
    expectEnvelope(refused, 409);
    expect(refused.body.payload).toEqual({ usedBy: { clientAccounts: 1 } });
    expect(refused.body.message).toContain('1 client accounts');
    expect((await api(`/v1/clients/${used.id}`, { token: admin })).status).toBe(200);
    expectEnvelope(await api('/v1/clients/not-a-uuid', { token: admin }), 404);
  });
});

describe('client accounts', () => {
  it('offer only client-safe roles and refuse any other on the roleIds field', async () => {
    const roles = await api<PortalRole[]>('/v1/client-accounts/roles', { token: admin });
    expect(roles.body.payload.map((r) => r.name)).toContain('Client portal');
    expect(roles.body.payload.map((r) => r.name)).not.toContain('Administrator');
    expect(roles.body.payload.every((r) => r.permissions.every((p) => p === 'CLIENT_ISSUE_REPORT'))).toBe(true);
    const client = await createClient();
    for (const staffRole of ['Administrator', 'Viewer']) {
      const answer = await api(`/v1/clients/${client.id}/accounts`, { token: admin, body: accountForm({ roleIds: [await roleIdOf(admin, staffRole)] }) });
      expectEnvelope(answer, 400);
      expect(fieldsOf(answer)).toEqual([expect.objectContaining({ field: 'roleIds', rule: 'client-safe' })]);
    }
    expect((await api<Account[]>(`/v1/clients/${client.id}/accounts`, { token: admin })).body.payload).toEqual([]);
  });

  it('are created on their client, invited, listed there and not among the staff accounts', async () => {
    const client = await createClient();
    const created = await createAccount(client.id, { username: unique('portal').toLowerCase() });
    expect(created.account).toMatchObject({ roles: [{ name: 'Client portal' }], active: true, invitationPending: true });
    expect(created.invitation).toHaveProperty('delivery');
    const listed = await api<Account[]>(`/v1/clients/${client.id}/accounts`, { token: admin });
    expect(listed.body.payload.map((a) => a.id)).toEqual([created.account.id]);
    const staff = await api<ListPage<Account>>(`/v1/admin/accounts?q=${created.account.username}`, { token: admin });
    expect(staff.body.payload.total).toBe(0);
    expectEnvelope(await api(`/v1/admin/accounts/${created.account.id}`, { token: admin }), 404);
    const csv = await api<string>('/v1/admin/accounts/export', { token: admin });
    expect(csv.body.payload).not.toContain(created.account.username);
    expect(await lastAudit('client-account.create', created.account.id)).toMatchObject({ entity: 'account' });

    expectEnvelope(await api(`/v1/admin/accounts/${created.account.id}/invitation`, { method: 'POST', token: admin }), 404);
    const other = await createClient();
    expectEnvelope(await api(`/v1/clients/${other.id}/accounts/${created.account.id}/invitation`, { method: 'POST', token: admin }), 404);
    const again = await api<{ delivery: string; link: string | null }>(`/v1/clients/${client.id}/accounts/${created.account.id}/invitation`, { method: 'POST', token: admin });
    expect(again.status).toBe(200);
    expect(again.body.payload.delivery).toBe(created.invitation.delivery);
    expect(await lastAudit('account.invitation_sent', created.account.id)).toMatchObject({ username: 'admin' });
  });

  it('are only reachable through their own client, and a username in use answers 409', async () => {
    const [mine, other] = [await createClient(), await createClient()];
    const { account } = await createAccount(mine.id);
    expectEnvelope(await api(`/v1/clients/${other.id}/accounts/${account.id}`, { token: admin }), 404);
    const staff = (await api<ListPage<Account>>('/v1/admin/accounts?q=viewer', { token: admin })).body.payload.items[0]!;
    expectEnvelope(await api(`/v1/clients/${mine.id}/accounts/${staff.id}`, { token: admin }), 404);
    const moved = await api(`/v1/clients/${other.id}/accounts/${account.id}`, { method: 'PUT', token: admin, body: accountForm({ username: account.username, active: false }) });
    expectEnvelope(moved, 404);
    expect((await api<Account>(`/v1/clients/${mine.id}/accounts/${account.id}`, { token: admin })).body.payload.active).toBe(true);
    const taken = await api(`/v1/clients/${other.id}/accounts`, { token: admin, body: accountForm({ username: 'ADMIN' }) });
    expectEnvelope(taken, 409);
    expect(fieldsOf(taken)).toEqual([expect.objectContaining({ field: 'username', rule: 'unique' })]);
  });

  it('are edited and deactivated with an audit row', async () => {
    const client = await createClient();
    const { account } = await createAccount(client.id);
    const edited = await api<Account>(`/v1/clients/${client.id}/accounts/${account.id}`, {
      method: 'PUT',
      token: admin,
      body: accountForm({ username: account.username, firstname: 'Renamed', active: false }),
    });
    expect(edited.body.payload).toMatchObject({ firstname: 'Renamed', active: false, username: account.username });
    expect((await lastAudit('client-account.update', account.id))?.detail).toMatchObject({ active: { from: true, to: false } });
  });

  it('limit a signed-in client account to client routes: 403 on staff routes and on client management', async () => {
    const token = await signIn('client');
    const me = await api<{ permissions: string[] }>('/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.payload.permissions).toEqual(['CLIENT_ISSUE_REPORT']);
    const acme = (await api<ListPage<Client>>('/v1/clients?q=ACME', { token: admin })).body.payload.items[0]!;
    const globex = (await api<ListPage<Client>>('/v1/clients?q=GLOBEX', { token: admin })).body.payload.items[0]!;
    for (const path of ['/v1/admin/accounts', '/v1/admin/roles', '/v1/clients', `/v1/clients/${acme.id}`, `/v1/clients/${globex.id}`, `/v1/clients/${globex.id}/accounts`, `/v1/clients/${acme.id}/api-keys`]) {
      expect([path, (await api(path, { token })).status]).toEqual([path, 403]);
    }
  });
});

describe('client API keys', () => {
  it('need CLIENT_API_MANAGEMENT: 403 without it, 401 without a token', async () => {
    const client = await createClient();
    for (const [path, method] of [
      [`/v1/clients/${client.id}/api-keys`, 'GET'],
      [`/v1/clients/${client.id}/api-keys`, 'POST'],
      [`/v1/clients/${client.id}/api-keys/${randomUUID()}/revoke`, 'POST'],
    ] as const) {
      const body = method === 'POST' ? { name: 'x' } : undefined;
      expectEnvelope(await api(path, { method, body, token: viewer }), 403);
      expectEnvelope(await api(path, { method, body }), 401);
    }
    expect((await api<ApiKey[]>(`/v1/clients/${client.id}/api-keys`, { token: admin })).body.payload).toEqual([]);
  });

  it('show the key once, list only its prefix, work on the ping route, and answer 401 once revoked', async () => {
    const client = await createClient();
    expectEnvelope(await api(`/v1/clients/${client.id}/api-keys`, { token: admin, body: { name: '' } }), 400);
    const created = await api<ApiKeyCreated>(`/v1/clients/${client.id}/api-keys`, { token: admin, body: { name: 'ERP link' } });
    expect(created.status).toBe(200);
    const { key, apiKey } = created.body.payload;
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(key.length).toBeGreaterThan(apiKey.prefix.length + 30);
    expect(apiKey).toMatchObject({ name: 'ERP link', createdBy: 'admin', lastUsedAt: null, revokedAt: null });
    const listed = await api<ApiKey[]>(`/v1/clients/${client.id}/api-keys`, { token: admin });
    expect(JSON.stringify(listed.body.payload)).not.toContain(key);
    expect(await lastAudit('client-api-key.create', apiKey.id)).toBeDefined();

    const ping = await api<{ client: string }>('/v1/client-api/ping', { headers: { Authorization: `ApiKey ${key}` } });
    expect(ping.status).toBe(200);
    expect(ping.body.payload).toEqual({ client: client.code });
    expect((await api('/v1/client-api/ping', { headers: { 'X-Api-Key': key } })).status).toBe(200);
    expect((await api<ApiKey[]>(`/v1/clients/${client.id}/api-keys`, { token: admin })).body.payload[0]!.lastUsedAt).not.toBeNull();
    expectEnvelope(await api('/v1/client-api/ping', { headers: { 'X-Api-Key': `${key}x` } }), 401);
    expectEnvelope(await api('/v1/client-api/ping'), 401);
    expectEnvelope(await api('/v1/client-api/ping', { token: admin }), 401);

    const revoked = await api<ApiKey>(`/v1/clients/${client.id}/api-keys/${apiKey.id}/revoke`, { method: 'POST', token: admin });
    expect(revoked.body.payload.revokedAt).not.toBeNull();
    expect(await lastAudit('client-api-key.revoke', apiKey.id)).toBeDefined();
    expectEnvelope(await api('/v1/client-api/ping', { headers: { 'X-Api-Key': key } }), 401);
    expectEnvelope(await api(`/v1/clients/${client.id}/api-keys/${apiKey.id}/revoke`, { method: 'POST', token: admin }), 409);
  });

  it('are only revoked through their own client, and a deleted client takes its keys with it', async () => {
    const [mine, other] = [await createClient(), await createClient()];
    const { apiKey, key } = (await api<ApiKeyCreated>(`/v1/clients/${mine.id}/api-keys`, { token: admin, body: { name: 'Shop' } })).body.payload;
    expectEnvelope(await api(`/v1/clients/${other.id}/api-keys/${apiKey.id}/revoke`, { method: 'POST', token: admin }), 404);
    expect((await api('/v1/client-api/ping', { headers: { 'X-Api-Key': key } })).status).toBe(200);
    expect((await api(`/v1/clients/${mine.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api('/v1/client-api/ping', { headers: { 'X-Api-Key': key } }), 401);
  });
});
