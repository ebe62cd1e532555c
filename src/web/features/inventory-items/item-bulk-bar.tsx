import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ItemRow } from '../../../domain/inventory/item-list';
import { isApiError } from '../../lib/api/api-error';
import { can } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { SendSelectionToQueue } from '../job-center/public';
import { printWmsLabels } from '../printing/public';
import { AddToScrapList } from '../scrap/public';
import { itemFilterOptionsQuery, itemKeys, tagItems } from './items-api';

const labelOf = (item: ItemRow) => ({
  wmsNumber: item.wmsNumber,
  skuCode: item.sku.code,
  description: item.sku.description,
  serial: item.serial,
  quantity: item.quantity,
  lotNumber: item.lotNumber,
});

/**
 * What can be done to the selected items at once: add or remove a tag (ITEM_DETAIL_EDIT), print their
 * WMS labels where this device prints (its network printer, or the browser's print dialog), put them
 * on a scrap list (SCRAP_LIST_CREATE or SCRAP_LIST_EDIT) and send them to a job-center queue
 * (JOB_CENTER_MENU). Nothing is shown until an item is selected.
 */
export function ItemBulkBar({ selected, onClear }: { selected: readonly ItemRow[]; onClear: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const tags = useQuery(itemFilterOptionsQuery()).data?.tags ?? [];
  const [tagId, setTagId] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const tagSelectId = useId();
  const count = selected.length;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
    } catch (error) {
      setMessage({ text: isApiError(error) ? apiErrorText(error) : t`Something went wrong.`, error: true });
    } finally {
      setBusy(false);
    }
  };

  // A unit sent to a queue changes status: the list shows it once refetched.
  const withFreshList = (work: () => Promise<string>) => async () => {
    const text = await work();
    await queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    return text;
  };

  const tag = (action: 'add' | 'remove') =>
    run(async () => {
      const { changed } = await tagItems({ action, tagId, itemIds: selected.map((item) => item.id) });
      await queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
      return action === 'add' ? plural(changed, { one: 'Tag added to # item.', other: 'Tag added to # items.' }) : plural(changed, { one: 'Tag removed from # item.', other: 'Tag removed from # items.' });
    });

  const print = () =>
    run(async () => {
      await printWmsLabels(selected.map(labelOf));
      return plural(count, { one: '# label sent to print.', other: '# labels sent to print.' });
    });

  return (
    <section className="item-bulk-bar" aria-label={t`Selected items`}>
      <span>{plural(count, { one: '# item selected', other: '# items selected' })}</span>
      {can('ITEM_DETAIL_EDIT') ? (
        <>
          <label htmlFor={tagSelectId}>{t`Tag`}</label>
          <select id={tagSelectId} value={tagId} onChange={(event) => setTagId(event.target.value)}>
            <option value="">{t`Choose a tag`}</option>
            {tags.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <Button size="small" disabled={busy || count === 0 || !tagId} onClick={() => void tag('add')}>
            {t`Add tag`}
          </Button>
          <Button size="small" variant="outline" disabled={busy || count === 0 || !tagId} onClick={() => void tag('remove')}>
            {t`Remove tag`}
          </Button>
        </>
      ) : null}
      {/* Who may print WMS labels at all (the label.print mutation's access): the scan and relabel stations. */}
      {can('RECEIVING_DETAIL_SCAN') || can('RELABEL_ACTION') ? (
        <Button size="small" variant="outline" disabled={busy || count === 0} onClick={() => void print()}>
          {t`Print labels`}
        </Button>
      ) : null}
      {can('SCRAP_LIST_CREATE') || can('SCRAP_LIST_EDIT') ? <AddToScrapList wmsNumbers={selected.map((item) => item.wmsNumber)} busy={busy} run={(work) => void run(work)} /> : null}
      {can('JOB_CENTER_MENU') ? <SendSelectionToQueue wmsNumbers={selected.map((item) => item.wmsNumber)} busy={busy} run={(work) => void run(withFreshList(work))} /> : null}
      <Button size="small" variant="outline" disabled={count === 0} onClick={onClear}>
        {t`Clear selection`}
      </Button>
      <p role="status" className={message?.error ? 'form-error' : 'item-bulk-message'}>
        {message?.text}
      </p>
    </section>
  );
}
