import * as v from 'valibot';

/**
 * The query every server-paged list takes (admin screens and later master data): a search text,
 * one sort column and direction, a page and its size, plus filters of the list's own. All values
 * are strings, as in a URL; the same schema validates the browser's URL search and the API call.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** A CSV export carries every matching row up to this many; beyond it the filter must be narrowed. */
export const EXPORT_MAX_ROWS = 100_000;

const pageNumber = v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1));
const pageSize = v.pipe(
  v.string(),
  v.transform(Number),
  v.picklist(PAGE_SIZES as unknown as number[]),
);

export function listQuerySchema<const S extends string, F extends v.ObjectEntries = Record<never, never>>(sortable: readonly [S, ...S[]], filters?: F) {
  return v.object({
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
    sort: v.optional(v.picklist(sortable)),
    dir: v.optional(v.picklist(['asc', 'desc'])),
    page: v.optional(pageNumber, '1'),
    pageSize: v.optional(pageSize, String(DEFAULT_PAGE_SIZE)),
    ...(filters ?? ({} as F)),
  });
}

/** What every list query has once parsed, whatever its own filters. */
export interface ListQueryBase<S extends string = string> {
  q?: string | undefined;
  sort?: S | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

/** The answer of a list route. */
export function listPageSchema<S extends v.GenericSchema>(item: S) {
  return v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });
}

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** More rows match than the server counted: `total` is a lower bound (a list too large to count fast). */
  capped?: boolean;
}

/** A yes/no filter in a URL. */
export const flagFilter = v.optional(v.picklist(['yes', 'no']));

/** A uuid in a URL (path or filter). */
export const IdSchema = v.pipe(v.string(), v.uuid());
export const IdParamSchema = v.object({ id: IdSchema });
