import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import { CATALOGUE_KEYS, type CatalogueEntry, type CatalogueKey, type CatalogueOption } from '../../src/domain/catalogues/definitions';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;
let viewer: string;
let operator: string;
let brand: CatalogueEntry;

const code = () => `T-${randomUUID().slice(0, 8).toUpperCase()}`;

function body(catalogue: CatalogueKey, overrides: Record<string, unknown> = {}) {
  return {
    code: code(),
    name: `Test ${catalogue}`,
    description: 'Made by the API tests',
    active: true,
    ...(catalogue === 'model' ? { parentId: brand.id } : {}),
    ...(catalogue === 'carrier' ? { attributes: { trackingUrlTemplate: 'https://track.example/?n={tracking}' } } : {}),
    ...overrides,
  };
}

async function create(catalogue: CatalogueKey, overrides: Record<string, unknown> = {}): Promise<CatalogueEntry> {
  const answer = await api<CatalogueEntry>(`/v1/catalogues/${catalogue}`, { token: admin, body: body(catalogue, overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload;
}

beforeAll(async () => {
  [admin, viewer, operator] = await Promise.all([signIn('admin'), signIn('viewer'), signIn('operator')]);
  const answer = await api<CatalogueEntry>('/v1/catalogues/brand', { token: admin, body: { code: code(), name: 'Test brand', description: '', active: true } });
  brand = answer.body.payload;
});

describe.each(CATALOGUE_KEYS)('catalogue %s', (catalogue) => {
  const path = `/v1/catalogues/${catalogue}`;

  it('lets any signed-in user read, and only SETTING_MENU write', async () => {
    const entry = await create(catalogue);
    expectEnvelope(await api(path), 401);
    const list = await api<ListPage<CatalogueEntry>>(`${path}?q=${entry.code}`, { token: viewer });
    expect(list.status).toBe(200);
    expect(list.body.payload.items.map((e) => e.id)).toEqual([entry.id]);
    expect((await api(`${path}/${entry.id}`, { token: operator })).status).toBe(200);
    expect((await api<CatalogueOption[]>(`${path}/options`, { token: viewer })).body.payload.some((o) => o.id === entry.id)).toBe(true);
    expectEnvelope(await api(path, { token: viewer, body: body(catalogue) }), 403);
    expectEnvelope(await api(`${path}/${entry.id}`, { method: 'PUT', token: operator, body: body(catalogue) }), 403);
    expectEnvelope(await api(`${path}/${entry.id}/deactivate`, { method: 'POST', token: viewer }), 403);
    expectEnvelope(await api(`${path}/${entry.id}`, { method: 'DELETE', token: viewer }), 403);
    expectEnvelope(await api(`${path}/import`, { token: viewer, body: { csv: 'code,name\nA,B\n', mode: 'dry-run' } }), 403);
    expectEnvelope(await api(`${path}/${entry.id}`, { method: 'DELETE' }), 401);
  });

  it('answers 400 with the failing fields and writes nothing', async () => {
    const bad = body(catalogue, { code: 'has space', name: '' });
    const answer = await api(path, { token: admin, body: bad });
    expectEnvelope(answer, 400);
    const fields = (answer.body.payload as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['code', 'name']));
    expect((await api<ListPage<CatalogueEntry>>(`${path}?q=has space`, { token: admin })).body.payload.total).toBe(0);
  });

  it('keeps codes unique whatever their case (409 on the code field)', async () => {
    const entry = await create(catalogue);
    const again = await api(path, { token: admin, body: body(catalogue, { code: entry.code.toLowerCase() }) });
    expectEnvelope(again, 409);
    expect(again.body.payload).toMatchObject({ fields: [{ field: 'code', rule: 'unique' }] });
    const other = await create(catalogue);
    const renamed = await api(`${path}/${other.id}`, { method: 'PUT', token: admin, body: body(catalogue, { code: entry.code }) });
    expectEnvelope(renamed, 409);
  });

  it('edits, deactivates, activates and deletes an entry, each step audited', async () => {
    const entry = await create(catalogue);
    const edited = await api<CatalogueEntry>(`${path}/${entry.id}`, { method: 'PUT', token: admin, body: body(catalogue, { code: entry.code, name: 'Renamed' }) });
    expect(edited.body.payload).toMatchObject({ name: 'Renamed', code: entry.code });
    const off = await api<CatalogueEntry>(`${path}/${entry.id}/deactivate`, { method: 'POST', token: admin });
    expect(off.body.payload.active).toBe(false);
    expect((await api<CatalogueOption[]>(`${path}/options`, { token: admin })).body.payload.some((o) => o.id === entry.id)).toBe(false);
    expect((await api<ListPage<CatalogueEntry>>(`${path}?active=no&q=${entry.code}`, { token: admin })).body.payload.total).toBe(1);
    expect((await api<CatalogueEntry>(`${path}/${entry.id}/activate`, { method: 'POST', token: admin })).body.payload.active).toBe(true);
    for (const action of ['catalogue.create', 'catalogue.update', 'catalogue.deactivate', 'catalogue.activate']) {
      const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${entry.id}`, { token: admin });
      expect(audit.body.payload.items[0]?.detail, action).toMatchObject({ catalogue, code: entry.code });
    }
    expect((await api(`${path}/${entry.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`${path}/${entry.id}`, { token: admin }), 404);
  });

  it('exports the filtered list as CSV', async () => {
    const entry = await create(catalogue);
    const csv = await api(`${path}/export?q=${entry.code}`, { token: viewer });
    expect(csv.status).toBe(200);
    const lines = String(csv.body.payload).trim().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?code,name,description,active/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(entry.code);
  });
});

describe('catalogues', () => {
  it('answers 404 to an unknown catalogue and to an entry of another catalogue', async () => {
    expectEnvelope(await api('/v1/catalogues/planets', { token: admin }), 404);
    expectEnvelope(await api('/v1/catalogues/planets', { token: admin, body: body('brand') }), 404);
    expectEnvelope(await api(`/v1/catalogues/dealer/${brand.id}`, { token: admin }), 404);
  });

  it('refuses to delete a brand a model uses (409 usedBy) and lists models by brand', async () => {
    const own = await create('brand');
    const model = await create('model', { parentId: own.id });
    expect(model).toMatchObject({ parentId: own.id, parentName: own.name });
    const answer = await api(`/v1/catalogues/brand/${own.id}`, { method: 'DELETE', token: admin });
    expectEnvelope(answer, 409);
    expect(answer.body.payload).toMatchObject({ usedBy: { models: 1 } });
    expect((await api(`/v1/catalogues/brand/${own.id}`, { token: admin })).status).toBe(200);
    const byBrand = await api<ListPage<CatalogueEntry>>(`/v1/catalogues/model?parent=${own.id}`, { token: admin });
    expect(byBrand.body.payload.items.map((m) => m.id)).toEqual([model.id]);
    expect((await api<CatalogueOption[]>(`/v1/catalogues/model/options?parent=${own.id}`, { token: admin })).body.payload.map((m) => m.id)).toEqual([model.id]);
  });

  it('needs a model’s brand to be an active brand', async () => {
    const missing = await api('/v1/catalogues/model', { token: admin, body: body('model', { parentId: undefined }) });
    expectEnvelope(missing, 400);
    expect(missing.body.payload).toMatchObject({ fields: [{ field: 'parentId' }] });
    const dealer = await create('dealer');
    const wrong = await api('/v1/catalogues/model', { token: admin, body: body('model', { parentId: dealer.id }) });
    expect(wrong.body.payload).toMatchObject({ fields: [{ field: 'parentId', rule: 'unknown' }] });
    const inactive = await create('brand', { active: false });
    const refused = await api('/v1/catalogues/model', { token: admin, body: body('model', { parentId: inactive.id }) });
    expect(refused.body.payload).toMatchObject({ fields: [{ field: 'parentId', rule: 'inactive' }] });
  });

  it('checks a carrier’s tracking URL template', async () => {
    const bad = await api('/v1/catalogues/carrier', { token: admin, body: body('carrier', { attributes: { trackingUrlTemplate: 'https://no-placeholder.example' } }) });
    expectEnvelope(bad, 400);
    expect(bad.body.payload).toMatchObject({ fields: [{ field: 'attributes.trackingUrlTemplate' }] });
    const carrier = await create('carrier');
    expect(carrier.attributes).toEqual({ trackingUrlTemplate: 'https://track.example/?n={tracking}', cutoffTime: '' });
    const late = await api('/v1/catalogues/carrier', { token: admin, body: body('carrier', { attributes: { trackingUrlTemplate: '', cutoffTime: '25:00' } }) });
    expectEnvelope(late, 400);
    expect(late.body.payload).toMatchObject({ fields: [{ field: 'attributes.cutoffTime' }] });
  });

  it('has the demo entries seeded', async () => {
    const carriers = await api<CatalogueOption[]>('/v1/catalogues/carrier/options', { token: viewer });
    expect(carriers.body.payload.map((c) => c.code)).toEqual(expect.arrayContaining(['UPS', 'FEDEX', 'DHL', 'USPS']));
    const brands = await api<ListPage<CatalogueEntry>>('/v1/catalogues/brand?q=Apple', { token: viewer });
    const apple = brands.body.payload.items.find((b) => b.code === 'APPLE');
    expect(apple).toBeDefined();
    const models = await api<ListPage<CatalogueEntry>>(`/v1/catalogues/model?parent=${apple!.id}`, { token: viewer });
    expect(models.body.payload.total).toBeGreaterThanOrEqual(3);
  });
});
