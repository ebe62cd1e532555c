import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows given as one jsonb parameter and read back as a table, `r`: thousands of rows written in one
 * statement with one bind parameter. A multi-row VALUES binds one parameter per cell, and PostgreSQL
 * spent more time parsing and planning those than writing the rows (ADR 0028). `columns` are trusted
 * names and SQL types (code, never input); the rows' keys are those names.
 */
export function jsonRows(rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  const shape = Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(shape)})`;
}

/** `insert into table (columns) select columns from` the rows, in one statement. */
export function insertJsonRows(table: PgTable, rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  const names = sql.raw(Object.keys(columns).join(', '));
  return sql`insert into ${table} (${names}) select ${names} from ${jsonRows(rows, columns)}`;
}
