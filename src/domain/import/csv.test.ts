import { describe, expect, it } from 'vitest';
import { mapColumns } from './columns';
import { CsvError, csvLine, detectSeparator, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks inside', () => {
    const table = parseCsv('code,name,description\r\nA1,"Box, large","He said ""hi""\r\nand left"\r\nB2,Plain,\r\n');
    expect(table.header).toEqual(['code', 'name', 'description']);
    expect(table.records).toEqual([
      { line: 2, cells: ['A1', 'Box, large', 'He said "hi"\r\nand left'] },
      { line: 4, cells: ['B2', 'Plain', ''] },
    ]);
  });

  it('drops a UTF-8 BOM and blank lines, and accepts LF endings', () => {
    const table = parseCsv('\uFEFFcode,name\n\nA,Ä\n\n');
    expect(table.header).toEqual(['code', 'name']);
    expect(table.records).toEqual([{ line: 3, cells: ['A', 'Ä'] }]);
  });

  it('detects `;` as the separator when the header uses it', () => {
    expect(detectSeparator('code;name;"a,b"\n1,2,3')).toBe(';');
    expect(detectSeparator('code,name\n1;2;3;4')).toBe(',');
    const table = parseCsv('code;name\nA;"1,5 kg"\n');
    expect(table.separator).toBe(';');
    expect(table.records[0]?.cells).toEqual(['A', '1,5 kg']);
  });

  it('refuses an empty file, an unclosed quote, too many rows and too many characters', () => {
    const problem = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof CsvError ? error.problem : 'other';
      }
      return null;
    };
    expect(problem(() => parseCsv('\uFEFF\r\n'))).toBe('empty');
    expect(problem(() => parseCsv('a,b\n"x,y\n'))).toBe('unclosed_quote');
    expect(problem(() => parseCsv('a\n1\n2\n3\n', { maxRows: 2 }))).toBe('too_many_rows');
    expect(problem(() => parseCsv('a\n1\n', { maxChars: 3 }))).toBe('too_large');
  });

  it('writes template lines that it reads back', () => {
    const line = csvLine(['code', 'a "quoted", text']);
    expect(parseCsv(`${line}\n`).header).toEqual(['code', 'a "quoted", text']);
  });
});

describe('mapColumns', () => {
  const columns = [
    { name: 'code', required: true },
    { name: 'name', required: true },
    { name: 'active', required: false },
  ];

  it('matches header names case-insensitively in any order', () => {
    const { rows, problems } = mapColumns(parseCsv(' Name ,CODE\nBox,b1\n'), columns);
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 2, values: { name: 'Box', code: 'b1' } }]);
  });

  it('reports missing, unknown and repeated columns', () => {
    const { problems } = mapColumns(parseCsv('code,colour,code\n1,2,3\n'), columns);
    expect(problems).toEqual([
      { rule: 'unknown_column', column: 'colour' },
      { rule: 'duplicate_column', column: 'code' },
      { rule: 'missing_column', column: 'name' },
    ]);
  });
});
