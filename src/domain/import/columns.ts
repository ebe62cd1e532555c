import * as v from 'valibot';
import { type CsvTable, IMPORT_MAX_CHARS } from './csv';

/** A column an import reads; the file's header names it, in any case and order. */
export interface ImportColumn {
  name: string;
  required: boolean;
}

export interface ImportIssue {
  /** 1-based line of the file (the header is line 1). */
  row: number;
  field: string;
  message: string;
  rule: string;
}

export const IMPORT_MODES = ['dry-run', 'all-or-nothing', 'valid-only'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const ImportBodySchema = v.object({
  csv: v.pipe(v.string(), v.nonEmpty(), v.maxLength(IMPORT_MAX_CHARS)),
  mode: v.picklist(IMPORT_MODES),
});
export type ImportBody = v.InferOutput<typeof ImportBodySchema>;

export const ImportResultSchema = v.object({
  total: v.number(),
  valid: v.number(),
  invalid: v.array(v.object({ row: v.number(), field: v.string(), message: v.string(), rule: v.string() })),
  written: v.number(),
});
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

export interface MappedRow {
  line: number;
  values: Record<string, string>;
}

export type HeaderProblem = { rule: 'missing_column' | 'unknown_column' | 'duplicate_column'; column: string };

/**
 * Matches the header to the columns by name, ignoring case and surrounding spaces, and turns each record
 * into `{column: text}`. A missing required column, an unknown or a repeated one is a header problem:
 * the file is refused as a whole rather than read wrongly.
 */
export function mapColumns(table: CsvTable, columns: readonly ImportColumn[]): { rows: MappedRow[]; problems: HeaderProblem[] } {
  const byName = new Map(columns.map((column) => [column.name.toLowerCase(), column.name]));
  const problems: HeaderProblem[] = [];
  const positions = new Map<string, number>();
  table.header.forEach((title, index) => {
    const name = byName.get(title.toLowerCase());
    if (!name) problems.push({ rule: 'unknown_column', column: title });
    else if (positions.has(name)) problems.push({ rule: 'duplicate_column', column: title });
    else positions.set(name, index);
  });
  for (const column of columns) if (column.required && !positions.has(column.name)) problems.push({ rule: 'missing_column', column: column.name });
  const rows = table.records.map((record) => ({
    line: record.line,
    values: Object.fromEntries([...positions].map(([name, index]) => [name, (record.cells[index] ?? '').trim()])),
  }));
  return { rows, problems };
}

/** Yes/no cells as people write them; empty keeps the default. */
export const YesNoCellSchema = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => text.trim().toLowerCase()),
  v.picklist(['', 'yes', 'no', 'true', 'false', '1', '0', 'y', 'n']),
  v.transform((text) => (text === '' ? undefined : ['yes', 'true', '1', 'y'].includes(text))),
);
