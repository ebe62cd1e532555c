import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { Tag } from '../../src/domain/tags/tags';
import { tagBody } from '../factories/tags';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;
let operator: string;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signIn('admin'), signIn('operator')]);
});

describe('tags', () => {
  it('needs TAG_MANAGEMENT', async () => {
    expectEnvelope(await api('/v1/tags'), 401);
    expectEnvelope(await api('/v1/tags', { token: operator }), 403);
    expectEnvelope(await api('/v1/tags', { token: operator, body: tagBody() }), 403);
  });

  it('creates, edits, deactivates and deletes a tag, each step audited', async () => {
    const created = await api<Tag>('/v1/tags', { token: admin, body: tagBody() });
    expect(created.status).toBe(200);
    const tag = created.body.payload;
    expect(tag).toMatchObject({ colour: '#3949ab', active: true });
    const edited = await api<Tag>(`/v1/tags/${tag.id}`, { method: 'PUT', token: admin, body: { name: tag.name, colour: '#d32f2f', active: false } });
    expect(edited.body.payload).toMatchObject({ colour: '#d32f2f', active: false });
    const inactive = await api<ListPage<Tag>>(`/v1/tags?active=no&q=${encodeURIComponent(tag.name)}`, { token: admin });
    expect(inactive.body.payload.items.map((t) => t.id)).toEqual([tag.id]);
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=tag.update&q=${tag.id}`, { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ changes: { colour: { from: '#3949ab', to: '#d32f2f' }, active: { from: true, to: false } } });
    expect((await api(`/v1/tags/${tag.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`/v1/tags/${tag.id}`, { token: admin }), 404);
    const deleted = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=tag.delete&q=${tag.id}`, { token: admin });
    expect(deleted.body.payload.items).toHaveLength(1);
  });

  it('refuses a bad colour and a duplicate name whatever its case', async () => {
    const bad = await api('/v1/tags', { token: admin, body: tagBody({ colour: 'red', name: '' }) });
    expectEnvelope(bad, 400);
    expect((bad.body.payload as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['colour', 'name']);
    const first = tagBody();
    expect((await api('/v1/tags', { token: admin, body: first })).status).toBe(200);
    const again = await api('/v1/tags', { token: admin, body: { ...first, name: first.name.toUpperCase() } });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'name', rule: 'unique' }] });
  });

  it('has the demo tags and exports them', async () => {
    const list = await api<ListPage<Tag>>('/v1/tags?pageSize=100', { token: admin });
    expect(list.body.payload.items.map((t) => t.name)).toEqual(expect.arrayContaining(['Urgent', 'Fragile', 'Hold', 'Recount']));
    const csv = await api('/v1/tags/export?q=Urgent', { token: admin });
    expect(String(csv.body.payload)).toContain('Urgent,#d32f2f,true');
  });
});
