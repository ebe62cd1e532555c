import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { Sku, SkuLookup, SkuOptions } from '../../src/domain/skus/skus';
import { freshGtin, skuBody } from '../factories/skus';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;
let operator: string;
let viewer: string;
let options: SkuOptions;

function skuForm(overrides: Record<string, unknown> = {}) {
  const model = options.models[0]!;
  return {
    ...skuBody({
      clientId: options.clients[0]!.id, skuTypeId: options.skuTypes[0]!.id, brandId: model.brandId, modelId: model.id,
      serialised: true, sapMaterialNumber: '000000000012345678', barcodes: [{ kind: 'EAN-13', barcode: freshGtin() }],
    }),
    ...overrides,
  };
}

const create = (body: Record<string, unknown>) => api<Sku>('/v1/skus', { token: admin, body });

beforeAll(async () => {
  [admin, operator, viewer] = await Promise.all([signIn('admin'), signIn('operator'), signIn('viewer')]);
  options = (await api<SkuOptions>('/v1/skus/options', { token: admin })).body.payload;
});

describe('SKU permissions', () => {
  it('needs SKU_MANAGEMENT for the master and BIN_MANAGEMENT for the movements', async () => {
    for (const token of [operator, viewer]) {
      expectEnvelope(await api('/v1/skus', { token }), 403);
      expectEnvelope(await api('/v1/skus/options', { token }), 403);
      expectEnvelope(await api('/v1/skus', { token, body: skuForm() }), 403);
    }
    const sku = (await create(skuForm())).body.payload;
    expectEnvelope(await api(`/v1/skus/${sku.id}/movements`, { token: viewer }), 403);
    expectEnvelope(await api(`/v1/skus/${sku.id}`, { token: operator, method: 'DELETE' }), 403);
  });

  it('lets RECEIVING_DETAIL_SCAN or SKU_MANAGEMENT look a barcode up, nobody else', async () => {
    expectEnvelope(await api('/v1/skus/by-barcode/4006381333931'), 401);
    expectEnvelope(await api('/v1/skus/by-barcode/4006381333931', { token: viewer }), 403);
    expect((await api('/v1/skus/by-barcode/4006381333931', { token: operator })).status).toBe(200);
  });
});

describe('SKU master data', () => {
  it('offers the form its clients, brands, models with their brand, and SKU types', () => {
    expect(options.clients.length).toBeGreaterThan(0);
    expect(options.brands.length).toBeGreaterThan(1);
    expect(options.models.every((m) => options.brands.some((b) => b.id === m.brandId))).toBe(true);
    expect(options.skuTypes.length).toBeGreaterThan(0);
  });

  it('creates a SKU with barcodes, reads it, replaces its barcodes and deletes it, each step audited', async () => {
    const gtin14 = '09506000134352';
    const created = await create(skuForm({ barcodes: [{ kind: 'GTIN-14', barcode: gtin14 }, { kind: 'OTHER', barcode: 'ACME box 7' }] }));
    expect(created.status).toBe(200);
    const sku = created.body.payload;
    expect(sku.barcodes).toEqual([{ kind: 'GTIN-14', barcode: gtin14 }, { kind: 'OTHER', barcode: 'ACME box 7' }]);
    expect((await api<Sku>(`/v1/skus/${sku.id}`, { token: admin })).body.payload).toEqual(sku);

    const upc = freshGtin(12);
    const edited = await api<Sku>(`/v1/skus/${sku.id}`, { method: 'PUT', token: admin, body: skuForm({ code: sku.code, barcodes: [{ kind: 'UPC-A', barcode: upc }] }) });
    expect(edited.body.payload.barcodes).toEqual([{ kind: 'UPC-A', barcode: upc }]);
    // The barcode it gave up is free for another SKU of the client.
    expect((await create(skuForm({ barcodes: [{ kind: 'GTIN-14', barcode: gtin14 }] }))).status).toBe(200);
    const audit = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=sku.update&q=${sku.id}`, { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ changes: { barcodes: { from: `${gtin14}|ACME box 7`, to: upc } } });

    const off = await api<Sku>(`/v1/skus/${sku.id}/active`, { method: 'PUT', token: admin, body: { active: false } });
    expect(off.body.payload.active).toBe(false);
    expect((await api(`/v1/skus/${sku.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expectEnvelope(await api(`/v1/skus/${sku.id}`, { token: admin }), 404);
    for (const action of ['sku.create', 'sku.deactivate', 'sku.delete']) {
      const rows = await api<ListPage<AuditEntry>>(`/v1/settings/audit?action=${action}&q=${sku.id}`, { token: admin });
      expect(rows.body.payload.items, action).toHaveLength(1);
    }
  });

  it('refuses a wrong check digit on the barcode’s field and writes nothing', async () => {
    const form = skuForm({ barcodes: [{ kind: 'GTIN-14', barcode: '09506000134353' }] });
    const answer = await create(form);
    expectEnvelope(answer, 400);
    expect(answer.body.payload).toMatchObject({ fields: [{ field: 'barcodes.0.barcode' }] });
    expect((await api<ListPage<Sku>>(`/v1/skus?q=${form.code}`, { token: admin })).body.payload.total).toBe(0);
  });

  it('refuses bad fields: units, SAP number, list size, duplicates in the list', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ unit: 'GALLON' }, 'unit'],
      [{ sapMaterialNumber: '12A' }, 'sapMaterialNumber'],
      [{ code: '' }, 'code'],
      [{ clientId: '' }, 'clientId'],
      [{ barcodes: Array.from({ length: 11 }, () => ({ kind: 'EAN-13', barcode: freshGtin(13) })) }, 'barcodes'],
      [{ barcodes: [{ kind: 'UPC-A', barcode: '036000291452' }, { kind: 'EAN-13', barcode: '0036000291452' }] }, 'barcodes.1.barcode'],
      [{ barcodes: [{ kind: 'OTHER', barcode: 'x'.repeat(51) }] }, 'barcodes.0.barcode'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await create(skuForm(overrides));
      expect([field, answer.status]).toEqual([field, 400]);
      expect((answer.body.payload as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    }
  });

  it('keeps an optional unit value with two decimals at most; a body without it leaves it unknown', async () => {
    const valued = (await create(skuForm({ unitValue: 12.5 }))).body.payload;
    expect(valued.unitValue).toBe(12.5);
    const changed = await api<Sku>(`/v1/skus/${valued.id}`, { method: 'PUT', token: admin, body: skuForm({ code: valued.code, barcodes: valued.barcodes, unitValue: 1999.99 }) });
    expect(changed.body.payload.unitValue).toBe(1999.99);
    expect((await create(skuForm())).body.payload.unitValue).toBeNull();
    for (const unitValue of [1.234, -1, '12']) {
      const answer = await create(skuForm({ unitValue }));
      expect([unitValue, answer.status]).toEqual([unitValue, 400]);
      expect(answer.body.payload).toMatchObject({ fields: [{ field: 'unitValue' }] });
    }
  });

  it('refuses a model that is not of the chosen brand', async () => {
    const model = options.models[0]!;
    const otherBrand = options.brands.find((b) => b.id !== model.brandId)!;
    const answer = await create(skuForm({ brandId: otherBrand.id, modelId: model.id }));
    expectEnvelope(answer, 400);
    expect(answer.body.payload).toMatchObject({ fields: [{ field: 'modelId', rule: 'brand' }] });
  });

  it('keeps codes unique per client (any case) and barcodes unique per client, also as another GTIN length', async () => {
    const first = (await create(skuForm({ barcodes: [{ kind: 'UPC-A', barcode: '036000291452' }] }))).body.payload;
    const sameCode = await create(skuForm({ code: first.code.toLowerCase() }));
    expectEnvelope(sameCode, 409);
    expect(sameCode.body.payload).toMatchObject({ fields: [{ field: 'code', rule: 'unique' }] });

    const sameGtin = await create(skuForm({ barcodes: [{ kind: 'EAN-13', barcode: freshGtin(13) }, { kind: 'EAN-13', barcode: '0036000291452' }] }));
    expectEnvelope(sameGtin, 409);
    expect(sameGtin.body.payload).toMatchObject({ fields: [{ field: 'barcodes.1.barcode', rule: 'unique' }] });
    expect(sameGtin.body.message).toContain(first.code);
  });
});

describe('SKU list', () => {
  it('finds a SKU by code, barcode and SAP number, filters and exports CSV', async () => {
    const barcode = freshGtin(13);
    const sap = String(randomInt(10 ** 9, 10 ** 10));
    const sku = (await create(skuForm({ serialised: false, sapMaterialNumber: sap, barcodes: [{ kind: 'EAN-13', barcode }] }))).body.payload;
    for (const q of [sku.code, barcode.slice(2, 10), sap]) {
      const page = await api<ListPage<Sku>>(`/v1/skus?q=${q}`, { token: admin });
      expect(page.body.payload.items.map((s) => s.id), q).toEqual([sku.id]);
    }
    const serialised = await api<ListPage<Sku>>(`/v1/skus?q=${sku.code}&serialised=yes`, { token: admin });
    expect(serialised.body.payload.total).toBe(0);
    const filtered = await api<ListPage<Sku>>(`/v1/skus?client=${sku.client.id}&brand=${sku.brand!.id}&type=${sku.skuType!.id}&active=yes&sort=createdAt&dir=desc`, { token: admin });
    expect(filtered.body.payload.items[0]?.id).toBe(sku.id);
    expectEnvelope(await api('/v1/skus?serialised=maybe', { token: admin }), 400);

    const csv = await api(`/v1/skus/export?q=${sku.code}`, { token: admin });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (csv.body.payload as string).trim().split('\r\n');
    expect(lines[0]).toContain('client_code,code,description,type_code,brand_code,model_code,serialised,unit,sap_material_number,unit_value,barcodes');
    expect(lines[1]).toContain(`${sku.code},Test SKU`);
    expect(lines).toHaveLength(2);
  });

  it('shows the demo SKUs, 200 of them with a GTIN each', async () => {
    const page = await api<ListPage<Sku>>('/v1/skus?q=SKU-0&pageSize=100', { token: admin });
    expect(page.body.payload.total).toBe(200);
  });
});

describe('SKU lookup by barcode', () => {
  it('finds a SKU from its GTIN however it is scanned', async () => {
    const upc = freshGtin(12);
    const gtin14 = `00${upc}`;
    const sku = (await create(skuForm({ barcodes: [{ kind: 'UPC-A', barcode: upc }] }))).body.payload;
    const scans = [upc, `0${upc}`, gtin14, `(01)${gtin14}(10)LOT42`, `]C101${gtin14}10LOT42\u001d21SN1`, `01${gtin14}`];
    for (const scan of scans) {
      const answer = await api<SkuLookup>(`/v1/skus/by-barcode/${encodeURIComponent(scan)}?clientId=${sku.client.id}`, { token: operator });
      expect([scan, answer.body.payload.skus.map((s) => s.id)]).toEqual([scan, [sku.id]]);
      expect(answer.body.payload.code).toBe(gtin14);
    }
  });

  it('finds a client’s own code as scanned, and nothing for an unknown one', async () => {
    const own = `ACME-${randomUUID().slice(0, 6)}`;
    const sku = (await create(skuForm({ barcodes: [{ kind: 'OTHER', barcode: own }] }))).body.payload;
    const found = await api<SkuLookup>(`/v1/skus/by-barcode/${own}`, { token: admin });
    expect(found.body.payload.skus.map((s) => s.code)).toEqual([sku.code]);
    const none = await api<SkuLookup>(`/v1/skus/by-barcode/${freshGtin(13)}`, { token: admin });
    expect(none.body.payload.skus).toEqual([]);
  });
});

describe('SAP Movement page API', () => {
  it('answers an empty ledger page for a new SKU and its CSV header', async () => {
    const sku = (await create(skuForm())).body.payload;
    const page = await api<SkuMovementPage>(`/v1/skus/${sku.id}/movements`, { token: admin });
    expect(page.body.payload).toMatchObject({ sku: { id: sku.id, code: sku.code }, items: [], total: 0, page: 1 });
    const csv = await api(`/v1/skus/${sku.id}/movements/export`, { token: admin });
    expect((csv.body.payload as string).trim()).toBe('at,type,quantity,from_bin,from_container,to_bin,to_container,reference_type,reference,user,device,sap_status,sap_document,sap_error');
  });
});
