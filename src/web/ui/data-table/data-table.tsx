import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ListPage, PAGE_SIZES } from '../../../domain/lists/list-query';
import { isApiError } from '../../lib/api/api-error';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { apiErrorText } from '../api-error-text';
import { Button } from '../button';
import { downloadFile } from './download';
import { SortSelect } from './sort-select';
import { SpacerRow, useVirtualRows } from '../virtual-rows';
import { useTablePreference } from './use-table-preference';
import './data-table.css';

export interface DataColumn<T> {
  /** Also the sort key sent to the server when `sortable`. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  hiddenByDefault?: boolean;
  /** The identifying column: it cannot be hidden. */
  alwaysVisible?: boolean;
}

export interface DataTableProps<T, S extends ListSearch> {
  /** Names the remembered column choice and the element ids. */
  tableId: string;
  label: string;
  columns: readonly DataColumn<T>[];
  /** The list's query (TanStack Query result): its page, whether it is loading, its error. A list paged by cursor has no total. */
  query: { data: Pick<ListPage<T>, 'items'> & Partial<ListPage<T>> | undefined; isFetching: boolean; error: unknown; refetch: () => unknown };
  search: S;
  onSearchChange: (next: S) => void;
  getRowId: (row: T) => string;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  /** API path of the CSV export of the same filter. */
  exportPath?: string;
  exportName?: string;
  /** The API query of the export, when the URL state needs translating (dates to instants). */
  exportQuery?: (search: S) => Record<string, string>;
  searchLabel: string;
  /** Enter in the search box (a typed code, or a scanner that types and presses Enter): e.g. open the one match. */
  onSearchSubmit?: (text: string) => void;
  /** Replaces the page numbers for a list paged by cursor (the ledger: no total, no page n). */
  pager?: ReactNode;
}

const SEARCH_DELAY_MS = 300;
/** A desktop row; phones measure their cards as they render. */
const ROW_HEIGHT = 41;
/** The list state that is not a filter (it does not count on the "Filter and sort" button). */
const LIST_KEYS = new Set(['q', 'sort', 'dir', 'page', 'pageSize', 'after']);

/**
 * The table of every admin list: the server pages, sorts and filters (so 10,000 rows cost one page);
 * the URL holds the state; the user's hidden columns are remembered on the server. On a phone the
 * rows become cards (styles/phone.css), the filters fold behind one button, and a whole row opens its record
 * through the link in its first cell.
 */
export function DataTable<T, S extends ListSearch>(props: DataTableProps<T, S>) {
  const { i18n, t } = useLingui();
  const { tableId, columns, search, onSearchChange, query } = props;
  const page = query.data;
  const n = (value: number) => i18n.number(value);
  const { preference, save } = useTablePreference(tableId);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [toolsOpen, setToolsOpen] = useState(false);
  const ids = { search: useId(), size: useId(), tools: useId() };
  const activeFilters = Object.entries(search).filter(([key, value]) => !LIST_KEYS.has(key) && value !== undefined && value !== '').length;
  const sortable = columns.filter((c) => c.sortable);

  const hidden = useMemo(
    () => new Set(preference?.hidden ?? columns.filter((c) => c.hiddenByDefault).map((c) => c.id)),
    [columns, preference],
  );
  const shown = columns.filter((c) => c.alwaysVisible || !hidden.has(c.id));

  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  const current = search.page ?? 1;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  const items = page?.items ?? [];
  const { scrollBox, scrollProps, measure, ...rows } = useVirtualRows({ count: items.length, estimate: ROW_HEIGHT, keyOf: (index) => props.getRowId(items[index]!), label: props.label });
  // A page read by cursor has no known total (-1); rendering only a window needs the row numbers said.
  const rowCount = props.pager ? (rows.virtual ? -1 : undefined) : total + 1;
  const rowIndexBase = props.pager ? (rows.virtual ? 2 : undefined) : first + 1;
  const go = (next: Partial<ListSearch>) => onSearchChange({ ...search, ...next } as S);

  const toggleSort = (id: string) => {
    const dir = search.sort === id && search.dir !== 'desc' ? 'desc' : 'asc';
    go({ sort: id, dir, page: undefined });
  };

  const toggleColumn = (id: string, show: boolean) => {
    save({ hidden: columns.filter((c) => !c.alwaysVisible && (c.id === id ? !show : hidden.has(c.id))).map((c) => c.id) });
  };

  const runExport = async () => {
    if (!props.exportPath) return;
    setExporting(true);
    setExportError(null);
    try {
      const { page: _page, pageSize: _size, ...filter } = props.exportQuery ? props.exportQuery(search) : apiQueryOf(search);
      await downloadFile(props.exportPath, filter, props.exportName ?? `${tableId}.csv`);
    } catch (error) {
      setExportError(isApiError(error) ? apiErrorText(error) : t`The export failed.`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="data-table-frame" data-testid={`table-${tableId}`}>
      <div className="data-table-toolbar">
        <SearchBox id={ids.search} label={props.searchLabel} value={search.q ?? ''} onChange={(q) => go({ q: q || undefined, page: undefined })} onSubmit={props.onSearchSubmit} />
        {/* Phones fold the filters, the order and the columns away so the list starts on the first screen. */}
        <Button variant="outline" className="data-table-tools-toggle" aria-expanded={toolsOpen} aria-controls={ids.tools} onClick={() => setToolsOpen(!toolsOpen)}>
          {activeFilters > 0 ? t`Filter and sort (${n(activeFilters)})` : t`Filter and sort`}
        </Button>
        <div id={ids.tools} className={toolsOpen ? 'data-table-tools is-open' : 'data-table-tools'}>
          {props.filters}
          {sortable.length > 0 ? <SortSelect columns={sortable} sort={search.sort} dir={search.dir} onChange={(sort, dir) => go({ sort, dir, page: undefined })} /> : null}
          <details className="data-table-columns">
            <summary>{t`Columns`}</summary>
            <fieldset>
              <legend className="visually-hidden">{t`Columns shown`}</legend>
              {columns.map((c) => (
                <label key={c.id}>
                  <input type="checkbox" checked={c.alwaysVisible || !hidden.has(c.id)} disabled={c.alwaysVisible} onChange={(event) => toggleColumn(c.id, event.target.checked)} /> {c.header}
                </label>
              ))}
            </fieldset>
          </details>
          {props.exportPath ? (
            <Button variant="outline" size="small" onClick={() => void runExport()} disabled={exporting}>
              {exporting ? t`Exporting…` : t`Export CSV`}
            </Button>
          ) : null}
        </div>
      </div>
      {exportError ? <p role="alert" className="form-error">{exportError}</p> : null}
      {query.error ? (
        <div role="alert" className="data-table-error">
          <p>{isApiError(query.error) ? apiErrorText(query.error) : t`The list could not be loaded.`}</p>
          <Button variant="outline" size="small" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      <div ref={scrollBox} {...scrollProps} className={rows.virtual ? 'table-scroll virtual-scroll' : 'table-scroll'}>
        <table className="data-table cards-on-phone" aria-label={props.label} aria-busy={query.isFetching} aria-rowcount={rowCount}>
          <thead>
            <tr>
              {shown.map((column) => {
                const sorted = search.sort === column.id ? (search.dir === 'desc' ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={column.id} scope="col" aria-sort={sorted ?? (column.sortable ? 'none' : undefined)}>
                    {column.sortable ? (
                      <button type="button" className="data-table-sort" onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={rows.before} columns={shown.length} />
            {rows.indexes.map((index) => {
              const row = items[index]!;
              return (
                <tr key={props.getRowId(row)} ref={measure} data-index={index} data-testid="table-row" aria-rowindex={rowIndexBase === undefined ? undefined : rowIndexBase + index}>
                  {shown.map((column) => (
                    <td key={column.id} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            <SpacerRow height={rows.after} columns={shown.length} />
            {page && page.items.length === 0 ? (
              <tr>
                <td colSpan={shown.length} className="data-table-empty">
                  {search.q ? t`Nothing matches “${search.q}”.` : t`Nothing here yet.`}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {props.pager ?? (
      <nav className="data-table-pager" aria-label={t`Pages`}>
        <span role="status" data-testid="table-range">
          {page ? (page.capped ? t`${n(first)}–${n(last)} of more than ${n(total)}` : t`${n(first)}–${n(last)} of ${n(total)}`) : t`Loading…`}
        </span>
        <label htmlFor={ids.size}>{t`Rows per page`}</label>
        <select id={ids.size} value={pageSize} onChange={(event) => go({ pageSize: Number(event.target.value), page: undefined })}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button variant="outline" size="small" onClick={() => go({ page: undefined })} disabled={current <= 1} aria-label={t`First page`}>
          {t`First`}
        </Button>
        <Button variant="outline" size="small" onClick={() => go({ page: current - 1 > 1 ? current - 1 : undefined })} disabled={current <= 1} aria-label={t`Previous page`}>
          {t`Previous`}
        </Button>
        <span>{t`Page ${n(current)} of ${n(pages)}`}</span>
        <Button variant="outline" size="small" onClick={() => go({ page: current + 1 })} disabled={current >= pages} aria-label={t`Next page`}>
          {t`Next`}
        </Button>
        <Button variant="outline" size="small" onClick={() => go({ page: pages > 1 ? pages : undefined })} disabled={current >= pages} aria-label={t`Last page`}>
          {t`Last`}
        </Button>
      </nav>
      )}
    </div>
  );
}

/** Sends the search after a pause in typing, and follows the URL when it changes (back button). */
function SearchBox({ id, label, value, onChange, onSubmit }: { id: string; label: string; value: string; onChange: (value: string) => void; onSubmit?: ((value: string) => void) | undefined }) {
  const [text, setText] = useState(value);
  // The URL changed under the box (back button, a link): show its search, not the stale text.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  // The latest callback without restarting the pause on every render of the parent.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (text.trim() === value) return;
    pause.current = setTimeout(() => onChangeRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(pause.current);
  }, [text, value]);
  return (
    <div className="data-table-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !onSubmit || !text.trim()) return;
          // Enter decides now: a search still waiting for its pause would otherwise land after the
          // submit had opened the item, and take the user back to the list.
          clearTimeout(pause.current);
          onSubmit(text.trim());
        }}
      />
    </div>
  );
}
