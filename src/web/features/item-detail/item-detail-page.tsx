import { useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ItemDetail, itemLabelOf } from '../../../domain/inventory/item-detail';
import { mayConvert, mayDeleteWithoutForce } from '../../../domain/inventory/item-rules';
import { SENDABLE_STATUSES } from '../../../domain/job-center/job-reads';
import { formatDate } from '../../i18n/format-date';
import { can } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { FormModal } from '../../ui/form/form-modal';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { printWmsLabels } from '../printing/public';
import { SendToQueueForm } from '../job-center/public';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { type ItemAction, ItemActionForm } from './item-action-form';
import { itemKeys, itemQuery, recordLabelPrint } from './item-detail-api';
import { ItemEditForm } from './item-edit-form';
import { ITEM_CONDITION_LABELS } from '../../i18n/item-condition-labels';
import { ItemTimeline } from './item-timeline';
import './item-detail.css';

type Open = ItemAction | 'edit' | 'job' | null;

/** One unit: what it is, where it is, its history, and what the user may do to it (the server checks again). */
export function ItemDetailPage({ wmsNumber }: { wmsNumber: string }) {
  const { t } = useLingui();
  const { data: item } = useSuspenseQuery(itemQuery(wmsNumber));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const done = (text: string) => (saved: ItemDetail) => {
    queryClient.setQueryData(itemKeys.detail(wmsNumber), saved);
    void queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    setOpen(null);
    setNotice(text);
  };
  const sentToQueue = async () => {
    await queryClient.invalidateQueries({ queryKey: itemKeys.detail(wmsNumber) });
    setOpen(null);
    setNotice(t`Sent to the job center.`);
  };
  const print = async () => {
    await printWmsLabels([itemLabelOf(await recordLabelPrint(item.wmsNumber))]);
    setNotice(t`Label sent to the printer.`);
  };

  const live = item.deleted === null;
  const titles: Record<Exclude<Open, null>, string> = {
    edit: t`Edit item`,
    revert: t`Revert status`,
    convert: item.inventory ? t`Convert to non-inventory` : t`Convert to inventory`,
    delete: t`Delete item`,
    'force-delete': t`Force delete`,
    job: t`Send to the job center`,
  };
  const offered: Exclude<Open, null>[] = live
    ? [
        ...(can('ITEM_DETAIL_EDIT') ? (['edit'] as const) : []),
        ...(can('ITEM_DETAIL_REVERT_STATUS') && item.revertTo.length > 0 ? (['revert'] as const) : []),
        ...(mayConvert(item.status) && can(item.inventory ? 'CONVERT_INVENTORY_TO_NON_INVENTORY' : 'CONVERT_NON_INVENTORY_TO_INVENTORY') ? (['convert'] as const) : []),
        ...(can('ITEM_DELETE_NON_INVEN_AND_MISSING') && mayDeleteWithoutForce(item) ? (['delete'] as const) : []),
        ...(can('ITEM_FORCE_DELETE') ? (['force-delete'] as const) : []),
        ...(can('JOB_CENTER_MENU') && (SENDABLE_STATUSES as readonly string[]).includes(item.status) ? (['job'] as const) : []),
      ]
    : [];

  return (
    <ScreenFrame title={item.wmsNumber}>
      {item.relabelled ? (
        <p role="note" className="item-detail-relabelled" data-testid="item-relabelled">
          {t`Relabelled: ${item.relabelled.code} is an old label of this unit, now ${item.relabelled.wmsNumber}.`}
        </p>
      ) : null}
      {item.deleted ? (
        <p role="note" className="item-detail-deleted">
          {t`This item was deleted on ${formatDate(item.deleted.at)} by ${item.deleted.username ?? '—'}: ${item.deleted.reason}`}
        </p>
      ) : (
        <div className="detail-actions">
          {offered.map((action) => (
            <Button key={action} variant={action === 'edit' ? 'solid' : 'outline'} onClick={() => setOpen(action)}>
              {titles[action]}
            </Button>
          ))}
          <Button variant="outline" onClick={() => void print()}>{t`Print label`}</Button>
        </div>
      )}
      {notice ? <p role="status">{notice}</p> : null}
      <ItemFacts item={item} />
      <ItemTimeline history={item.history} jobPhotos={item.jobPhotos} />
      <FormModal isOpen={open !== null} title={open ? titles[open] : ''} onClose={() => setOpen(null)}>
        {open === 'edit' ? (
          <ItemEditForm item={item} onSaved={done(t`Item saved.`)} onCancel={() => setOpen(null)} />
        ) : open === 'job' ? (
          <SendToQueueForm units={[item.wmsNumber]} onSent={() => void sentToQueue()} onCancel={() => setOpen(null)} />
        ) : open ? (
          <ItemActionForm item={item} action={open} submitLabel={titles[open]} onDone={done(open === 'revert' ? t`Status reverted.` : t`Done.`)} onCancel={() => setOpen(null)} />
        ) : null}
      </FormModal>
    </ScreenFrame>
  );
}

function ItemFacts({ item }: { item: ItemDetail }) {
  const { i18n, t } = useLingui();
  const place = [item.bin?.code, item.container?.code].filter(Boolean).join(' / ');
  return (
    <DetailList
      label={t`Item`}
      items={[
        [t`Status`, <span key="status" className="chip" data-testid="item-status">{i18n._(ITEM_STATUS_LABELS[item.status])}</span>],
        [t`SKU`, item.sku ? `${item.sku.code}${item.sku.description ? ` · ${item.sku.description}` : ''}` : null],
        [t`Serial number`, item.serial],
        [t`Quantity`, item.deleted ? null : i18n.number(item.quantity)],
        [t`Client`, item.client ? `${item.client.code} · ${item.client.name}` : null],
        [t`Lot`, item.lotNumber],
        [t`Expiry date`, item.expiry ? formatDate(item.expiry, 'YYYY/MM/DD', 'UTC') : null],
        [t`Place`, place],
        [t`Stock`, item.deleted ? null : item.inventory ? t`Inventory` : t`Non-inventory`],
        [t`Condition`, item.condition ? i18n._(ITEM_CONDITION_LABELS[item.condition]) : null],
        [t`Error codes`, item.errorCodes.map((e) => `${e.code} · ${e.name}`).join(', ')],
        [
          t`Tags`,
          item.tags.length > 0 ? (
            <span key="tags" className="item-tags">
              {item.tags.map((tag) => (
                <span key={tag.id} className="chip chip--muted item-tag">
                  <span className="item-tag__dot" style={{ background: tag.colour }} aria-hidden="true" />
                  {tag.name}
                </span>
              ))}
            </span>
          ) : null,
        ],
        [t`Control number`, item.controlNumber ? <PageLink key="cn" page="receiving-control-number-view" params={{ controlNumber: item.controlNumber }}>{item.controlNumber}</PageLink> : null],
        [t`Goods receipt`, item.receiptAt ? formatDate(item.receiptAt) : null],
        [t`Notes`, item.notes],
      ]}
    />
  );
}
