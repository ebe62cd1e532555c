import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;

beforeAll(async () => {
  admin = await signIn('admin');
  await signIn('viewer');
});

describe('the audit log', () => {
  it('needs SETTING_MENU', async () => {
    expectEnvelope(await api('/v1/settings/audit', { token: await signIn('operator') }), 403);
    expectEnvelope(await api('/v1/settings/audit'), 401);
  });

  it('filters by user, action and time, newest first', async () => {
    const answer = await api<ListPage<AuditEntry>>('/v1/settings/audit?username=VIEWER&action=auth.login', { token: admin });
    expect(answer.status).toBe(200);
    const { items, total } = answer.body.payload;
    expect(total).toBeGreaterThan(0);
    expect(items.every((e) => e.username === 'viewer' && e.action === 'auth.login')).toBe(true);
    const times = items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await api<ListPage<AuditEntry>>(`/v1/settings/audit?from=${encodeURIComponent(future)}`, { token: admin });
    expect(none.body.payload).toMatchObject({ items: [], total: 0 });
    expectEnvelope(await api('/v1/settings/audit?from=yesterday', { token: admin }), 400);
  });

  it('lists its action names and exports the same filter as CSV', async () => {
    const actions = await api<string[]>('/v1/settings/audit/actions', { token: admin });
    expect(actions.body.payload).toContain('auth.login');
    const csv = await api<string>('/v1/settings/audit/export?action=auth.login&username=viewer', { token: admin });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.body.payload.trim().split('\r\n');
    expect(lines[0]).toContain('at,username,action,entity');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',viewer,auth.login,'))).toBe(true);
  });
});
