import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows given as one json parameter and read back as a table, `r`: thousands of rows written in one
 * statement with one bind parameter. A multi-row VALUES binds one parameter per cell, and PostgreSQL
 * spent more time parsing and planning those than writing the rows (ADR 0028). `columns` are trusted
 * names and SQL types (code, never input); the rows' keys are those names, and a key a row leaves out
 * (or sets to undefined) reads as null, so rows need not carry their empty cells. Plain json, not jsonb:
 * the text is read once, and building the binary jsonb first took as long again (27,000 movements: 0.65 s
 * as jsonb with every key, 0.2 s as json without the null ones).
 */
export function jsonRows(rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  const shape = Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', ');
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(shape)})`;
}

/**
 * `insert into table (columns) select columns from` the rows, in one statement. `constants` are columns
 * every row shares (the writer, the time), given once as SQL instead of in each row.
 */
export function insertJsonRows(table: PgTable, rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>, constants: Readonly<Record<string, SQL>> = {}): SQL {
  const names = sql.raw(Object.keys(columns).join(', '));
  const fixed = Object.entries(constants);
  const fixedNames = sql.raw(fixed.map(([name]) => `, ${name}`).join(''));
  const fixedValues = fixed.length === 0 ? sql`` : sql`, ${sql.join(fixed.map(([, value]) => value), sql`, `)}`;
  return sql`insert into ${table} (${names}${fixedNames}) select ${names}${fixedValues} from ${jsonRows(rows, columns)}`;
}
