import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ControlNumber } from '../../../domain/receiving/control-numbers';
import type { CONTROL_NUMBER_FILTERS, CONTROL_NUMBER_SORTS } from '../../../domain/receiving/list-keys';
import { CONTROL_NUMBER_STATUSES } from '../../../domain/receiving/statuses';
import { controlNumberStates } from '../../../domain/states/control-number-states';
import { dayRange } from '../../../domain/time/date-range';
import { formatDate } from '../../i18n/format-date';
import { can } from '../../lib/session/session';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { browserTimeZone } from '../../lib/time-zone';
import { FilterDate, FilterSelect, stateChoices } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { catalogueOptionsQuery } from '../catalogues/public';
import { controlNumberListQuery, receivingOptionsQuery } from './receiving-api';

export type ReceivingSearch = ListSearch<(typeof CONTROL_NUMBER_SORTS)[number], (typeof CONTROL_NUMBER_FILTERS)[number]>;
type Filter = (typeof CONTROL_NUMBER_FILTERS)[number];

/** The URL keeps calendar days (what the user picked); the API takes instants in the user's zone. */
function apiQuery(search: ReceivingSearch): Record<string, string> {
  const { from, to, ...rest } = search;
  return apiQueryOf({ ...rest, ...dayRange({ from, to }, browserTimeZone()) });
}

/** Control numbers: server-paged, searchable by number, tracking number, serial and WMS number; cards on phones. */
export function ReceivingListPage({ search, onSearchChange }: { search: ReceivingSearch; onSearchChange: (next: ReceivingSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(controlNumberListQuery(apiQuery(search)));
  const clients = useQuery(receivingOptionsQuery()).data?.clients;
  const sourceTypes = useQuery(catalogueOptionsQuery('source-type')).data;

  const columns = useMemo<DataColumn<ControlNumber>[]>(
    () => [
      {
        id: 'number',
        header: t`Control number`,
        sortable: true,
        alwaysVisible: true,
        cell: (cn) => (
          <PageLink page="receiving-control-number-view" params={{ controlNumber: cn.number }}>
            {cn.number}
          </PageLink>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (cn) => <StateChip machine={controlNumberStates} state={cn.status} /> },
      { id: 'client', header: t`Client`, sortable: true, cell: (cn) => cn.client.code },
      { id: 'sourceType', header: t`Source type`, cell: (cn) => cn.sourceType?.name },
      { id: 'expected', header: t`Expected`, cell: (cn) => i18n.number(cn.expected) },
      { id: 'received', header: t`Received`, cell: (cn) => i18n.number(cn.received) },
      { id: 'trackingNumbers', header: t`Tracking numbers`, hiddenByDefault: true, cell: (cn) => cn.trackingNumbers.join(', ') },
      { id: 'createdBy', header: t`Created by`, cell: (cn) => cn.createdBy },
      { id: 'createdAt', header: t`Created`, sortable: true, cell: (cn) => formatDate(cn.createdAt) },
    ],
    [i18n, t],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  const select = (key: 'status' | 'client' | 'sourceType', label: string, all: string, choices: readonly { value: string; label: string }[]) => (
    <FilterSelect label={label} all={all} value={search[key]} choices={choices} onChange={(value) => set(key, value)} />
  );
  const day = (key: 'from' | 'to', label: string) => <FilterDate label={label} value={search[key]} onChange={(value) => set(key, value)} />;

  return (
    <ScreenFrame>
      {can('RECEIVING_CREATE') ? (
        <div className="list-actions">
          <PageLink page="receiving-create-control-number" className="app-button app-button--solid">
            {t`Create control number`}
          </PageLink>
        </div>
      ) : null}
      <DataTable
        tableId="control-numbers"
        label={t`Control numbers`}
        searchLabel={t`Search by control, tracking, serial or WMS number`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(cn) => cn.id}
        exportPath="/receiving/control-numbers/export"
        exportName="control-numbers.csv"
        exportQuery={apiQuery}
        filters={
          <>
            {select('status', t`Status`, t`All states`, stateChoices(i18n, controlNumberStates, CONTROL_NUMBER_STATUSES))}
            {select('client', t`Client`, t`All clients`, (clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })))}
            {select('sourceType', t`Source type`, t`All source types`, (sourceTypes ?? []).map((s) => ({ value: s.id, label: s.name })))}
            {day('from', t`Created from`)}
            {day('to', t`Created to`)}
          </>
        }
      />
    </ScreenFrame>
  );
}
