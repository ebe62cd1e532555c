import type { ReactNode } from 'react';

interface SectionTableProps<T> {
  /** The id of the section's heading, which names the table. */
  titleId: string;
  testId: string;
  headers: readonly string[];
  /** Undefined while loading. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The cells of one row, in the order of `headers`. */
  cells: (row: T) => ReactNode;
  error: unknown;
  errorText: string;
  emptyText: string;
}

/** A short, unpaged list inside a detail page (a client's accounts and keys): load error, empty text or table. */
export function SectionTable<T>({ titleId, testId, headers, rows, rowKey, cells, error, errorText, emptyText }: SectionTableProps<T>) {
  if (error) return <p role="alert">{errorText}</p>;
  if (!rows) return null;
  if (rows.length === 0) return <p>{emptyText}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-labelledby={titleId} data-testid={testId}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
