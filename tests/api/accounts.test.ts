import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountCreated, AccountFormInput } from '../../src/domain/accounts/accounts';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import { accountBody } from '../factories/accounts';
import { uniqueId } from '../factories/unique';
import { api, expectEnvelope, roleIdOf, signIn } from './helpers';

let admin: string;
let viewer: string;
let viewerRole: string;

const unique = (prefix: string) => `${prefix}${uniqueId()}`;
const form = (fields: Partial<AccountFormInput> = {}) =>
  accountBody(unique('api'), [viewerRole], { firstname: 'Test', lastname: 'Person', email: 'test.person@example.com', ...fields });

async function create(overrides: Partial<AccountFormInput> = {}) {
  const answer = await api<AccountCreated>('/v1/admin/accounts', { token: admin, body: form(overrides) });
  expect(answer.status).toBe(200);
  return answer.body.payload.account;
}

async function lastAudit(action: string, entityId: string): Promise<AuditEntry | undefined> {
  const answer = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${entityId}`, { token: admin });
  return answer.body.payload.items[0];
}

beforeAll(async () => {
  admin = await signIn('admin');
  viewer = await signIn('viewer');
  viewerRole = await roleIdOf(admin, 'Viewer');
});

describe('accounts', () => {
  it('refuses callers without SETTING_MENU', async () => {
    expectEnvelope(await api('/v1/admin/accounts', { token: viewer }), 403);
    expectEnvelope(await api('/v1/admin/accounts', { token: viewer, body: form() }), 403);
    expectEnvelope(await api('/v1/admin/accounts'), 401);
  });

  it('creates an account with its roles, lists and finds it, and writes the audit row', async () => {
    const account = await create({ firstname: 'Zelda', lastname: 'Quartermain' });
    expect(account).toMatchObject({ firstname: 'Zelda', roles: [{ name: 'Viewer' }], active: true, invitationPending: true, secondFactor: 'off' });
    const found = await api<ListPage<Account>>(`/v1/admin/accounts?q=quartermain`, { token: admin });
    expect(found.body.payload.items.map((a) => a.id)).toContain(account.id);
    expect((await api<Account>(`/v1/admin/accounts/${account.id}`, { token: admin })).body.payload.username).toBe(account.username);
    expect(await lastAudit('account.create', account.id)).toMatchObject({ username: 'admin', entity: 'account', entityId: account.id });
  });

  it('answers 400 with the failing fields and creates nothing', async () => {
    const username = unique('bad');
    const answer = await api('/v1/admin/accounts', { token: admin, body: form({ username, email: 'not-an-email', firstname: '' }) });
    expectEnvelope(answer, 400);
    const fields = (answer.body.payload as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'firstname']));
    expect((await api<ListPage<Account>>(`/v1/admin/accounts?q=${username}`, { token: admin })).body.payload.total).toBe(0);
  });

  it('refuses an unknown role and an end in the past on its field', async () => {
    const unknownRole = await api('/v1/admin/accounts', { token: admin, body: form({ roleIds: [randomUUID()] }) });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.payload).toMatchObject({ fields: [{ field: 'roleIds' }] });
    const past = await api('/v1/admin/accounts', { token: admin, body: form({ expiresAt: new Date(Date.now() - 60_000).toISOString() }) });
    expect(past.status).toBe(400);
    expect(past.body.payload).toMatchObject({ fields: [{ field: 'expiresAt', rule: 'future' }] });
  });

  it('answers 409 on the username field for a name in use, whatever its case', async () => {
    const account = await create();
    const again = await api('/v1/admin/accounts', { token: admin, body: form({ username: account.username.toUpperCase() }) });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'username', rule: 'unique' }] });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectEnvelope(await api(`/v1/admin/accounts/${randomUUID()}`, { token: admin }), 404);
    expectEnvelope(await api('/v1/admin/accounts/not-a-uuid', { token: admin }), 404);
  });

  it('pages, sorts and filters', async () => {
    const tag = unique('page');
    for (const [i, active] of [true, true, false].entries()) await create({ username: `${tag}${i}`, active });
    const page1 = await api<ListPage<Account>>(`/v1/admin/accounts?q=${tag}&pageSize=10&sort=username&dir=desc`, { token: admin });
    expect(page1.body.payload).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page1.body.payload.items.map((a) => a.username)).toEqual([`${tag}2`, `${tag}1`, `${tag}0`]);
    const inactive = await api<ListPage<Account>>(`/v1/admin/accounts?q=${tag}&active=no`, { token: admin });
    expect(inactive.body.payload.items.map((a) => a.username)).toEqual([`${tag}2`]);
    const past = await api<ListPage<Account>>(`/v1/admin/accounts?q=${tag}&pageSize=10&page=2`, { token: admin });
    expect(past.body.payload).toMatchObject({ items: [], total: 3 });
    expectEnvelope(await api('/v1/admin/accounts?pageSize=7', { token: admin }), 400);
    expectEnvelope(await api('/v1/admin/accounts?sort=password_hash', { token: admin }), 400);
  });

  it('exports the filtered accounts as CSV', async () => {
    const tag = unique('csv');
    await create({ username: `${tag}a`, firstname: '=HYPERLINK("x")' });
    await create({ username: `${tag}b` });
    const answer = await api<string>(`/v1/admin/accounts/export?q=${tag}&sort=username`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = answer.body.payload.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^username,firstname,lastname,email,roles/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([`${tag}a`, `${tag}b`]);
    expect(lines[1]).toContain(`'=HYPERLINK`);
  });

  it('deactivates an account and audits the change', async () => {
    const account = await create();
    const edited = await api<Account>(`/v1/admin/accounts/${account.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...form({ username: account.username }), active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.payload.active).toBe(false);
    const row = await lastAudit('account.update', account.id);
    expect(row?.detail).toMatchObject({ changes: { active: { from: true, to: false } } });
  });

  it('signs a deactivated account out at once, everywhere', async () => {
    const created = await api<AccountCreated>('/v1/admin/accounts', { token: admin, body: form() });
    const { account, invitation } = created.body.payload;
    expect(invitation).toMatchObject({ delivery: 'outbox', link: expect.stringContaining('/reset-password?token=') });
    const token = new URL(invitation.link!).searchParams.get('token');
    expect((await api('/v1/auth/reset-password', { body: { token, password: 'Pallet jack 42' } })).status).toBe(200);
    const session = await api<{ token: string }>('/v1/auth/login', { body: { username: account.username, password: 'Pallet jack 42' } });
    expect(session.status).toBe(200);
    const userToken = session.body.payload.token;
    expect((await api('/v1/auth/me', { token: userToken })).status).toBe(200);

    const off = await api(`/v1/admin/accounts/${account.id}`, { method: 'PUT', token: admin, body: { ...form({ username: account.username }), active: false } });
    expect(off.status).toBe(200);
    expectEnvelope(await api('/v1/auth/me', { token: userToken }), 401);
    expect((await api('/v1/auth/login', { body: { username: account.username, password: 'Pallet jack 42' } })).status).toBe(401);
    expect((await lastAudit('account.update', account.id))?.detail).toMatchObject({ sessionsEnded: 1 });
  });

  it('refuses to deactivate your own account', async () => {
    const me = (await api<{ user: { id: string } }>('/v1/auth/me', { token: admin })).body.payload.user.id;
    const self = await api<Account>(`/v1/admin/accounts/${me}`, { token: admin });
    const answer = await api(`/v1/admin/accounts/${me}`, {
      method: 'PUT',
      token: admin,
      body: { ...form({ username: 'admin' }), roleIds: self.body.payload.roles.map((r) => r.id), active: false },
    });
    expectEnvelope(answer, 409);
    expect((await api<Account>(`/v1/admin/accounts/${me}`, { token: admin })).body.payload.active).toBe(true);
  });

  it('resets a second factor so the next login asks to enrol', async () => {
    const account = await create({ totpRequired: false });
    const answer = await api<Account>(`/v1/admin/accounts/${account.id}/second-factor/reset`, { method: 'POST', token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ totpRequired: true, secondFactor: 'required' });
    expect(await lastAudit('account.second-factor-reset', account.id)).toBeDefined();
  });
});
