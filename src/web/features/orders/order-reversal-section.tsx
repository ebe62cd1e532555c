import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import type { OrderDetail } from '../../../domain/orders/orders';
import { OrderReversalSchema, REVERSAL_STATUSES, type ReversalStatus } from '../../../domain/shipping/reversal';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { resolveLabel } from '../locations/public';
import { orderKeys, reverseOrder } from './orders-api';

/**
 * Shipped units that came back (SHIPMENT_ORDER_REVERSE): the user ticks them (how many of a counted
 * unit), names the bin they go into and their status, and says why. Checked with the API's own schema.
 */
export function OrderReversalSection({ order, mayReverse }: { order: OrderDetail; mayReverse: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const shipped = mayReverse ? order.units.filter((unit) => unit.status === 'shipped') : [];
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [bin, setBin] = useState('');
  const [status, setStatus] = useState<ReversalStatus>('available');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<ReversalStatus, string> = { available: t`Available`, qc: t`Quality control`, repair: t`Repair`, clean: t`Cleaning` };
  if (shipped.length === 0 && order.reversals.length === 0) return null;

  const submit = async () => {
    setProblem(null);
    setDone(null);
    const units = shipped.flatMap((unit) => (counts[unit.itemId] ? [{ itemId: unit.itemId, quantity: Number(counts[unit.itemId]) }] : []));
    const found = bin.trim() ? await resolveLabel(bin.trim()).catch(() => null) : null;
    if (bin.trim() && found?.kind !== 'bin') {
      setProblem(t`No bin has this label or code.`);
      return;
    }
    const parsed = v.safeParse(OrderReversalSchema, { units, binId: found?.kind === 'bin' ? found.bin.id : '', status, reason });
    if (!parsed.success) {
      setProblem(parsed.issues.map((issue) => issue.message).join(' '));
      return;
    }
    setBusy(true);
    try {
      await reverseOrder(order.number, parsed.output);
      setCounts({});
      setReason('');
      setDone(t`The units are back in stock.`);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    } catch (error) {
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-section" aria-labelledby="order-reversal-title">
      <h2 id="order-reversal-title">{t`Units that came back`}</h2>
      {order.reversals.length > 0 ? (
        <ul data-testid="order-reversals">
          {order.reversals.map((row) => (
            <li key={`${row.wmsNumber} ${row.at}`}>{t`${row.quantity} × ${row.wmsNumber} into ${row.bin} (${row.status}): ${row.reason}`}</li>
          ))}
        </ul>
      ) : null}
      {shipped.length > 0 ? (
        <form
          aria-label={t`Take shipped units back`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {shipped.map((unit) =>
            unit.quantity === 1 ? (
              <label key={unit.itemId} className="order-reversal__unit">
                <input type="checkbox" checked={counts[unit.itemId] === '1'} onChange={(event) => setCounts({ ...counts, [unit.itemId]: event.target.checked ? '1' : '' })} /> {unit.serial ? `${unit.wmsNumber} · ${unit.serial}` : unit.wmsNumber}
              </label>
            ) : (
              <TextField key={unit.itemId} id={`reverse-${unit.itemId}`} label={t`How many of ${unit.wmsNumber} came back (of ${unit.quantity})`} inputMode="numeric" value={counts[unit.itemId] ?? ''} onChange={(text) => setCounts({ ...counts, [unit.itemId]: text })} />
            ),
          )}
          <TextField id="reverse-bin" label={t`Into bin (label or code)`} value={bin} onChange={setBin} autoComplete="off" />
          <SelectField id="reverse-status" label={t`They are`} value={status} onChange={(value) => setStatus(value as ReversalStatus)} options={REVERSAL_STATUSES.map((one) => ({ value: one, label: labels[one] }))} />
          <TextField id="reverse-reason" label={t`Why did they come back?`} value={reason} maxLength={500} onChange={setReason} />
          {problem ? <p role="alert" className="form-error">{problem}</p> : null}
          {done ? <p role="status">{done}</p> : null}
          <Button type="submit" variant="outline" disabled={busy}>
            {t`Take them back`}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
