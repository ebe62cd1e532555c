import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PackingQueue } from '../../../domain/shipping/packing';
import { useScans } from '../../scan/device';
import type { Scan } from '../../scan/scan-service';
import { Button } from '../../ui/button';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { packingQueueQuery } from './packing-api';
import './packing.css';

type QueueOrder = PackingQueue['orders'][number];

/** The order a scanned code names in the queue: its number, or a tote holding its units. */
export function orderOfCode(orders: readonly QueueOrder[], code: string): QueueOrder | undefined {
  const wanted = code.trim().toUpperCase();
  return orders.find((order) => order.number.toUpperCase() === wanted) ?? orders.find((order) => order.totes.some((tote) => tote.toUpperCase() === wanted));
}

/**
 * The packing station's queue (SHIPMENT_PACKING_LIST): picked orders, most urgent first. Scanning (or
 * typing) a tote or an order number opens its packing.
 */
export function PackingQueuePage({ onOrder }: { onOrder: (orderId: string) => void }) {
  const { t } = useLingui();
  const queue = useQuery(packingQueueQuery());
  const [typed, setTyped] = useState('');
  const [missed, setMissed] = useState<string | null>(null);
  const orders = queue.data?.orders;
  const open = useCallback(
    (code: string) => {
      const order = orders ? orderOfCode(orders, code) : undefined;
      if (order) onOrder(order.id);
      else setMissed(code);
      return order ? ('accepted' as const) : ('rejected' as const);
    },
    [orders, onOrder],
  );
  useScans(useCallback((scan: Scan) => open(scan.parsed.code), [open]));
  return (
    <ScreenFrame>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          open(typed);
        }}
      >
        <TextField id="packing-queue-code" label={t`Scan or type a tote or order number`} value={typed} onChange={setTyped} autoComplete="off" />
        <Button type="submit">{t`Open`}</Button>
      </form>
      {missed !== null ? <p role="alert">{t`${missed} is not a tote or order waiting to be packed.`}</p> : null}
      {queue.isError ? <p role="alert">{t`The packing queue could not be loaded. Connect to the network and try again.`}</p> : null}
      {!orders ? (
        queue.isError ? null : <p role="status">{t`Loading…`}</p>
      ) : orders.length === 0 ? (
        <p>{t`No order is waiting to be packed.`}</p>
      ) : (
        <ul className="packing__queue" aria-label={t`Orders to pack`} data-testid="packing-queue">
          {orders.map((order) => (
            <li key={order.id} data-testid="packing-queue-order" data-priority={order.priority}>
              <PageLink page="shipping-packing-detail" search={{ order: order.id }} className="packing__queue-link">
                <strong>{order.number}</strong>
              </PageLink>
              <span>{order.clientName}</span>
              <span>{t`${order.packed} of ${order.units} units packed`}</span>
              {order.totes.length > 0 ? <span>{t`Totes: ${order.totes.join(', ')}`}</span> : null}
              {order.shipBy ? <span>{t`Ship by ${order.shipBy}`}</span> : null}
              {order.priority === 'urgent' || order.priority === 'high' ? <span className="packing__urgent">{order.priority === 'urgent' ? t`Urgent` : t`High priority`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}
