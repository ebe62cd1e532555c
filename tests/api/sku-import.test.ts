import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { ImportResult } from '../../src/domain/import/columns';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { Sku, SkuOptions } from '../../src/domain/skus/skus';
import { freshGtin } from '../factories/skus';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;
let options: SkuOptions;

beforeAll(async () => {
  admin = await signIn('admin');
  options = (await api<SkuOptions>('/v1/skus/options', { token: admin })).body.payload;
});

const run = (csv: string, mode: string, token = admin) => api<ImportResult>('/v1/skus/import', { token, body: { csv, mode } });

async function skusLike(prefix: string): Promise<Sku[]> {
  return (await api<ListPage<Sku>>(`/v1/skus?q=${prefix}&pageSize=100&sort=code`, { token: admin })).body.payload.items;
}

describe('CSV import of SKUs', () => {
  const model = () => options.models.find((m) => m.brandId !== null)!;
  const brandOf = (id: string | null) => options.brands.find((b) => b.id === id)!;

  // Line 2 good (two barcodes, a unit value with a decimal comma), 3 wrong check digit, 4 model of another brand, 5 unknown client,
  // 6 repeats line 2's code, 7 good (minimal), 8 a unit value of three decimals, 9 a negative one.
  function fileOf(p: string, gtin: string) {
    const m = model();
    const otherBrand = options.brands.find((b) => b.id !== m.brandId)!;
    const client = options.clients[0]!.code;
    return [
      'client_code,code,description,type_code,brand_code,model_code,serialised,unit,sap_material_number,unit_value,barcodes',
      `${client},${p}-1,"Phone, black",${options.skuTypes[0]!.code},${brandOf(m.brandId).code},${m.code},yes,ea,123456,"12,5",${gtin}|${p}-BOX`,
      `${client},${p}-2,Bad barcode,,,,no,EA,,,4006381333932`,
      `${client},${p}-3,Wrong model,,${otherBrand.code},${m.code},,,,,`,
      `NOSUCHCLIENT,${p}-4,Unknown client,,,,,,,,`,
      `${client},${p.toLowerCase()}-1,Repeat,,,,,,,,`,
      `${client},${p}-5,,,,,,,,,`,
      `${client},${p}-6,Three decimals,,,,,,,9.999,`,
      `${client},${p}-7,Negative,,,,,,,-1,`,
    ].join('\r\n');
  }

  it('checks every row on a dry run and writes nothing', async () => {
    const p = `IMP${randomUUID().slice(0, 6).toUpperCase()}`;
    const answer = await run(fileOf(p, freshGtin(14)), 'dry-run');
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ total: 8, valid: 2, written: 0 });
    expect(answer.body.payload.invalid.map(({ row, field, rule }) => ({ row, field, rule }))).toEqual([
      { row: 3, field: 'barcodes.0.barcode', rule: 'raw_check' },
      { row: 4, field: 'model_code', rule: 'brand' },
      { row: 5, field: 'client_code', rule: 'unknown' },
      { row: 6, field: 'code', rule: 'duplicate' },
      { row: 8, field: 'unit_value', rule: 'check' },
      { row: 9, field: 'unit_value', rule: 'min_value' },
    ]);
    expect(await skusLike(p)).toEqual([]);
  });

  it('writes nothing all-or-nothing with a bad row, and the valid rows valid-only, audited', async () => {
    const p = `IMP${randomUUID().slice(0, 6).toUpperCase()}`;
    const gtin = freshGtin(14);
    expect((await run(fileOf(p, gtin), 'all-or-nothing')).body.payload.written).toBe(0);
    expect(await skusLike(p)).toEqual([]);
    const answer = await run(fileOf(p, gtin), 'valid-only');
    expect(answer.body.payload).toMatchObject({ written: 2 });
    const [first, second] = await skusLike(p);
    expect(first).toMatchObject({ code: `${p}-1`, description: 'Phone, black', serialised: true, unit: 'EA', sapMaterialNumber: '123456', unitValue: 12.5, model: { id: model().id } });
    expect(first?.barcodes).toEqual([{ kind: 'GTIN-14', barcode: gtin }, { kind: 'OTHER', barcode: `${p}-BOX` }]);
    expect(second).toMatchObject({ code: `${p}-5`, unitValue: null, serialised: false, unit: 'EA', active: true, barcodes: [] });
    const audit = await api<ListPage<AuditEntry>>('/v1/settings/audit?action=sku.import', { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ mode: 'valid-only', total: 8, written: 2 });

    // Run again: the codes and the barcode are taken now.
    const again = await run(fileOf(p, gtin), 'dry-run');
    expect(again.body.payload.invalid.filter((i) => i.row === 2).map((i) => i.field)).toEqual(['code', 'barcodes.0.barcode', 'barcodes.1.barcode']);
  });

  it('carries the customs fields both ways: an exported file imports again with its HS code and country of origin', async () => {
    const p = `IMP${randomUUID().slice(0, 6).toUpperCase()}`;
    const client = options.clients[0]!.code;
    const file = [
      'client_code,code,hs_tariff_number,origin_country',
      `${client},${p}-1,6109.10.0012, mx `,
      `${client},${p}-2,,`,
      `${client},${p}-3,61,MX`,
      `${client},${p}-4,6109.10,Mexico`,
    ].join('\r\n');
    const answer = await run(file, 'valid-only');
    expect(answer.body.payload.invalid.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 4, field: 'hs_tariff_number' },
      { row: 5, field: 'origin_country' },
    ]);
    const [customs, unknown] = await skusLike(p);
    expect(customs).toMatchObject({ code: `${p}-1`, hsTariffNumber: '6109.10.0012', originCountry: 'MX' });
    expect(unknown).toMatchObject({ code: `${p}-2`, hsTariffNumber: '', originCountry: '' });

    const exported = (await api(`/v1/skus/export?q=${p}-1`, { token: admin })).body.payload as string;
    const [header, line] = exported.trim().split('\r\n');
    expect(header?.endsWith(',active,hs_tariff_number,origin_country')).toBe(true);
    expect(line?.endsWith(',yes,6109.10.0012,MX')).toBe(true);
    // The exported file itself goes back in: here as a dry run, whose only complaint is that the code is taken.
    const again = await run(exported, 'dry-run');
    expect(again.body.payload.invalid.map(({ field }) => field)).toEqual(['code']);
  });

  it('refuses a header it does not know, and callers without SKU_MANAGEMENT', async () => {
    const answer = await run('client_code,code,colour\r\nACME,X,red', 'dry-run');
    expectEnvelope(answer, 400);
    expect(answer.body.payload).toMatchObject({ fields: [{ field: 'colour', rule: 'unknown_column' }] });
    expectEnvelope(await run('client_code,code\r\nACME,X', 'dry-run', await signIn('operator')), 403);
  });
});
