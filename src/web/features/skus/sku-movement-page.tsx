import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SapStatus, SAP_STATUSES, type SkuMovement, type SKU_MOVEMENT_SORTS } from '../../../domain/skus/sku-movements';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ScreenFrame } from '../../ui/screen-frame';
import { movementTypeLabel } from '../../i18n/movement-type-label';
import { skuMovementsQuery } from './skus-api';

export type SkuMovementSearch = ListSearch<(typeof SKU_MOVEMENT_SORTS)[number], 'sapStatus'>;

const place = (p: SkuMovement['from']) => [p.bin, p.container].filter(Boolean).join(' / ');

/** The SKU's rows of the stock ledger with their SAP posting state, newest first. */
export function SkuMovementPage({ id, search, onSearchChange }: { id: string; search: SkuMovementSearch; onSearchChange: (next: SkuMovementSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(skuMovementsQuery(id, search));
  const sku = list.data?.sku;

  const statusLabel = useMemo<Record<SapStatus, string>>(
    () => ({ 'not-required': t`Not required`, pending: t`Pending`, posted: t`Posted`, failed: t`Failed` }),
    [t],
  );

  const columns = useMemo<DataColumn<SkuMovement>[]>(
    () => [
      { id: 'at', header: t`Time`, sortable: true, alwaysVisible: true, cell: (m) => formatDate(m.at) },
      { id: 'type', header: t`Type`, sortable: true, cell: (m) => movementTypeLabel(i18n, m.type) },
      { id: 'quantity', header: t`Quantity`, sortable: true, cell: (m) => m.quantity },
      { id: 'fromTo', header: t`From → to`, cell: (m) => `${place(m.from) || '—'} → ${place(m.to) || '—'}` },
      { id: 'reference', header: t`Reference`, cell: (m) => (m.reference ? [m.reference.type, m.reference.id].filter(Boolean).join(' ') : null) },
      { id: 'user', header: t`User`, cell: (m) => m.username },
      { id: 'device', header: t`Device`, hiddenByDefault: true, cell: (m) => m.device },
      {
        id: 'sapStatus',
        header: t`SAP posting`,
        sortable: true,
        cell: (m) => (
          <>
            <span className={`chip${m.sapStatus === 'failed' ? ' chip--danger' : m.sapStatus === 'posted' ? '' : ' chip--muted'}`}>{statusLabel[m.sapStatus]}</span>
            {m.sapDocument ?? m.sapError ?? ''}
          </>
        ),
      },
    ],
    [i18n, t, statusLabel],
  );

  return (
    <ScreenFrame>
      {sku ? (
        <p>
          <strong>{sku.code}</strong> · {sku.clientCode} {sku.description ? `· ${sku.description}` : ''}
        </p>
      ) : null}
      <DataTable
        tableId="sku-movements"
        label={t`Movements`}
        searchLabel={t`Search movements`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(m) => m.id}
        exportPath={`/skus/${id}/movements/export`}
        exportName="sku-movements.csv"
        filters={
          <FilterSelect label={t`SAP posting`} all={t`Every state`} value={search.sapStatus} choices={SAP_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }))} onChange={(value) => onSearchChange({ ...search, sapStatus: (value || undefined) as typeof search.sapStatus, page: undefined })} />
        }
      />
    </ScreenFrame>
  );
}
