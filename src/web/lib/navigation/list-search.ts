import { PAGE_SIZES } from '../../../domain/lists/list-query';

/** A list screen's state in its URL, so a filtered page can be bookmarked, shared and gone back to. */
export type ListSearch<S extends string = string, F extends string = never> = {
  q?: string;
  sort?: S;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
} & { [K in F]?: string };

const positive = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/**
 * `validateSearch` for a list route: keeps what is well-formed and drops the rest (a hand-edited URL
 * shows the list, not an error). The server validates the values again with the domain schema.
 */
export function listSearch<const S extends string, const F extends string = never>(sortable: readonly S[], filters: readonly F[] = []) {
  return (search: Record<string, unknown>): ListSearch<S, F> => {
    const out: Record<string, unknown> = {};
    const q = text(search.q);
    if (q) out.q = q;
    if (sortable.includes(search.sort as S)) out.sort = search.sort;
    if (search.dir === 'asc' || search.dir === 'desc') out.dir = search.dir;
    const page = positive(search.page);
    if (page && page > 1) out.page = page;
    const size = positive(search.pageSize);
    if (size && (PAGE_SIZES as readonly number[]).includes(size)) out.pageSize = size;
    for (const filter of filters) {
      const value = text(search[filter]);
      if (value) out[filter] = value;
    }
    return out as ListSearch<S, F>;
  };
}

/** The API query of a list search: every value as text, empty ones left out. */
export function apiQueryOf(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
}
