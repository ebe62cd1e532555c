import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit';
import type { CatalogueEntry } from '../../src/domain/catalogues/definitions';
import type { ImportResult } from '../../src/domain/import/columns';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, expectEnvelope, signIn } from './helpers';

let admin: string;

beforeAll(async () => {
  admin = await signIn('admin');
});

const run = (catalogue: string, csv: string, mode: string) => api<ImportResult>(`/v1/catalogues/${catalogue}/import`, { token: admin, body: { csv, mode } });

async function codesLike(catalogue: string, prefix: string): Promise<string[]> {
  const page = await api<ListPage<CatalogueEntry>>(`/v1/catalogues/${catalogue}?q=${prefix}&pageSize=100`, { token: admin });
  return page.body.payload.items.map((e) => e.code).sort();
}

describe('CSV import of a catalogue', () => {
  // Line 1 header, 2 good, 3 bad code, 4 good (quoted, `;` inside), 5 empty name, 6 repeats line 2's code in another case.
  const fileOf = (p: string) =>
    ['\uFEFFCode;Name;Active', `${p}-A;Dealer A;yes`, `${p} B;Dealer B;`, `${p}-C;"Dealer; C";no`, `${p}-D;;`, `${p.toLowerCase()}-a;Again;`].join('\r\n');

  it('lists the bad rows with their line numbers on a dry run, and writes nothing', async () => {
    const p = `I${randomUUID().slice(0, 6).toUpperCase()}`;
    const answer = await run('dealer', fileOf(p), 'dry-run');
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ total: 5, valid: 2, written: 0 });
    const invalid = answer.body.payload.invalid.map(({ row, field, rule }) => ({ row, field, rule }));
    expect(invalid).toEqual([
      { row: 3, field: 'code', rule: 'regex' },
      { row: 5, field: 'name', rule: 'min_length' },
      { row: 6, field: 'code', rule: 'duplicate' },
    ]);
    expect(await codesLike('dealer', p)).toEqual([]);
  });

  it('writes nothing all-or-nothing while a row is bad, and only the good rows valid-only, audited once', async () => {
    const p = `I${randomUUID().slice(0, 6).toUpperCase()}`;
    const all = await run('dealer', fileOf(p), 'all-or-nothing');
    expect(all.body.payload).toMatchObject({ total: 5, valid: 2, written: 0 });
    expect(await codesLike('dealer', p)).toEqual([]);
    const some = await run('dealer', fileOf(p), 'valid-only');
    expect(some.body.payload).toMatchObject({ total: 5, valid: 2, written: 2 });
    expect(await codesLike('dealer', p)).toEqual([`${p}-A`, `${p}-C`]);
    const entries = await api<ListPage<CatalogueEntry>>(`/v1/catalogues/dealer?q=${p}-C`, { token: admin });
    expect(entries.body.payload.items[0]).toMatchObject({ name: 'Dealer; C', active: false });
    const audit = await api<ListPage<AuditEntry>>('/v1/settings/audit?action=catalogue.import', { token: admin });
    expect(audit.body.payload.items[0]?.detail).toMatchObject({ catalogue: 'dealer', mode: 'valid-only', total: 5, valid: 2, invalid: 3, written: 2 });
    // The same file again: every code exists now.
    const again = await run('dealer', fileOf(p), 'dry-run');
    expect(again.body.payload.invalid.filter((i) => i.rule === 'unique').map((i) => i.row)).toEqual([2, 4]);
  });

  it('writes every row all-or-nothing when all are valid', async () => {
    const p = `I${randomUUID().slice(0, 6).toUpperCase()}`;
    const answer = await run('error-code', `code,name\n${p}-1,One\n${p}-2,"Two,\nlines"\n${p}-3,Three\n`, 'all-or-nothing');
    expect(answer.body.payload).toEqual({ total: 3, valid: 3, invalid: [], written: 3 });
    expect(await codesLike('error-code', p)).toHaveLength(3);
  });

  it('resolves a model’s brand by code or name, and flags an unknown one', async () => {
    const p = `I${randomUUID().slice(0, 6).toUpperCase()}`;
    const answer = await run('model', `code,name,brand\n${p}-1,One,APPLE\n${p}-2,Two,samsung\n${p}-3,Three,No such brand\n`, 'valid-only');
    expect(answer.body.payload).toMatchObject({ total: 3, valid: 2, written: 2, invalid: [{ row: 4, field: 'brand', rule: 'unknown' }] });
    const models = await api<ListPage<CatalogueEntry>>(`/v1/catalogues/model?q=${p}&sort=code`, { token: admin });
    expect(models.body.payload.items.map((m) => m.parentName)).toEqual(['Apple', 'Samsung']);
  });

  it('takes a file larger than the default body limit (up to the import limit) and refuses more rows than 5,000', async () => {
    const p = `I${randomUUID().slice(0, 6).toUpperCase()}`;
    const lines = Array.from({ length: 5000 }, (_, i) => `${p}-${i},"Row ${i}","${'x'.repeat(250)}"`);
    const big = await run('accessory', `code,name,description\r\n${lines.join('\r\n')}`, 'dry-run');
    expect(big.status).toBe(200);
    expect(big.body.payload).toMatchObject({ total: 5000, valid: 5000, written: 0 });
    const tooMany = await run('accessory', `code,name\r\n${[...lines, `${p}-X,"One more"`].map((l) => l.split(',').slice(0, 2).join(',')).join('\r\n')}`, 'dry-run');
    expectEnvelope(tooMany, 400);
    expect(tooMany.body.payload).toMatchObject({ fields: [{ field: 'csv', rule: 'too_many_rows' }] });
  });

  it('refuses a file whose header misses a column or names an unknown one, and a bad mode', async () => {
    const missing = await run('model', 'code,name\nX,Y\n', 'dry-run');
    expectEnvelope(missing, 400);
    expect(missing.body.payload).toMatchObject({ fields: [{ field: 'brand', rule: 'missing_column' }] });
    const unknown = await run('dealer', 'code,name,colour\nX,Y,Z\n', 'dry-run');
    expect(unknown.body.payload).toMatchObject({ fields: [{ field: 'colour', rule: 'unknown_column' }] });
    expectEnvelope(await run('dealer', 'code,name\nX,Y\n', 'sometimes'), 400);
    expectEnvelope(await run('dealer', 'code,name\n"X,Y\n', 'dry-run'), 400);
  });
});
