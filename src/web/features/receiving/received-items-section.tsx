import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReceivedItem } from '../../../domain/receiving/control-numbers';
import type { RECEIVED_ITEM_SORTS } from '../../../domain/receiving/list-keys';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import type { ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FormModal } from '../../ui/form/form-modal';
import { useConfirm } from '../../ui/form/use-confirm';
import { ItemEditForm } from './item-edit-form';
import { controlNumberKeys, deleteReceivedItem, goodsReceiptMany, goodsReceiptOne, receivedItemsQuery } from './receiving-api';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';

type ItemSearch = ListSearch<(typeof RECEIVED_ITEM_SORTS)[number], 'status'>;

/**
 * The units of a control number. Received ones (not yet posted) can be chosen for one goods receipt,
 * posted one by one, corrected or deleted; each button shows only to those who may use it.
 */
export function ReceivedItemsSection({ number, onProblem, onNotice }: { number: string; onProblem: (text: string | null) => void; onNotice: (text: string | null) => void }) {
  const { i18n, t } = useLingui();
  const [search, setSearch] = useState<ItemSearch>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ReceivedItem | null>(null);
  const list = useQuery(receivedItemsQuery(number, search));
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const mayPostOne = can('RECEIVING_GR_SINGLE_WMS');
  const mayPostMany = can('RECEIVING_GR_MULTIPLE_WMS');
  const mayEdit = can('RECEIVING_ITEM_EDIT');
  const mayDelete = can('RECEIVING_ITEM_DELETE');

  const run = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onMutate: () => {
      onProblem(null);
      onNotice(null);
    },
    onSuccess: (text) => {
      onNotice(text);
      setSelected(new Set());
    },
    onError: (err) => onProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: controlNumberKeys.all }),
  });

  const toggle = (wmsNumber: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(wmsNumber);
      else next.delete(wmsNumber);
      return next;
    });
  const remove = async (item: ReceivedItem) => {
    const ok = await confirm({
      header: t`Delete unit ${item.wmsNumber}?`,
      message: t`The unit leaves the control number and its receive is reversed in the movement history.`,
      confirmText: t`Delete`,
      destructive: true,
    });
    if (ok) {
      run.mutate(async () => {
        await deleteReceivedItem(item.id);
        return t`Unit ${item.wmsNumber} deleted.`;
      });
    }
  };

  const postOne = (wmsNumber: string) =>
    run.mutate(async () => {
      await goodsReceiptOne(wmsNumber);
      return t`Goods receipt posted for ${wmsNumber}.`;
    });
  const postChosen = (wmsNumbers: string[]) =>
    run.mutate(async () => {
      await goodsReceiptMany(wmsNumbers);
      return t`Goods receipt posted for ${wmsNumbers.length} unit(s).`;
    });

  // Rebuilt on each render: the cells read the selection and the handlers of this render.
  const selectColumn: DataColumn<ReceivedItem>[] = mayPostMany
    ? [
        {
          id: 'select',
          header: t`Select`,
          alwaysVisible: true,
          cell: (item) =>
            item.status === 'received' ? (
              <input type="checkbox" checked={selected.has(item.wmsNumber)} onChange={(event) => toggle(item.wmsNumber, event.target.checked)} aria-label={t`Select ${item.wmsNumber}`} />
            ) : null,
        },
      ]
    : [];
  const place = (item: ReceivedItem) => [item.bin?.code, item.container?.code].filter(Boolean).join(' / ');
  const columns: DataColumn<ReceivedItem>[] = [
    ...selectColumn,
    { id: 'wmsNumber', header: t`WMS number`, sortable: true, alwaysVisible: true, cell: (item) => item.wmsNumber },
    { id: 'sku', header: t`SKU`, sortable: true, cell: (item) => item.sku.code },
    { id: 'serial', header: t`Serial number`, cell: (item) => item.serial },
    { id: 'quantity', header: t`Quantity`, cell: (item) => i18n.number(item.quantity) },
    { id: 'place', header: t`Location`, cell: place },
    { id: 'status', header: t`Status`, sortable: true, cell: (item) => i18n._(ITEM_STATUS_LABELS[item.status]) },
    { id: 'lotNumber', header: t`Lot`, hiddenByDefault: true, cell: (item) => item.lotNumber },
    { id: 'createdAt', header: t`Scanned`, sortable: true, hiddenByDefault: true, cell: (item) => formatDate(item.createdAt) },
    {
      id: 'actions',
      header: t`Actions`,
      alwaysVisible: true,
      cell: (item) =>
        item.status === 'received' ? (
          <span className="receiving-selection">
            {mayPostOne ? (
              <Button size="small" variant="outline" onClick={() => postOne(item.wmsNumber)} aria-label={t`Goods receipt for ${item.wmsNumber}`}>
                {t`Goods receipt`}
              </Button>
            ) : null}
            {mayEdit ? (
              <Button size="small" variant="outline" onClick={() => setEditing(item)} aria-label={t`Edit ${item.wmsNumber}`}>
                {t`Edit`}
              </Button>
            ) : null}
            {mayDelete ? (
              <Button size="small" variant="outline" onClick={() => void remove(item)} aria-label={t`Delete ${item.wmsNumber}`}>
                {t`Delete`}
              </Button>
            ) : null}
          </span>
        ) : null,
    },
  ];

  const chosen = [...selected];
  return (
    <section className="receiving-section" aria-labelledby="items-title">
      <h2 id="items-title">{t`Units`}</h2>
      {mayPostMany && chosen.length > 0 ? (
        <div className="receiving-selection">
          <Button onClick={() => postChosen(chosen)}>
            {t`Goods receipt for the ${chosen.length} selected`}
          </Button>
          <Button variant="outline" onClick={() => setSelected(new Set())}>
            {t`Clear selection`}
          </Button>
        </div>
      ) : null}
      <DataTable
        tableId="received-items"
        label={t`Units of this control number`}
        searchLabel={t`Search by WMS number, serial, SKU or lot`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={setSearch}
        getRowId={(item) => item.id}
      />
      <FormModal isOpen={editing !== null} title={editing ? t`Edit ${editing.wmsNumber}` : ''} onClose={() => setEditing(null)}>
        {editing ? (
          <ItemEditForm
            item={editing}
            onSaved={() => {
              setEditing(null);
              onNotice(t`Unit ${editing.wmsNumber} saved.`);
              void queryClient.invalidateQueries({ queryKey: controlNumberKeys.all });
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormModal>
    </section>
  );
}
