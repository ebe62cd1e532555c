import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { JOB_TYPES } from '../../../domain/job-center/job-types';
import { type JOB_QUEUE_FILTERS, type JOB_QUEUE_SORTS, type JobQueueRow } from '../../../domain/job-center/job-reads';
import { type Permission, jobCenterPermission } from '../../../domain/permissions';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import { formatDate } from '../../i18n/format-date';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { jobQueueQuery } from './job-center-api';
import { JOB_TYPE_LABELS } from './job-texts';
import { SendToQueueForm } from './send-to-queue';
import './job-center.css';

export type JobQueueSearch = ListSearch<(typeof JOB_QUEUE_SORTS)[number], (typeof JOB_QUEUE_FILTERS)[number]>;

/** All items: the units waiting in each queue, the stations to work them, and sending more units to a queue. */
export function JobCenterPage({ search, onSearchChange }: { search: JobQueueSearch; onSearchChange: (next: JobQueueSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(jobQueueQuery(apiQueryOf(search)));
  const counts = list.data?.counts;

  const columns = useMemo<DataColumn<JobQueueRow>[]>(
    () => [
      {
        id: 'wmsNumber',
        header: t`WMS number`,
        sortable: true,
        alwaysVisible: true,
        cell: (row) => (
          <PageLink page="inventory-item-detail" params={{ wmsNumber: row.wmsNumber }}>
            {row.wmsNumber}
          </PageLink>
        ),
      },
      { id: 'status', header: t`Queue`, cell: (row) => i18n._(JOB_TYPE_LABELS[row.status]) },
      { id: 'since', header: t`Waiting since`, sortable: true, cell: (row) => (row.since ? formatDate(row.since) : null) },
      { id: 'sku', header: t`SKU`, sortable: true, cell: (row) => `${row.skuCode} · ${row.skuDescription}` },
      { id: 'client', header: t`Client`, sortable: true, cell: (row) => row.clientCode },
      { id: 'serial', header: t`Serial`, cell: (row) => row.serial },
      { id: 'place', header: t`Place`, cell: (row) => row.place },
      { id: 'fromStatus', header: t`Came from`, cell: (row) => (row.fromStatus ? i18n._(ITEM_STATUS_LABELS[row.fromStatus as ItemStatus]) : null) },
      { id: 'sentBy', header: t`Sent by`, cell: (row) => row.sentBy },
      { id: 'heldBy', header: t`Scrap list`, hiddenByDefault: true, cell: (row) => row.heldBy },
    ],
    [i18n, t],
  );

  return (
    <ScreenFrame>
      <nav className="list-actions" aria-label={t`Stations`}>
        {JOB_TYPES.filter((type) => can(jobCenterPermission(type) as Permission) && can('JOB_CENTER_ACTION')).map((type) => (
          <PageLink key={type} page="job-center-action" params={{ type }}>
            {t`${i18n._(JOB_TYPE_LABELS[type])} station (${counts?.[type] ?? '…'} waiting)`}
          </PageLink>
        ))}
      </nav>
      <details className="job-send">
        <summary>{t`Send units to a queue`}</summary>
        <SendToQueueForm />
      </details>
      <DataTable
        tableId="job-queue"
        label={t`Units in the job center`}
        searchLabel={t`Search by WMS number, serial or SKU`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        exportPath="/job-center/queue/export"
        exportName="job-center.csv"
        exportQuery={apiQueryOf}
        filters={
          <FilterSelect
            label={t`Queue`}
            all={t`All queues`}
            value={search.type}
            choices={JOB_TYPES.map((type) => ({ value: type, label: i18n._(JOB_TYPE_LABELS[type]) }))}
            onChange={(value) => onSearchChange({ ...search, type: value || undefined, page: undefined })}
          />
        }
      />
    </ScreenFrame>
  );
}
