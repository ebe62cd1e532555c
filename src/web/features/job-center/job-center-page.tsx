import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { JOB_TYPES, type JOB_QUEUE_FILTERS, type JOB_QUEUE_SORTS, type JobQueueRow, type JobType } from '../../../domain/job-center/jobs';
import { type Permission, jobCenterPermission } from '../../../domain/permissions';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { FieldFrame } from '../../ui/text-field';
import { jobQueueKeys, jobQueueQuery, sendToQueue } from './job-center-api';
import { JOB_TYPE_LABELS } from './job-texts';
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
      { id: 'fromStatus', header: t`Came from`, cell: (row) => row.fromStatus },
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
      <SendToQueue />
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

/** Units typed or scanned, one per line, sent to a queue all or none. */
function SendToQueue() {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const [type, setType] = useState<JobType>('qc');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const units = text.split(/[\s,;]+/).filter(Boolean);
  const send = async () => {
    setBusy(true);
    try {
      const { sent } = await sendToQueue({ type, units });
      setText('');
      setMessage({ error: false, text: t`${sent} units sent to ${i18n._(JOB_TYPE_LABELS[type])}.` });
      await client.invalidateQueries({ queryKey: jobQueueKeys.lists() });
    } catch (error) {
      setMessage({ error: true, text: isApiError(error) ? apiErrorText(error) : t`The units could not be sent.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="job-send">
      <summary>{t`Send units to a queue`}</summary>
      <div className="job-form">
        <SelectField id="job-send-type" label={t`Queue`} value={type} onChange={(value) => setType(value as JobType)} options={JOB_TYPES.map((q) => ({ value: q, label: i18n._(JOB_TYPE_LABELS[q]) }))} />
        <FieldFrame id="job-send-units" label={t`WMS numbers or serials, one per line`}>
          {(props) => <textarea {...props} rows={4} value={text} onChange={(event) => setText(event.target.value)} />}
        </FieldFrame>
        <div className="job-form__actions">
          <Button onClick={() => void send()} disabled={busy || units.length === 0}>{t`Send ${units.length} units`}</Button>
        </div>
        {message ? (
          <p role={message.error ? 'alert' : 'status'} className={message.error ? 'job-form__error' : undefined}>
            {message.text}
          </p>
        ) : null}
      </div>
    </details>
  );
}
