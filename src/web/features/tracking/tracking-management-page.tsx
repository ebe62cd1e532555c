import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type ClientTracking, TRACKING_IMPORT_COLUMNS, TRACKING_STATES } from '../../../domain/tracking/client-tracking';
import type { TRACKING_FILTERS, TRACKING_SORTS } from '../../../domain/tracking/list-keys';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import type { ListSearch } from '../../lib/navigation/list-search';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { FilterDate, FilterSelect, clientChoices } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FormModal } from '../../ui/form/form-modal';
import { useConfirm } from '../../ui/form/use-confirm';
import { ImportPanel } from '../../ui/import/import-panel';
import { ScreenFrame } from '../../ui/screen-frame';
import { deleteTracking, importTrackings, trackingKeys, trackingListQuery, trackingOptionsQuery } from './tracking-api';
import { TrackingForm } from './tracking-form';
import { formatDay, STATE_CHIPS, stateText } from './tracking-texts';
import './tracking.css';

export type TrackingSearch = ListSearch<(typeof TRACKING_SORTS)[number], (typeof TRACKING_FILTERS)[number]>;
type Filter = (typeof TRACKING_FILTERS)[number];

/** Edit and delete of one row; delete asks first, and a 409 (arrived) is shown as the server says it. */
function RowActions({ tracking, onEdit }: { tracking: ClientTracking; onEdit: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    const ok = await confirm({ header: t`Delete ${tracking.trackingNumber}?`, message: t`This cannot be undone.`, confirmText: t`Delete`, destructive: true });
    if (!ok) return;
    try {
      await deleteTracking(tracking.id);
      await queryClient.invalidateQueries({ queryKey: trackingKeys.all });
    } catch (error) {
      setProblem(isApiError(error) ? (error.kind === 'conflict' ? t`This parcel has arrived: it stays on record.` : apiErrorText(error)) : t`Something went wrong.`);
    }
  };
  return (
    <span className="row-actions">
      <Button size="small" variant="clear" onClick={onEdit} aria-label={t`Edit ${tracking.trackingNumber}`}>
        {t`Edit`}
      </Button>
      {tracking.arrivedAt ? null : (
        <Button size="small" variant="clear" onClick={() => void remove()} aria-label={t`Delete ${tracking.trackingNumber}`}>
          {t`Delete`}
        </Button>
      )}
      {problem ? (
        <span role="alert" className="field-error">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

/** The clients' announced parcels: register one or a CSV of them, follow their state, correct them. */
export function TrackingManagementPage({ search, onSearchChange }: { search: TrackingSearch; onSearchChange: (next: TrackingSearch) => void }) {
  const { t } = useLingui();
  const list = useQuery(trackingListQuery(search));
  const options = useQuery(trackingOptionsQuery()).data;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ClientTracking | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const columns = useMemo<DataColumn<ClientTracking>[]>(
    () => [
      { id: 'trackingNumber', header: t`Tracking number`, sortable: true, alwaysVisible: true, cell: (r) => <span className="mono">{r.trackingNumber}</span> },
      { id: 'client', header: t`Client`, sortable: true, cell: (r) => (r.client ? `${r.client.code} · ${r.client.name}` : t`Unknown client`) },
      { id: 'carrier', header: t`Carrier`, cell: (r) => r.carrier?.name },
      { id: 'expectedOn', header: t`Expected on`, sortable: true, cell: (r) => formatDay(r.expectedOn) },
      { id: 'state', header: t`State`, cell: (r) => <span className={STATE_CHIPS[r.state]}>{stateText(r.state)}</span> },
      { id: 'arrivedAt', header: t`Arrived`, sortable: true, cell: (r) => formatDate(r.arrivedAt) },
      { id: 'received', header: t`Received`, cell: (r) => (r.received ? t`Yes` : t`No`) },
      { id: 'reference', header: t`Reference`, cell: (r) => r.reference },
      { id: 'arrivedBy', header: t`Scanned by`, hiddenByDefault: true, cell: (r) => (r.arrivedBy ? `${r.arrivedBy}${r.arrivedDevice ? ` · ${r.arrivedDevice}` : ''}` : '') },
      { id: 'notes', header: t`Notes`, hiddenByDefault: true, cell: (r) => r.notes },
      { id: 'createdAt', header: t`Registered`, sortable: true, hiddenByDefault: true, cell: (r) => formatDate(r.createdAt) },
      { id: 'actions', header: t`Actions`, alwaysVisible: true, cell: (r) => <RowActions tracking={r} onEdit={() => setEditing(r)} /> },
    ],
    [t],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  const title = editing === 'new' ? t`Register a tracking number` : t`Edit tracking number`;
  return (
    <ScreenFrame>
      <div className="list-actions">
        <Button onClick={() => setEditing('new')}>{t`Register a tracking number`}</Button>
        <Button variant="outline" onClick={() => setImporting(true)}>
          {t`Import CSV`}
        </Button>
      </div>
      <DataTable
        tableId="client-trackings"
        label={t`Client tracking numbers`}
        searchLabel={t`Search tracking numbers`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(r) => r.id}
        exportPath="/receiving/client-trackings/export"
        exportName="client-trackings.csv"
        filters={
          <>
            <FilterSelect label={t`Client`} all={t`All clients`} value={search.client} choices={clientChoices(options?.clients)} onChange={(value) => set('client', value)} />
            <FilterSelect label={t`State`} all={t`All states`} value={search.state} choices={TRACKING_STATES.map((state) => ({ value: state, label: stateText(state) }))} onChange={(value) => set('state', value)} />
            <FilterDate label={t`Expected from`} value={search.from} onChange={(value) => set('from', value)} />
            <FilterDate label={t`Expected until`} value={search.to} onChange={(value) => set('to', value)} />
          </>
        }
      />
      <FormModal isOpen={editing !== null} title={title} onClose={() => setEditing(null)}>
        <TrackingForm tracking={editing === 'new' ? undefined : (editing ?? undefined)} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </FormModal>
      <FormModal isOpen={importing} title={t`Import tracking numbers from CSV`} onClose={() => setImporting(false)}>
        <ImportPanel
          columns={TRACKING_IMPORT_COLUMNS}
          templateName="client-tracking-template.csv"
          run={importTrackings}
          onImported={() => void queryClient.invalidateQueries({ queryKey: trackingKeys.all })}
        />
      </FormModal>
    </ScreenFrame>
  );
}
