import { type AnyColumn, type SQL, asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ListQueryBase } from '../../domain/lists/list-query';

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Rows where any of `columns` contains the search text, case-insensitively; undefined when no search. */
export function searchAny(q: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * ORDER BY for the chosen column, then `tieBreaker` so a page boundary never shows a row twice or
 * skips one when many rows share the sorted value.
 */
export function orderFor<S extends string>(
  query: ListQueryBase<S>,
  columns: Record<S, AnyColumn | SQL>,
  fallback: { sort: S; dir: 'asc' | 'desc' },
  tieBreaker: AnyColumn,
): SQL[] {
  const sort = query.sort ?? fallback.sort;
  const direction = (query.sort ? query.dir : undefined) ?? fallback.dir;
  const column = columns[sort];
  return [direction === 'desc' ? desc(column) : asc(column), asc(tieBreaker)];
}

export function pageOf(query: ListQueryBase): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** `count(*) over ()`: the total of matching rows on every row of the page, one query instead of two. */
export const totalOver = sql<number>`cast(count(*) over () as integer)`;

/** A cell as a spreadsheet should read it: formula-looking text is quoted so it never runs (CSV injection). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // A number is never run as a formula: a negative difference stays a number for the spreadsheet.
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A CSV download; the BOM makes Excel read UTF-8 names correctly. */
export function csvResponse(c: Context, filename: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(`\uFEFF${toCsv(header, rows)}`);
}
