import * as v from 'valibot';
import { type ImportBody, type ImportColumn, type ImportIssue, type ImportResult, mapColumns } from '../../domain/import/columns';
import { CsvError, parseCsv } from '../../domain/import/csv';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { auditCaller } from './audit';
import { isUniqueViolation } from './db-errors';
import { AppError } from './errors';

/** A problem of one row found by the resolver (unknown reference, code taken…). */
export interface RowProblem {
  field: string;
  rule: string;
  message: string;
}

/**
 * What one kind of record needs to be imported from CSV (catalogue entries now, SKUs and bins next).
 * The engine parses the file, maps its columns, validates each row with `rowSchema`, catches repeats
 * inside the file, asks `resolver` about the database, and hands the valid rows to `write`.
 */
export interface ImportSpec<Row, Resolved> {
  columns: readonly ImportColumn[];
  rowSchema: v.GenericSchema<Record<string, string>, Row>;
  /** Values that must be unique inside the file (e.g. the code, lower-cased), per field. */
  uniqueInFile: (row: Row) => readonly { field: string; key: string }[];
  /** Loads its lookups once per import (existing codes, names to ids), then checks and resolves each row. */
  resolver: (tx: Database) => Promise<(row: Row) => Resolved | RowProblem[]>;
  write: (tx: Database, rows: Resolved[]) => Promise<void>;
  audit: { action: string; entity: string; detail?: Record<string, unknown> };
}

const csvProblem = (rule: string, message: string) => new AppError(400, message, { fields: [{ field: 'csv', rule, message }] });

function readRows(spec: { columns: readonly ImportColumn[] }, csv: string) {
  let table;
  try {
    table = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw csvProblem(error.problem, error.message);
    throw error;
  }
  const { rows, problems } = mapColumns(table, spec.columns);
  if (problems.length > 0) {
    const expected = spec.columns.map((column) => column.name).join(', ');
    const message = problems.map((p) => `${p.rule.replace('_', ' ')}: ${p.column}`).join('; ');
    // The column is the field: the file's header, not a cell, is what the user must fix.
    throw new AppError(400, `The header does not match the columns (${expected}): ${message}.`, {
      fields: problems.map((p) => ({ field: p.column, rule: p.rule, message: `${p.rule.replace('_', ' ')}: ${p.column}` })),
    });
  }
  return rows;
}

/**
 * Runs an import in one transaction. `dry-run` only checks; `all-or-nothing` writes nothing unless every
 * row is valid; `valid-only` writes the valid rows. Every run that may write leaves one audit row with its counts.
 */
export async function runImport<Row, Resolved>(c: AppContext, spec: ImportSpec<Row, Resolved>, body: ImportBody): Promise<ImportResult> {
  const rows = readRows(spec, body.csv);
  return c
    .get('deps')
    .db.transaction(async (tx) => {
      const resolve = await spec.resolver(tx);
      const invalid: ImportIssue[] = [];
      const valid: Resolved[] = [];
      const firstLine = new Map<string, number>();
      for (const { line, values } of rows) {
        const parsed = v.safeParse(spec.rowSchema, values);
        if (!parsed.success) {
          for (const issue of parsed.issues) invalid.push({ row: line, field: v.getDotPath(issue) ?? '', rule: issue.type, message: issue.message });
          continue;
        }
        const repeats = spec.uniqueInFile(parsed.output).flatMap(({ field, key }) => {
          const seen = firstLine.get(`${field}\u0000${key}`);
          if (seen === undefined) firstLine.set(`${field}\u0000${key}`, line);
          return seen === undefined ? [] : [{ row: line, field, rule: 'duplicate', message: `The same ${field} as line ${seen}.` }];
        });
        const resolved = repeats.length > 0 ? repeats : resolve(parsed.output);
        if (Array.isArray(resolved)) invalid.push(...resolved.map((problem: RowProblem) => ({ row: line, ...problem })));
        else valid.push(resolved);
      }
      const writes = body.mode === 'valid-only' || (body.mode === 'all-or-nothing' && invalid.length === 0);
      if (writes && valid.length > 0) await spec.write(tx, valid);
      const result = { total: rows.length, valid: valid.length, invalid, written: writes ? valid.length : 0 };
      if (body.mode !== 'dry-run') {
        await auditCaller(
          c,
          { action: spec.audit.action, entity: spec.audit.entity, detail: { ...spec.audit.detail, mode: body.mode, total: result.total, valid: result.valid, invalid: invalid.length, written: result.written } },
          tx,
        );
      }
      return result;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'Someone added one of these records while the import ran. Run it again.');
      throw error;
    });
}
