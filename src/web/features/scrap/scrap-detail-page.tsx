import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import type { ScrapListDetail } from '../../../domain/scrap/scrap-lists';
import { scrapListStates } from '../../../domain/states/scrap-list-states';
import { formatDate } from '../../i18n/format-date';
import { isApiError } from '../../lib/api/api-error';
import { can, useSession } from '../../lib/session/session';
import { useScans } from '../../scan/device';
import type { Scan } from '../../scan/scan-service';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { DetailList } from '../../ui/form/detail-list';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { TextField } from '../../ui/text-field';
import { type ScrapStep, addScrapUnits, removeScrapUnits, scrapKeys, scrapQuery, scrapStep } from './scrap-api';
import { ScrapCertificate } from './scrap-certificate';
import { ScrapListForm } from './scrap-list-form';
import { ScrapShipForm } from './scrap-ship-form';
import { SCRAP_REASON_LABELS } from './scrap-texts';
import { ScrapUnitsTable } from './scrap-units-table';
import './scrap.css';

/**
 * One scrap list. `editing` (the edit route, a draft and SCRAP_LIST_EDIT) adds the reason form, units by
 * scan or by typing, and removing them; every page offers the steps its state and the user's permissions allow.
 */
export function ScrapDetailPage({ number, editing }: { number: string; editing: boolean }) {
  const { t } = useLingui();
  const { data: list } = useSuspenseQuery(scrapQuery(number));
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [certificate, setCertificate] = useState(false);
  const [shipping, setShipping] = useState(false);
  const editable = editing && list.status === 'draft' && can('SCRAP_LIST_EDIT');

  const change = useMutation({
    mutationFn: (run: () => Promise<ScrapListDetail>) => run(),
    onMutate: () => {
      setProblem(null);
      setNotice(null);
    },
    onSuccess: (after) => queryClient.setQueryData(scrapKeys.detail(number), after),
    onError: (error) => setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrapKeys.all }),
  });

  const { mutate } = change;
  const add = useCallback(
    (code: string) =>
      mutate(async () => {
        const after = await addScrapUnits(number, [code]);
        setNotice(t`${code} added.`);
        return after;
      }),
    [mutate, number, t],
  );
  useScans(
    useCallback(
      (scan: Scan) => {
        if (editable) add(scan.code);
      },
      [add, editable],
    ),
  );

  return (
    <ScreenFrame title={list.number}>
      <StepButtons list={list} onStep={(step, body) => change.mutate(() => scrapStep(number, step, body))} busy={change.isPending} onCertificate={() => setCertificate(true)} onShip={() => setShipping(true)} />
      {shipping && list.status === 'approved' ? (
        <ScrapShipForm
          list={list}
          onBack={() => setShipping(false)}
          onShipped={(after) => {
            setShipping(false);
            queryClient.setQueryData(scrapKeys.detail(number), after);
            void queryClient.invalidateQueries({ queryKey: scrapKeys.all });
          }}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
      <p role="status">{notice ?? ''}</p>
      <Header list={list} />
      {editable ? (
        <section aria-labelledby="scrap-edit-title">
          <h2 id="scrap-edit-title">{t`Reason and notes`}</h2>
          <ScrapListForm key={`${list.reason} ${list.notes}`} list={list} submitLabel={t`Save`} onSaved={() => setNotice(t`Saved.`)} onCancel={() => undefined} />
          <AddUnit onAdd={add} busy={change.isPending} />
        </section>
      ) : null}
      <Units list={list} onRemove={editable ? (code) => change.mutate(() => removeScrapUnits(number, [code])) : null} />
      <History list={list} />
      {certificate ? <ScrapCertificate list={list} onClose={() => setCertificate(false)} /> : null}
    </ScreenFrame>
  );
}

function Header({ list }: { list: ScrapListDetail }) {
  const { i18n, t } = useLingui();
  const when = (at: string | null) => (at ? formatDate(at) : null);
  return (
    <DetailList
      label={t`Scrap list`}
      items={[
        [t`Status`, <StateChip key="status" machine={scrapListStates} state={list.status} testId="scrap-status" />],
        [t`Reason`, i18n._(SCRAP_REASON_LABELS[list.reason])],
        [t`Notes`, list.notes],
        [t`Units`, t`${list.unitList.length} units, ${list.quantity} pieces`],
        [t`Created by`, list.createdBy],
        [t`Created`, when(list.createdAt)],
        [t`Submitted`, when(list.submittedAt)],
        [t`Approved by`, list.approvedBy],
        [t`Approved`, when(list.approvedAt)],
        [t`Destroyed or shipped by`, list.closedBy],
        [t`Destroyed or shipped`, when(list.closedAt)],
        [t`Witness`, list.witness],
        [t`Why cancelled`, list.cancelReason],
        [
          t`Recycler's order`,
          list.orderNumber && can('SHIPMENT_ORDER_LIST') ? (
            <PageLink key="order" page="shipping-order-view" params={{ id: list.orderNumber }}>
              {list.orderNumber}
            </PageLink>
          ) : (
            list.orderNumber
          ),
        ],
      ]}
    />
  );
}

/** A reason or a witness: the one text some steps ask for before they run. */
function StepButtons({ list, onStep, busy, onCertificate, onShip }: { list: ScrapListDetail; onStep: (step: ScrapStep, body?: { reason: string } | { witness: string }) => void; busy: boolean; onCertificate: () => void; onShip: () => void }) {
  const { t } = useLingui();
  const me = useSession().user?.id;
  const [asking, setAsking] = useState<'cancel' | 'destroy' | null>(null);
  const [text, setText] = useState('');
  const may = (step: keyof typeof scrapListStates.transitions) => {
    const rule = scrapListStates.transitions[step];
    return rule.from.includes(list.status) && rule.permission !== null && can(rule.permission);
  };
  const ownList = list.createdById === me;
  const submitAsked = (event: FormEvent) => {
    event.preventDefault();
    if (!asking || text.trim() === '') return;
    onStep(asking, asking === 'cancel' ? { reason: text } : { witness: text });
    setAsking(null);
    setText('');
  };
  return (
    <div className="detail-actions">
      {may('submit') ? <Button onClick={() => onStep('submit')} disabled={busy}>{t`Submit for approval`}</Button> : null}
      {may('approve') && !ownList ? <Button onClick={() => onStep('approve')} disabled={busy}>{t`Approve`}</Button> : null}
      {may('approve') && ownList ? <p className="field-hint">{t`You created this list: another person approves it.`}</p> : null}
      {may('reopen') ? <Button variant="outline" onClick={() => onStep('reopen')} disabled={busy}>{t`Back to draft`}</Button> : null}
      {may('destroy') ? <Button onClick={() => setAsking('destroy')} disabled={busy}>{t`Destroy units`}</Button> : null}
      {may('ship') ? <Button onClick={onShip} disabled={busy}>{t`Ship to a recycler`}</Button> : null}
      {may('cancel') ? <Button variant="outline" onClick={() => setAsking('cancel')} disabled={busy}>{t`Cancel list`}</Button> : null}
      {list.status === 'destroyed' ? <Button variant="outline" onClick={onCertificate}>{t`Certificate of destruction`}</Button> : null}
      {asking ? (
        <form className="inline-form" onSubmit={submitAsked} aria-label={asking === 'cancel' ? t`Cancel list` : t`Destroy units`}>
          <TextField id="scrap-step-text" label={asking === 'cancel' ? t`Why is the list cancelled?` : t`Who witnessed the destruction?`} value={text} onChange={setText} maxLength={asking === 'cancel' ? 500 : 120} required />
          <Button type="submit" disabled={busy || text.trim() === ''}>{asking === 'cancel' ? t`Cancel list` : t`Confirm destruction`}</Button>
          <Button variant="outline" onClick={() => setAsking(null)}>{t`Back`}</Button>
        </form>
      ) : null}
    </div>
  );
}

function AddUnit({ onAdd, busy }: { onAdd: (code: string) => void; busy: boolean }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    onAdd(code.trim());
    setCode('');
  };
  return (
    <form className="scrap-add" onSubmit={submit} aria-label={t`Add a unit`}>
      <TextField id="scrap-add-code" label={t`Scan or type a WMS number or serial`} value={code} onChange={setCode} autoComplete="off" maxLength={80} />
      <Button type="submit" disabled={busy}>{t`Add`}</Button>
    </form>
  );
}

function Units({ list, onRemove }: { list: ScrapListDetail; onRemove: ((code: string) => void) | null }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="scrap-units-title">
      <h2 id="scrap-units-title">{t`Units`}</h2>
      {list.unitList.length === 0 ? (
        <p>{t`No units yet.`}</p>
      ) : (
        <ScrapUnitsTable list={list} columns={['status', 'bin']} className="scrap-units" onRemove={onRemove} />
      )}
    </section>
  );
}

function History({ list }: { list: ScrapListDetail }) {
  const { t } = useLingui();
  // Inside the component, where the macro's `t` translates each label.
  const historyLabel = (action: string): string => {
    switch (action) {
      case 'scrap-list.create':
        return t`created`;
      case 'scrap-list.edit':
        return t`reason or notes changed`;
      case 'scrap-list.add-units':
        return t`units added`;
      case 'scrap-list.remove-units':
        return t`units removed`;
      case 'scrap-list.submit':
        return t`submitted`;
      case 'scrap-list.reopen':
        return t`back to draft`;
      case 'scrap-list.approve':
        return t`approved`;
      case 'scrap-list.cancel':
        return t`cancelled`;
      case 'scrap-list.destroy':
        return t`units destroyed`;
      case 'scrap-list.ship':
        return t`recycler's order created`;
      case 'scrap-list.order-shipped':
        return t`shipped to the recycler`;
      case 'scrap-list.order-cancelled':
        return t`recycler's order cancelled`;
      default:
        return action;
    }
  };
  return (
    <section aria-labelledby="scrap-history-title">
      <h2 id="scrap-history-title">{t`History`}</h2>
      <ol data-testid="scrap-history">
        {list.history.map((entry, i) => (
          <li key={`${entry.at} ${i}`}>
            {formatDate(entry.at)} · {entry.username ?? '—'} · {historyLabel(entry.action)}
          </li>
        ))}
      </ol>
    </section>
  );
}
