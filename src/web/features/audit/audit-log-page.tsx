import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { AuditEntry } from '../../../domain/audit';
import type { ListPage } from '../../../domain/lists/list-query';
import { dayRange } from '../../../domain/time/date-range';
import { formatDate } from '../../i18n/format-date';
import { apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';
import { browserTimeZone } from '../../lib/time-zone';
import { FilterDate, FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ScreenFrame } from '../../ui/screen-frame';
import { actionText, detailLines, recordText } from './audit-text';

export type AuditSearch = ListSearch<'at' | 'action' | 'username' | 'entity', 'username' | 'action' | 'from' | 'to'>;

const auditKeys = entityKeys('audit');

/** The URL keeps calendar days (what the user picked); the API takes instants in the user's zone. */
function apiQuery(search: AuditSearch): Record<string, string> {
  const { from, to, ...rest } = search;
  return apiQueryOf({ ...rest, ...dayRange({ from, to }, browserTimeZone()) });
}

/** Who did what, when, to which record, from which device; filtered by user, action and days. */
export function AuditLogPage({ search, onSearchChange }: { search: AuditSearch; onSearchChange: (next: AuditSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery({
    queryKey: auditKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<AuditEntry>>('/settings/audit', { query: apiQuery(search) }),
    placeholderData: keepPreviousData,
  });
  const actions = useQuery({ queryKey: auditKeys.list({ actions: true }), queryFn: () => apiQuiet.get<string[]>('/settings/audit/actions') });
  const userId = useId();
  const set = (key: 'username' | 'action' | 'from' | 'to', value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      { id: 'at', header: t`When`, sortable: true, alwaysVisible: true, cell: (e) => formatDate(e.at, 'YYYY/MM/DD HH:mm:ss') },
      { id: 'username', header: t`User`, sortable: true, cell: (e) => e.username },
      { id: 'action', header: t`Action`, sortable: true, cell: (e) => actionText(i18n, e.action) },
      { id: 'entity', header: t`Record`, sortable: true, cell: (e) => recordText(i18n, e) },
      { id: 'device', header: t`Device`, cell: (e) => e.device },
      { id: 'address', header: t`Address`, hiddenByDefault: true, cell: (e) => e.address },
      {
        id: 'detail',
        header: t`Detail`,
        cell: (e) => (
          <ul className="audit-detail">
            {detailLines(i18n, e.detail).map((line, index) => (
              <li key={`${index}:${line}`}>{line}</li>
            ))}
          </ul>
        ),
      },
    ],
    [i18n, t],
  );

  return (
    <ScreenFrame>
      <DataTable
        tableId="audit"
        label={t`Audit log`}
        searchLabel={t`Search the log`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(e) => e.id}
        exportPath="/settings/audit/export"
        exportName="audit-log.csv"
        exportQuery={apiQuery}
        filters={
          <>
            <div className="data-table-filter">
              <label htmlFor={userId}>{t`User`}</label>
              <input id={userId} value={search.username ?? ''} onChange={(event) => set('username', event.target.value.trim())} />
            </div>
            <FilterSelect label={t`Action`} all={t`All actions`} value={search.action} choices={(actions.data ?? []).map((action) => ({ value: action, label: actionText(i18n, action) }))} onChange={(value) => set('action', value)} />
            <FilterDate label={t`From`} value={search.from} onChange={(value) => set('from', value)} />
            <FilterDate label={t`To`} value={search.to} onChange={(value) => set('to', value)} />
          </>
        }
      />
    </ScreenFrame>
  );
}
