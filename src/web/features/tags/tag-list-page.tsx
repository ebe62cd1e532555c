import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Tag, TAG_SORTS } from '../../../domain/tags/tags';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { Button } from '../../ui/button';
import { ActiveFilter } from '../../ui/data-table/active-filter';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { useConfirm } from '../../ui/form/use-confirm';
import { type ModalHandle, ModalFrame } from '../../ui/modal-frame';
import { ScreenFrame } from '../../ui/screen-frame';
import { TagChip } from './tag-chip';
import { TagForm } from './tag-form';
import { tagListQuery } from './tags-api';

export type TagSearch = ListSearch<(typeof TAG_SORTS)[number], 'active'>;

/** Tags: list with preview chips, create and edit in a modal. */
export function TagListPage({ search, onSearchChange }: { search: TagSearch; onSearchChange: (next: TagSearch) => void }) {
  const { t } = useLingui();
  const list = useQuery(tagListQuery(search));
  const [editing, setEditing] = useState<{ tag?: Tag } | null>(null);
  const modal = useRef<ModalHandle>(null);
  const dirty = useRef(false);
  const confirm = useConfirm();
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const columns = useMemo<DataColumn<Tag>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        sortable: true,
        alwaysVisible: true,
        cell: (tag) => (
          <button type="button" className="link-button" onClick={() => setEditing({ tag })} aria-label={t`Edit ${tag.name}`}>
            <TagChip name={tag.name} colour={tag.colour} />
          </button>
        ),
      },
      { id: 'colour', header: t`Colour`, cell: (tag) => <code>{tag.colour}</code> },
      { id: 'active', header: t`State`, sortable: true, cell: (tag) => (tag.active ? t`Active` : <span className="chip chip--muted">{t`Inactive`}</span>) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (tag) => formatDate(tag.createdAt) },
    ],
    [t],
  );

  const title = editing?.tag ? t`Edit tag` : t`Create tag`;
  return (
    <ScreenFrame>
      <div className="list-actions">
        <Button onClick={() => setEditing({})}>{t`Create tag`}</Button>
      </div>
      <DataTable
        tableId="tags"
        label={t`Tags`}
        searchLabel={t`Search tags`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(tag) => tag.id}
        exportPath="/tags/export"
        exportName="tags.csv"
        filters={
          <ActiveFilter value={search.active} onChange={(value) => onSearchChange({ ...search, active: value || undefined, page: undefined })} />
        }
      />
      <ModalFrame
        modalRef={modal}
        isOpen={editing !== null}
        title={title}
        label={title}
        canDismiss={async () =>
          !dirty.current ||
          confirm({ header: t`Leave without saving?`, message: t`Your changes on this page are not saved yet.`, confirmText: t`Discard changes`, destructive: true })
        }
        onDidDismiss={() => {
          dirty.current = false;
          setEditing(null);
        }}
      >
        {editing ? <TagForm tag={editing.tag} onDirtyChange={onDirtyChange} onDone={() => setEditing(null)} onCancel={() => void modal.current?.dismiss()} /> : null}
      </ModalFrame>
    </ScreenFrame>
  );
}
