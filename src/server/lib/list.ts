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

/**
 * What a spreadsheet may read as the start of a formula or a DDE call: the ASCII signs, their full-width
 * forms (some spreadsheets fold them to ASCII), the pipe, and tab or CR before any of them (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@|\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell as a spreadsheet should read it: formula-looking text is quoted so it never runs (CSV injection). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // A number is never run as a formula: a negative difference stays a number for the spreadsheet.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF: what a streamed export writes batch after batch. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return csvLines([header, ...rows]);
}

/** A CSV download; the BOM makes Excel read UTF-8 names correctly. */
export function csvResponse(c: Context, filename: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(`\uFEFF${toCsv(header, rows)}`);
}

/**
 * A CSV download written as its rows arrive: `batches` yields slices of rows (a page of a query each),
 * so an export of 100,000 items never holds them all in memory.
 */
export function csvStreamResponse(c: Context, filename: string, header: readonly string[], batches: AsyncIterable<readonly (readonly unknown[])[]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const lines = (rows: readonly (readonly unknown[])[]) => rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${lines([header])}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(lines(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(body);
}
