import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ScrapList } from '../../../domain/scrap/scrap-lists';
import { SCRAP_LIST_STATUSES, SCRAP_REASONS, type SCRAP_LIST_FILTERS, type SCRAP_LIST_SORTS } from '../../../domain/scrap/statuses';
import { scrapListStates } from '../../../domain/states/scrap-list-states';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect, stateChoices } from '../../ui/data-table/filter-fields';
import { FormModal } from '../../ui/form/form-modal';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { scrapListQuery } from './scrap-api';
import { ScrapListForm } from './scrap-list-form';
import { SCRAP_REASON_LABELS } from './scrap-texts';

export type ScrapSearch = ListSearch<(typeof SCRAP_LIST_SORTS)[number], (typeof SCRAP_LIST_FILTERS)[number]>;
type Filter = (typeof SCRAP_LIST_FILTERS)[number];

/** Scrap lists: server-paged, searchable by number and notes; a draft opens for editing, any other for reading. */
export function ScrapListPage({ search, onSearchChange, onCreated }: { search: ScrapSearch; onSearchChange: (next: ScrapSearch) => void; onCreated: (number: string) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(scrapListQuery(apiQueryOf(search)));
  const [creating, setCreating] = useState(false);
  const edits = can('SCRAP_LIST_EDIT');

  const columns = useMemo<DataColumn<ScrapList>[]>(
    () => [
      {
        id: 'number',
        header: t`Scrap list`,
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <PageLink page={row.status === 'draft' && edits ? 'scrap-edit-detail' : 'scrap-view-detail'} params={{ id: row.number }}>
            {row.number}
          </PageLink>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (row) => <StateChip machine={scrapListStates} state={row.status} /> },
      { id: 'reason', header: t`Reason`, cell: (row) => i18n._(SCRAP_REASON_LABELS[row.reason]) },
      { id: 'units', header: t`Units`, cell: (row) => i18n.number(row.quantity) },
      { id: 'createdBy', header: t`Created by`, cell: (row) => row.createdBy },
      { id: 'createdAt', header: t`Created`, sortable: true, cell: (row) => formatDate(row.createdAt) },
      { id: 'approvedBy', header: t`Approved by`, cell: (row) => row.approvedBy },
      { id: 'approvedAt', header: t`Approved`, sortable: true, hiddenByDefault: true, cell: (row) => (row.approvedAt ? formatDate(row.approvedAt) : null) },
      { id: 'closedAt', header: t`Destroyed or shipped`, hiddenByDefault: true, cell: (row) => (row.closedAt ? formatDate(row.closedAt) : null) },
    ],
    [i18n, t, edits],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      {can('SCRAP_LIST_CREATE') ? (
        <div className="list-actions">
          <Button onClick={() => setCreating(true)}>{t`New scrap list`}</Button>
        </div>
      ) : null}
      <FormModal isOpen={creating} title={t`New scrap list`} onClose={() => setCreating(false)}>
        <ScrapListForm submitLabel={t`Create and add units`} onSaved={(number) => onCreated(number)} onCancel={() => setCreating(false)} />
      </FormModal>
      <DataTable
        tableId="scrap-lists"
        label={t`Scrap lists`}
        searchLabel={t`Search by number or notes`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        exportPath="/scrap-lists/export"
        exportName="scrap-lists.csv"
        exportQuery={apiQueryOf}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, scrapListStates, SCRAP_LIST_STATUSES)}
              onChange={(value) => set('status', value)}
            />
            <FilterSelect
              label={t`Reason`}
              all={t`All reasons`}
              value={search.reason}
              choices={SCRAP_REASONS.map((r) => ({ value: r, label: i18n._(SCRAP_REASON_LABELS[r]) }))}
              onChange={(value) => set('reason', value)}
            />
          </>
        }
      />
    </ScreenFrame>
  );
}
