import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { catalogueImportColumns } from '../../../domain/catalogues/catalogue-import';
import { CATALOGUES, type CatalogueEntry, type CatalogueKey } from '../../../domain/catalogues/definitions';
import { formatDate } from '../../i18n/format-date';
import { can } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { ActiveFilter } from '../../ui/data-table/active-filter';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ImportPanel } from '../../ui/import/import-panel';
import { ModalFrame } from '../../ui/modal-frame';
import { ScreenFrame } from '../../ui/screen-frame';
import { CatalogueEntryModal, type EntryModalState } from './catalogue-entry-modal';
import type { CatalogueSearch } from './catalogue-search';
import { CATALOGUE_TEXTS, EXTRA_FIELD_TEXTS, extraOptionLabel } from './catalogue-texts';
import { catalogueListQuery, catalogueOptionsQuery, importCatalogue, invalidateCatalogue } from './catalogues-api';


interface CatalogueListPageProps {
  catalogue: CatalogueKey;
  search: CatalogueSearch;
  onSearchChange: (next: CatalogueSearch) => void;
}

/** The screen of every catalogue: list, filters, export, and for SETTING_MENU holders create, edit and import. */
export function CatalogueListPage({ catalogue, search, onSearchChange }: CatalogueListPageProps) {
  const { t, i18n } = useLingui();
  const definition = CATALOGUES[catalogue];
  const texts = CATALOGUE_TEXTS[catalogue];
  const list = useQuery(catalogueListQuery(catalogue, search));
  const parents = useQuery({ ...catalogueOptionsQuery(definition.parent ?? catalogue), enabled: definition.parent !== null });
  const queryClient = useQueryClient();
  const canWrite = can('SETTING_MENU');
  const [modal, setModal] = useState<EntryModalState>(null);
  const [importing, setImporting] = useState(false);
  const parentLabel = definition.parent ? i18n._(CATALOGUE_TEXTS[definition.parent].singular) : '';

  const columns = useMemo<DataColumn<CatalogueEntry>[]>(
    () => [
      {
        id: 'code',
        header: t`Code`,
        sortable: true,
        alwaysVisible: true,
        cell: (e) => (
          <button type="button" className="link-button" onClick={() => setModal({ mode: 'view', id: e.id })}>
            {e.code}
          </button>
        ),
      },
      { id: 'name', header: t`Name`, sortable: true, cell: (e) => e.name },
      ...(definition.parent ? [{ id: 'parent', header: parentLabel, sortable: true, cell: (e: CatalogueEntry) => e.parentName }] : []),
      ...definition.extraFields.map((f) => ({ id: f.name, header: i18n._(EXTRA_FIELD_TEXTS[f.name]!.label), hiddenByDefault: true, cell: (e: CatalogueEntry) => (f.options ? extraOptionLabel(i18n, f.name, e.attributes[f.name] ?? '') : e.attributes[f.name]) })),
      { id: 'description', header: t`Description`, cell: (e) => e.description },
      { id: 'active', header: t`State`, sortable: true, cell: (e) => (e.active ? t`Active` : <span className="chip chip--muted">{t`Inactive`}</span>) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (e) => formatDate(e.createdAt) },
    ],
    [t, i18n, definition, parentLabel],
  );

  const set = (key: 'active' | 'parent', value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      {canWrite ? (
        <div className="list-actions">
          <Button onClick={() => setModal({ mode: 'form' })}>{i18n._(texts.create)}</Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t`Import CSV`}
          </Button>
        </div>
      ) : null}
      <DataTable
        tableId={`catalogue-${catalogue}`}
        label={i18n._(texts.singular)}
        searchLabel={t`Search`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(e) => e.id}
        exportPath={`/catalogues/${catalogue}/export`}
        exportName={`${catalogue}.csv`}
        filters={
          <>
            {definition.parent ? (
              <FilterSelect label={parentLabel} all={t`All`} value={search.parent} choices={(parents.data ?? []).map((p) => ({ value: p.id, label: p.name }))} onChange={(value) => set('parent', value)} />
            ) : null}
            <ActiveFilter value={search.active} onChange={(value) => set('active', value)} />
          </>
        }
      />
      <CatalogueEntryModal catalogue={catalogue} state={modal} onChange={setModal} canWrite={canWrite} />
      <ModalFrame isOpen={importing} title={t`Import CSV`} label={t`Import CSV`} onDidDismiss={() => setImporting(false)}>
        <ImportPanel
          columns={catalogueImportColumns(definition)}
          templateName={`${catalogue}-template.csv`}
          run={(csv, mode) => importCatalogue(catalogue, csv, mode)}
          onImported={() => void invalidateCatalogue(queryClient, catalogue)}
        />
      </ModalFrame>
    </ScreenFrame>
  );
}
