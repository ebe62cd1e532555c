import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface SortSelectProps {
  columns: readonly { id: string; header: string }[];
  sort: string | undefined;
  dir: 'asc' | 'desc' | undefined;
  onChange: (sort: string | undefined, dir: 'asc' | 'desc' | undefined) => void;
}

/**
 * The list's order as one select, for phones: there the table's rows are cards and its sortable
 * column headers are not shown (data-table.css).
 */
export function SortSelect({ columns, sort, dir, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const value = sort ? `${sort}:${dir === 'desc' ? 'desc' : 'asc'}` : '';
  return (
    <div className="data-table-filter data-table-sort-select">
      <label htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [nextSort, nextDir] = event.target.value.split(':');
          onChange(nextSort || undefined, nextSort ? (nextDir as 'asc' | 'desc') : undefined);
        }}
      >
        <option value="">{t`Default order`}</option>
        {columns.flatMap((column) => [
          <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
            {t`${column.header}, ascending`}
          </option>,
          <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
            {t`${column.header}, descending`}
          </option>,
        ])}
      </select>
    </div>
  );
}
