import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderDetail } from '../../../domain/orders/orders';
import { orderStates } from '../../../domain/states/order-states';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { can } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { TextField } from '../../ui/text-field';
import { usePriorityLabel } from './order-labels';
import { useClientLabel } from '../../i18n/client-label';
import { OrderReversalSection } from './order-reversal-section';
import { OrderHistorySection, OrderLinesSection, OrderUnitsSection } from './order-sections';
import { cancelOrder, orderKeys, orderQuery, orderStep } from './orders-api';
import './orders.css';

/** One order: header, lines at each step, its units, its history, and what may be done to it. */
export function OrderViewPage({ number }: { number: string }) {
  const { t } = useLingui();
  const { data: order } = useSuspenseQuery(orderQuery(number));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();

  const run = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onMutate: () => {
      setProblem(null);
      setNotice(null);
    },
    onSuccess: (text) => setNotice(text),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  const step = (name: 'open' | 'allocate' | 'deallocate') =>
    run.mutate(async () => {
      const after = await orderStep(order.number, name);
      if (name === 'open') return t`Order opened.`;
      if (name === 'deallocate') return t`Units given back to stock.`;
      return after.status === 'allocated' ? t`Every line is allocated.` : t`Partly allocated: ${after.allocated} of ${after.ordered} units.`;
    });
  const cancel = () =>
    run.mutate(async () => {
      await cancelOrder(order.number, { reason });
      setReason('');
      return t`Order cancelled.`;
    });

  const mayEdit = can('SHIPMENT_ORDER_EDIT');
  const cancellable = orderStates.transitions.cancel.from.includes(order.status) && can('SHIPMENT_ORDER_CANCEL');
  return (
    <ScreenFrame title={order.number}>
      <div className="detail-actions">
        {orderStates.work.edit.includes(order.status) && mayEdit && order.client !== null ? (
          <PageLink page="shipping-order-edit" params={{ id: order.number }} className="app-button app-button--outline">
            {t`Edit`}
          </PageLink>
        ) : null}
        {order.status === 'draft' && mayEdit ? <Button onClick={() => step('open')}>{t`Open order`}</Button> : null}
        {order.status === 'open' && mayEdit ? <Button onClick={() => step('allocate')}>{t`Allocate`}</Button> : null}
        {order.status === 'allocated' && order.batch === null && mayEdit ? (
          <Button variant="outline" onClick={() => step('deallocate')}>
            {t`Deallocate`}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <Header order={order} />
      <OrderLinesSection order={order} />
      <OrderUnitsSection order={order} />
      {order.status === 'shipped' ? <OrderReversalSection order={order} mayReverse={can('SHIPMENT_ORDER_REVERSE')} /> : null}
      {cancellable ? (
        <form
          className="order-section"
          aria-label={t`Cancel order`}
          onSubmit={(event) => {
            event.preventDefault();
            cancel();
          }}
        >
          <TextField id="order-cancel-reason" label={t`Reason for cancelling`} value={reason} maxLength={500} onChange={setReason} />
          <Button type="submit" variant="outline" disabled={reason.trim() === '' || run.isPending}>
            {t`Cancel order`}
          </Button>
        </form>
      ) : null}
      <OrderHistorySection order={order} />
    </ScreenFrame>
  );
}

function Header({ order }: { order: OrderDetail }) {
  const { i18n, t } = useLingui();
  const priorityLabel = usePriorityLabel();
  const clientLabel = useClientLabel();
  const to = order.shipTo;
  const address = [to.name, to.company, to.street1, to.street2, [to.postalCode, to.city].filter(Boolean).join(' '), to.region, to.country].filter(Boolean).join(', ');
  return (
    <DetailList
      label={t`Order`}
      items={[
        [t`Status`, <StateChip key="status" machine={orderStates} state={order.status} testId="order-status" />],
        [t`Client`, clientLabel(order.client, 'both')],
        [
          t`Scrap list`,
          order.scrapList && can('SCRAP_LIST_VIEW') ? (
            <PageLink key="scrap-list" page="scrap-view-detail" params={{ id: order.scrapList }}>
              {order.scrapList}
            </PageLink>
          ) : (
            order.scrapList
          ),
        ],
        [t`Client's reference`, order.reference],
        [t`Ship to`, address],
        [t`Contact`, [to.phone, to.email].filter(Boolean).join(', ') || null],
        [t`Carrier`, order.carrier ? [order.carrier.name, order.service].filter(Boolean).join(' · ') : null],
        [t`Requested ship date`, order.shipBy ? (order.late ? t`${order.shipBy} (late)` : order.shipBy) : null],
        [t`Priority`, priorityLabel(order.priority)],
        [t`Allocated`, `${i18n.number(order.allocated)} / ${i18n.number(order.ordered)}`],
        [
          t`Batch`,
          order.batch && can('SHIPMENT_BATCH_MANAGEMENT') ? (
            <PageLink key="batch" page="shipping-batch-overview" params={{ id: order.batch }}>
              {order.batch}
            </PageLink>
          ) : (
            order.batch
          ),
        ],
        [t`Cancelled because`, order.cancelReason],
        [t`Notes`, order.notes],
        [t`Created by`, order.createdBy],
        [t`Created`, formatDate(order.createdAt)],
      ]}
    />
  );
}
