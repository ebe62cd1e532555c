import { describe, expect, inject, it } from 'vitest';
import { api, expectEnvelope, login, type SessionAnswer } from './helpers';
import { DEMO_PASSWORD } from '../factories/accounts';

describe('POST /v1/auth/login', () => {
  it('signs the super admin in with user, roles and permissions', async () => {
    const answer = await login<SessionAnswer>('admin');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const { user, token, permissions } = answer.body.payload;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'admin',
      firstname: 'Alex',
      lastname: 'Admin',
      companyName: 'Demo Warehouse',
      client: null,
      roles: [{ id: expect.any(String), name: 'Administrator', isSuperAdmin: true }],
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The super admin flag passes every check; the role needs no permission rows.
    expect(permissions).toEqual([]);
  });

  it('answers the union of the role permissions, sorted', async () => {
    const answer = await login<SessionAnswer>('viewer');
    expect(answer.body.payload.permissions).toEqual(['ITEM_DASHBOARD', 'ITEM_DETAIL_VIEW', 'ITEM_LIST', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_LIST', 'REPORT']);
    expect(answer.body.payload.user.roles).toEqual([{ id: expect.any(String), name: 'Viewer', isSuperAdmin: false }]);

    const operator = await login<SessionAnswer>('operator');
    expect(operator.body.payload.permissions).toEqual([
      'COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_START', 'COUNTING_ITEMS', 'ITEM_DETAIL_VIEW', 'ITEM_LIST', 'JOB_CENTER_ACTION',
      'JOB_CENTER_MENU', 'JOB_CENTER_QC', 'RECEIVING_DETAIL_SCAN', 'RECEIVING_DETAIL_VIEW', 'RECEIVING_GR_MULTIPLE_WMS', 'RECEIVING_GR_RECEIVING',
      'RECEIVING_GR_SINGLE_WMS', 'RECEIVING_LIST', 'RELABEL_ACTION',
      'SHIPMENT_PACKING_DETAIL', 'SHIPMENT_PACKING_LIST', 'SHIPMENT_PICKING_LIST',
    ]);
  });

  it('signs in a user without roles, with no permissions', async () => {
    const answer = await login<SessionAnswer>('noroles');
    expect(answer.body.code).toBe(200);
    expect(answer.body.payload.user.roles).toEqual([]);
    expect(answer.body.payload.permissions).toEqual([]);
  });

  it('matches usernames without regard to case', async () => {
    const answer = await login<SessionAnswer>('  ADMIN ');
    expect(answer.body.code).toBe(200);
    expect(answer.body.payload.user.username).toBe('admin');
  });

  it('refuses a wrong password with 401 in the envelope', async () => {
    const answer = await login('admin', 'wrong-password');
    expectEnvelope(answer, 401);
    expect(answer.body.payload).toBeNull();
    expect(answer.body.message).toBe('Wrong username or password.');
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const answer = await login('nobody-here', DEMO_PASSWORD);
    expectEnvelope(answer, 401);
    expect(answer.body.message).toBe('Wrong username or password.');
  });

  it('answers 400 with the failing fields', async () => {
    const answer = await api<{ fields: { field: string; rule: string; message: string }[] }>('/v1/auth/login', {
      body: { username: '   ', password: 42 },
    });
    expectEnvelope(answer, 400);
    expect(answer.body.payload.fields).toEqual(
      expect.arrayContaining([
        { field: 'username', rule: 'non_empty', message: expect.any(String) },
        { field: 'password', rule: 'string', message: expect.any(String) },
      ]),
    );
  });

  it('answers 400 in the envelope for a body that is not JSON', async () => {
    const res = await fetch(`${inject('baseUrl')}/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, message: expect.any(String), payload: { fields: [{ field: '', rule: 'json', message: expect.any(String) }] } });
  });

  it('answers 413 in the envelope for a body over 1 MB', async () => {
    const answer = await api('/v1/auth/login', { body: { username: 'admin', password: 'x'.repeat(1_100_000) } });
    expectEnvelope(answer, 413);
  });
});
