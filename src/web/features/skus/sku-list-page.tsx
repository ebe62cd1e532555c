import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SKU_IMPORT_COLUMNS } from '../../../domain/skus/sku-import';
import type { Sku, SKU_FILTERS, SKU_SORTS } from '../../../domain/skus/skus';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { Button } from '../../ui/button';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ImportPanel } from '../../ui/import/import-panel';
import { ModalFrame } from '../../ui/modal-frame';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { importSkus, skuKeys, skuListQuery, skuOptionsQuery } from './skus-api';

export type SkuSearch = ListSearch<(typeof SKU_SORTS)[number], (typeof SKU_FILTERS)[number]>;
type Filter = (typeof SKU_FILTERS)[number];

/** SKUs: server-paged, searchable by code, description, barcode and SAP number; filtered; CSV of the same filter. */
export function SkuListPage({ search, onSearchChange }: { search: SkuSearch; onSearchChange: (next: SkuSearch) => void }) {
  const { t } = useLingui();
  const list = useQuery(skuListQuery(search));
  const options = useQuery(skuOptionsQuery()).data;
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);

  const columns = useMemo<DataColumn<Sku>[]>(
    () => [
      {
        id: 'code',
        header: t`Code`,
        sortable: true,
        alwaysVisible: true,
        cell: (s) => (
          <PageLink page="sku-detail" search={{ id: s.id }}>
            {s.code}
          </PageLink>
        ),
      },
      { id: 'description', header: t`Description`, sortable: true, cell: (s) => s.description },
      { id: 'client', header: t`Client`, sortable: true, cell: (s) => s.client.code },
      { id: 'barcodes', header: t`Barcodes`, cell: (s) => s.barcodes.map((b) => b.barcode).join(', ') },
      { id: 'brand', header: t`Brand`, sortable: true, cell: (s) => s.brand?.name },
      { id: 'model', header: t`Model`, cell: (s) => s.model?.name },
      { id: 'skuType', header: t`SKU type`, sortable: true, cell: (s) => s.skuType?.name },
      { id: 'serialised', header: t`Serialised`, cell: (s) => (s.serialised ? t`Yes` : t`No`) },
      { id: 'unit', header: t`Unit`, hiddenByDefault: true, cell: (s) => s.unit },
      { id: 'sapMaterialNumber', header: t`SAP material number`, hiddenByDefault: true, cell: (s) => s.sapMaterialNumber },
      { id: 'active', header: t`Status`, cell: (s) => (s.active ? t`Active` : <span className="chip chip--muted">{t`Inactive`}</span>) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (s) => formatDate(s.createdAt) },
    ],
    [t],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  const filter = (key: Filter, label: string, all: string, choices: readonly { value: string; label: string }[]) => (
    <FilterSelect label={label} all={all} value={search[key]} choices={choices} onChange={(value) => set(key, value)} />
  );
  const entries = (items: readonly { id: string; code: string; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: `${i.code} · ${i.name}` }));

  return (
    <ScreenFrame>
      <div className="list-actions">
        <PageLink page="sku-detail" search={{ id: 'new' }} className="app-button app-button--solid">
          {t`Create SKU`}
        </PageLink>
        <Button variant="outline" onClick={() => setImporting(true)}>
          {t`Import CSV`}
        </Button>
      </div>
      <DataTable
        tableId="skus"
        label={t`SKUs`}
        searchLabel={t`Search SKUs`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(s) => s.id}
        exportPath="/skus/export"
        exportName="skus.csv"
        filters={
          <>
            {filter('client', t`Client`, t`All clients`, entries(options?.clients))}
            {filter('brand', t`Brand`, t`All brands`, entries(options?.brands))}
            {filter('type', t`SKU type`, t`All types`, entries(options?.skuTypes))}
            {filter('serialised', t`Serialised`, t`Serialised or not`, [{ value: 'yes', label: t`Serialised` }, { value: 'no', label: t`Not serialised` }])}
            {filter('active', t`State`, t`Active and inactive`, [{ value: 'yes', label: t`Active` }, { value: 'no', label: t`Inactive` }])}
          </>
        }
      />
      <ModalFrame isOpen={importing} title={t`Import CSV`} label={t`Import SKUs from CSV`} onDidDismiss={() => setImporting(false)}>
        <ImportPanel
          columns={SKU_IMPORT_COLUMNS}
          templateName="sku-template.csv"
          run={importSkus}
          onImported={() => void queryClient.invalidateQueries({ queryKey: skuKeys.lists() })}
        />
      </ModalFrame>
    </ScreenFrame>
  );
}
