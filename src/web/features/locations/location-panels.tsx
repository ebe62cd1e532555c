import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BIN_IMPORT_COLUMNS } from '../../../domain/locations/bin-import';
import type { Bin, Container, Zone } from '../../../domain/locations/locations';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FormModal } from '../../ui/form/form-modal';
import { useConfirm } from '../../ui/form/use-confirm';
import { ImportPanel } from '../../ui/import/import-panel';
import { LabelSheet, type LabelSpec } from '../labels/public';
import { BinForm, ContainerForm, ZoneForm } from './location-forms';
import type { LocationSearch } from './location-search';
import { can } from '../../lib/session/session';
import { allZonesQuery, binKeys, binListQuery, importBins, containerListQuery, deleteLocation, zoneListQuery } from './locations-api';


interface PanelProps {
  search: LocationSearch;
  onSearchChange: (next: LocationSearch) => void;
}

/** Edit / delete buttons of one row; delete asks first and shows a 409 (in use) as it is. */
function RowActions({ kind, id, name, onEdit, canEdit }: { kind: 'zones' | 'bins' | 'containers'; id: string; name: string; onEdit: () => void; canEdit: boolean }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  if (!canEdit) return null;
  const remove = async () => {
    if (!(await confirm({ header: t`Delete ${name}?`, message: t`This cannot be undone. Records in use are deactivated instead.`, confirmText: t`Delete`, destructive: true }))) return;
    try {
      await deleteLocation(kind, id);
      await queryClient.invalidateQueries();
    } catch (error) {
      setProblem(isApiError(error) ? (error.kind === 'conflict' ? error.message : apiErrorText(error)) : t`Something went wrong.`);
    }
  };
  return (
    <span className="row-actions">
      <Button size="small" variant="clear" onClick={onEdit} aria-label={t`Edit ${name}`}>
        {t`Edit`}
      </Button>
      <Button size="small" variant="clear" onClick={() => void remove()} aria-label={t`Delete ${name}`}>
        {t`Delete`}
      </Button>
      {problem ? <span role="alert" className="field-error">{problem}</span> : null}
    </span>
  );
}

const binLabelOf = (bin: Bin): LabelSpec => ({ code: bin.label, title: bin.zoneCode, lines: [bin.blocked ? `⛔ ${bin.blockedReason}` : `#${bin.pickSequence}`] });
const containerLabelOf = (c: Container): LabelSpec => ({ code: c.code, title: c.type.toUpperCase(), lines: [] });

export function BinsPanel({ search, onSearchChange }: PanelProps) {
  const { t } = useLingui();
  const list = useQuery(binListQuery(search));
  const zones = useQuery(allZonesQuery());
  const [editing, setEditing] = useState<Bin | 'new' | null>(null);
  const [labels, setLabels] = useState<LabelSpec[] | null>(null);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const canEdit = can('BIN_EDIT');
  const columns = useMemo<DataColumn<Bin>[]>(
    () => [
      { id: 'code', header: t`Bin`, sortable: true, alwaysVisible: true, cell: (b) => <span className="mono">{b.label}</span> },
      { id: 'zone', header: t`Zone`, sortable: true, cell: (b) => b.zoneCode },
      { id: 'pickSequence', header: t`Pick sequence`, sortable: true, cell: (b) => b.pickSequence },
      { id: 'state', header: t`State`, cell: (b) => (b.blocked ? <span className="chip chip--danger" title={b.blockedReason}>{t`Blocked: ${b.blockedReason}`}</span> : b.active ? t`Active` : t`Inactive`) },
      { id: 'containers', header: t`Containers`, sortable: true, cell: (b) => b.containers },
      {
        id: 'actions',
        header: t`Actions`,
        alwaysVisible: true,
        cell: (b) => (
          <span className="row-actions">
            <Button size="small" variant="clear" onClick={() => setLabels([binLabelOf(b)])} aria-label={t`Print the label of ${b.label}`}>
              {t`Label`}
            </Button>
            <RowActions kind="bins" id={b.id} name={b.label} onEdit={() => setEditing(b)} canEdit={canEdit} />
          </span>
        ),
      },
    ],
    [t, canEdit],
  );
  const set = (key: 'zone' | 'blocked', value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  return (
    <>
      <div className="list-actions">
        {can('BIN_CREATE') ? <Button onClick={() => setEditing('new')}>{t`Create bin`}</Button> : null}
        {can('BIN_CREATE') ? (
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t`Import CSV`}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setLabels((list.data?.items ?? []).map(binLabelOf))} disabled={!list.data?.items.length}>
          {t`Print labels of this page`}
        </Button>
      </div>
      <DataTable
        tableId="bins"
        label={t`Bins`}
        searchLabel={t`Search bins`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(b) => b.id}
        exportPath="/bins/export"
        exportName="bins.csv"
        filters={
          <>
            <FilterSelect label={t`Zone`} all={t`All zones`} value={search.zone} choices={(zones.data?.items ?? []).map((z) => ({ value: z.id, label: z.code }))} onChange={(value) => set('zone', value)} />
            <FilterSelect label={t`Blocked`} all={t`Blocked or not`} value={search.blocked} choices={[{ value: 'yes', label: t`Blocked` }, { value: 'no', label: t`Not blocked` }]} onChange={(value) => set('blocked', value)} />
          </>
        }
      />
      <FormModal isOpen={editing !== null} title={editing === 'new' ? t`Create bin` : t`Edit bin`} onClose={() => setEditing(null)}>
        <BinForm bin={editing === 'new' ? undefined : (editing ?? undefined)} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </FormModal>
      <FormModal isOpen={importing} title={t`Import bins from CSV`} onClose={() => setImporting(false)}>
        <ImportPanel columns={BIN_IMPORT_COLUMNS} templateName="bins-template.csv" run={importBins} onImported={() => void queryClient.invalidateQueries({ queryKey: binKeys.all })} />
      </FormModal>
      {labels ? <LabelSheet labels={labels} onClose={() => setLabels(null)} /> : null}
    </>
  );
}

export function ContainersPanel({ search, onSearchChange }: PanelProps) {
  const { t } = useLingui();
  const list = useQuery(containerListQuery(search));
  const [editing, setEditing] = useState<Container | 'new' | null>(null);
  const [labels, setLabels] = useState<LabelSpec[] | null>(null);
  const types = { pallet: t`Pallet`, tote: t`Tote`, carton: t`Carton` };
  const columns = useMemo<DataColumn<Container>[]>(
    () => [
      { id: 'code', header: t`Container`, sortable: true, alwaysVisible: true, cell: (c) => <span className="mono">{c.code}</span> },
      { id: 'type', header: t`Type`, sortable: true, cell: (c) => types[c.type] },
      { id: 'bin', header: t`Bin`, sortable: true, cell: (c) => (c.binCode ? `BIN-${c.binCode}` : t`Not in a bin`) },
      { id: 'active', header: t`State`, cell: (c) => (c.active ? t`Active` : t`Inactive`) },
      {
        id: 'actions',
        header: t`Actions`,
        alwaysVisible: true,
        cell: (c) => (
          <span className="row-actions">
            <Button size="small" variant="clear" onClick={() => setLabels([containerLabelOf(c)])} aria-label={t`Print the label of ${c.code}`}>
              {t`Label`}
            </Button>
            <RowActions kind="containers" id={c.id} name={c.code} onEdit={() => setEditing(c)} canEdit />
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `types` follows `t`
    [t],
  );
  return (
    <>
      <div className="list-actions">
        <Button onClick={() => setEditing('new')}>{t`Create containers`}</Button>
        <Button variant="outline" onClick={() => setLabels((list.data?.items ?? []).map(containerLabelOf))} disabled={!list.data?.items.length}>
          {t`Print labels of this page`}
        </Button>
      </div>
      <DataTable
        tableId="containers"
        label={t`Containers`}
        searchLabel={t`Search containers`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(c) => c.id}
        filters={
          <FilterSelect label={t`Type`} all={t`All types`} value={search.type} choices={(['pallet', 'tote', 'carton'] as const).map((type) => ({ value: type, label: types[type] }))} onChange={(value) => onSearchChange({ ...search, type: (value || undefined) as typeof search.type, page: undefined })} />
        }
      />
      <FormModal isOpen={editing !== null} title={editing === 'new' ? t`Create containers` : t`Edit container`} onClose={() => setEditing(null)}>
        <ContainerForm
          container={editing === 'new' ? undefined : (editing ?? undefined)}
          onDone={(created) => {
            setEditing(null);
            if (created.length > 0) setLabels(created.map(containerLabelOf));
          }}
          onCancel={() => setEditing(null)}
        />
      </FormModal>
      {labels ? <LabelSheet labels={labels} onClose={() => setLabels(null)} /> : null}
    </>
  );
}

export function ZonesPanel({ search, onSearchChange }: PanelProps) {
  const { t } = useLingui();
  const list = useQuery(zoneListQuery(search));
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const columns = useMemo<DataColumn<Zone>[]>(
    () => [
      { id: 'code', header: t`Zone`, sortable: true, alwaysVisible: true, cell: (z) => z.code },
      { id: 'name', header: t`Name`, sortable: true, cell: (z) => z.name },
      { id: 'bins', header: t`Bins`, sortable: true, cell: (z) => z.bins },
      { id: 'active', header: t`State`, cell: (z) => (z.active ? t`Active` : t`Inactive`) },
      { id: 'actions', header: t`Actions`, alwaysVisible: true, cell: (z) => <RowActions kind="zones" id={z.id} name={z.code} onEdit={() => setEditing(z)} canEdit /> },
    ],
    [t],
  );
  return (
    <>
      <div className="list-actions">
        <Button onClick={() => setEditing('new')}>{t`Create zone`}</Button>
      </div>
      <DataTable tableId="zones" label={t`Zones`} searchLabel={t`Search zones`} columns={columns} query={list} search={search} onSearchChange={onSearchChange} getRowId={(z) => z.id} />
      <FormModal isOpen={editing !== null} title={editing === 'new' ? t`Create zone` : t`Edit zone`} onClose={() => setEditing(null)}>
        <ZoneForm zone={editing === 'new' ? undefined : (editing ?? undefined)} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      </FormModal>
    </>
  );
}
