import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Lot } from '../../../domain/inventory/lots';
import type { LOT_FILTERS, LOT_SORTS } from '../../../domain/inventory/lot-list-keys';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { ExpiryFlag, formatDay } from './expiry-flag';
import { lotListQuery, lotOptionsQuery } from './lots-api';

export type LotSearch = ListSearch<(typeof LOT_SORTS)[number], (typeof LOT_FILTERS)[number]>;
type Filter = (typeof LOT_FILTERS)[number];

/** Lots: server-paged, searchable by lot number, SKU and client; expired and expiring ones flagged; CSV of the same filter. */
export function LotListPage({ search, onSearchChange }: { search: LotSearch; onSearchChange: (next: LotSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(lotListQuery(search));
  const clients = useQuery(lotOptionsQuery()).data?.clients;

  const columns = useMemo<DataColumn<Lot>[]>(
    () => [
      {
        id: 'number',
        header: t`Lot number`,
        sortable: true,
        alwaysVisible: true,
        cell: (lot) => (
          // The SKU in the URL: a lot number is unique per SKU only.
          <PageLink page="lot-detail" params={{ lotNumber: lot.number }} search={{ sku: lot.sku.id }}>
            {lot.number}
          </PageLink>
        ),
      },
      { id: 'sku', header: t`SKU`, sortable: true, cell: (lot) => lot.sku.code },
      { id: 'client', header: t`Client`, sortable: true, cell: (lot) => lot.client.code },
      {
        id: 'expiry',
        header: t`Expiry date`,
        sortable: true,
        cell: (lot) => (
          <>
            {formatDay(lot.expiry)} <ExpiryFlag lot={lot} />
          </>
        ),
      },
      { id: 'onHand', header: t`On hand`, sortable: true, cell: (lot) => i18n.number(lot.onHand) },
      { id: 'producedOn', header: t`Production date`, hiddenByDefault: true, cell: (lot) => formatDay(lot.producedOn) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (lot) => formatDate(lot.createdAt) },
    ],
    [i18n, t],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      <div className="list-actions">
        <PageLink page="lot-create" className="app-button app-button--solid">
          {t`Create lot`}
        </PageLink>
      </div>
      <DataTable
        tableId="lots"
        label={t`Lots`}
        searchLabel={t`Search lots`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(lot) => lot.id}
        exportPath="/lots/export"
        exportName="lots.csv"
        filters={
          <>
            <FilterSelect
              label={t`Client`}
              all={t`All clients`}
              value={search.client}
              choices={(clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
              onChange={(value) => set('client', value)}
            />
            <FilterSelect
              label={t`Expiry`}
              all={t`Any expiry`}
              value={search.expiry}
              choices={[
                { value: 'expired', label: t`Expired` },
                { value: 'within-30', label: t`Expiring within 30 days` },
                { value: 'within-60', label: t`Expiring within 60 days` },
                { value: 'within-90', label: t`Expiring within 90 days` },
              ]}
              onChange={(value) => set('expiry', value)}
            />
          </>
        }
      />
    </ScreenFrame>
  );
}
