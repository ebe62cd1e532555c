import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BatchDetail } from '../../../domain/picking/batches';
import type { PickTaskStatus, ShortPickReason } from '../../../domain/picking/statuses';
import { batchStates } from '../../../domain/states/batch-states';
import { orderStates } from '../../../domain/states/order-states';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { can } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { useConfirm } from '../../ui/form/use-confirm';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { orderKeys, orderOptionsQuery, usePriorityLabel } from '../orders/public';
import { batchKeys, batchQuery, batchStep } from './batches-api';
import './batches.css';
import { useClientLabel } from '../../i18n/client-label';

/** One batch: its state, progress, the orders it holds and its tasks in walking order; release or cancel while open. */
export function BatchOverviewPage({ number }: { number: string }) {
  const { t } = useLingui();
  const { data: batch } = useSuspenseQuery(batchQuery(number));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const step = useMutation({
    mutationFn: (name: 'release' | 'cancel') => batchStep(batch.number, name),
    onMutate: () => {
      setProblem(null);
      setNotice(null);
    },
    onSuccess: (after) => setNotice(after.status === 'released' ? t`Released: ${after.tasks} tasks to pick.` : t`Batch cancelled: its orders may be batched again.`),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: batchKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });

  const may = (transition: 'release' | 'cancel') => {
    const rule = batchStates.transitions[transition];
    return rule.from.includes(batch.status) && rule.permission !== null && can(rule.permission);
  };
  const cancel = async () => {
    const yes = await confirm({ header: t`Cancel batch ${batch.number}?`, message: t`Its orders leave it and may be batched again.`, confirmText: t`Cancel batch`, cancelText: t`Keep it`, destructive: true });
    if (yes) step.mutate('cancel');
  };
  return (
    <ScreenFrame title={batch.number}>
      <div className="detail-actions">
        {may('release') ? (
          <Button onClick={() => step.mutate('release')} disabled={step.isPending}>
            {t`Release`}
          </Button>
        ) : null}
        {may('cancel') ? (
          <Button variant="outline" onClick={() => void cancel()} disabled={step.isPending}>
            {t`Cancel batch`}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <Header batch={batch} />
      <Progress batch={batch} />
      <OrdersSection batch={batch} />
      <TasksSection batch={batch} />
    </ScreenFrame>
  );
}

function Header({ batch }: { batch: BatchDetail }) {
  const { t } = useLingui();
  const options = useQuery(orderOptionsQuery()).data;
  const priorityLabel = usePriorityLabel();
  const f = batch.filters;
  const client = f.clientId ? (options?.clients.find((c) => c.id === f.clientId)?.code ?? '…') : null;
  const carrier = f.carrierId ? (options?.carriers.find((c) => c.id === f.carrierId)?.name ?? '…') : null;
  const filters = [
    client ? t`client ${client}` : null,
    carrier ? t`carrier ${carrier}` : null,
    f.priority ? t`priority ${priorityLabel(f.priority)}` : null,
    f.shipBy ? t`due on or before ${f.shipBy}` : null,
    f.singleLine ? t`single-line orders` : null,
    t`at most ${f.maxOrders} orders`,
  ].filter(Boolean);
  return (
    <DetailList
      label={t`Batch`}
      items={[
        [t`Status`, <StateChip key="status" machine={batchStates} state={batch.status} testId="batch-status" />],
        [t`Filters`, filters.join(', ')],
        [t`Pickers`, batch.pickers.join(', ') || null],
        [t`Created by`, batch.createdBy],
        [t`Created`, formatDate(batch.createdAt)],
        [t`Released`, batch.releasedAt ? formatDate(batch.releasedAt) : null],
        [t`Picked`, batch.pickedAt ? formatDate(batch.pickedAt) : null],
      ]}
    />
  );
}

function Progress({ batch }: { batch: BatchDetail }) {
  const { i18n, t } = useLingui();
  const n = (value: number) => i18n.number(value);
  if (batch.tasks === 0) return <p className="field-hint">{t`${n(batch.orders)} orders, ${n(batch.units)} units. Release the batch to make its pick tasks.`}</p>;
  return (
    <div className="batch-progress">
      <label htmlFor="batch-progress">{t`Tasks done: ${n(batch.tasksDone)} of ${n(batch.tasks)}`}</label>
      <progress id="batch-progress" max={batch.tasks} value={batch.tasksDone} />
      <span>
        {t`Units picked: ${n(batch.picked)} of ${n(batch.units)}`}
        {batch.short > 0 ? <span className="batch-short">{` · ${t`short: ${n(batch.short)}`}`}</span> : null}
        {batch.shortPickTasks > 0 ? ` · ${t`tasks from short picks: ${n(batch.shortPickTasks)}`}` : null}
      </span>
    </div>
  );
}

function OrdersSection({ batch }: { batch: BatchDetail }) {
  const { i18n, t } = useLingui();
  const clientLabel = useClientLabel();
  return (
    <section className="batch-section" aria-labelledby="batch-orders-title">
      <h2 id="batch-orders-title">{t`Orders`}</h2>
      <table className="batch-table cards-on-phone" aria-label={t`Orders of the batch`}>
        <thead>
          <tr>
            <th scope="col">{t`Order`}</th>
            <th scope="col">{t`Client`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Allocated`}</th>
            <th scope="col">{t`Picked`}</th>
          </tr>
        </thead>
        <tbody>
          {batch.orderList.map((order) => (
            <tr key={order.id} data-testid="batch-order-row">
              <td data-label={t`Order`}>
                <PageLink page="shipping-order-view" params={{ id: order.number }}>
                  {order.number}
                </PageLink>
              </td>
              <td data-label={t`Client`}>{clientLabel(order.client, 'code')}</td>
              <td data-label={t`Status`}>
                <StateChip machine={orderStates} state={order.status} />
              </td>
              <td data-label={t`Allocated`} className="number">
                {i18n.number(order.allocated)}
              </td>
              <td data-label={t`Picked`} className="number">
                {i18n.number(order.picked)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TasksSection({ batch }: { batch: BatchDetail }) {
  const { i18n, t } = useLingui();
  if (batch.taskList.length === 0) return null;
  const taskStatus: Record<PickTaskStatus, string> = { open: t`To pick`, done: t`Done`, short: t`Short` };
  const shortReason: Record<ShortPickReason, string> = { empty: t`bin empty`, damaged: t`damaged` };
  return (
    <section className="batch-section" aria-labelledby="batch-tasks-title">
      <h2 id="batch-tasks-title">{t`Tasks in walking order`}</h2>
      <table className="batch-table cards-on-phone" aria-label={t`Pick tasks`}>
        <thead>
          <tr>
            <th scope="col">{t`Task`}</th>
            <th scope="col">{t`Bin`}</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Lot`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Picked`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Picker`}</th>
            <th scope="col">{t`Orders`}</th>
          </tr>
        </thead>
        <tbody>
          {batch.taskList.map((task) => (
            <tr key={task.id} data-testid="batch-task-row" className={task.status === 'open' ? undefined : 'batch-task--done'}>
              <td data-label={t`Task`}>{task.fromShortPick ? t`${task.number} (after a short pick)` : task.number}</td>
              <td data-label={t`Bin`} data-testid="batch-task-bin">
                {task.bin.code}
              </td>
              <td data-label={t`SKU`}>{`${task.sku.code} · ${task.sku.description}`}</td>
              <td data-label={t`Lot`}>{task.lotNumber}</td>
              <td data-label={t`Quantity`} className="number">
                {i18n.number(task.quantity)}
              </td>
              <td data-label={t`Picked`} className="number">
                {i18n.number(task.picked)}
              </td>
              <td data-label={t`Status`}>
                {taskStatus[task.status]}
                {task.short > 0 ? <span className="batch-short">{` · ${t`short ${i18n.number(task.short)}`}${task.shortReason ? ` (${shortReason[task.shortReason]})` : ''}`}</span> : null}
              </td>
              <td data-label={t`Picker`}>{task.claimedBy?.name}</td>
              <td data-label={t`Orders`}>{task.orders.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
