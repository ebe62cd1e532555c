import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ControlNumberDetail, ExpectedLineResult } from '../../../domain/receiving/control-numbers';
import { SCANNABLE_STATUSES } from '../../../domain/receiving/statuses';
import { controlNumberStates } from '../../../domain/states/control-number-states';
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
import { ReceivedItemsSection } from './received-items-section';
import { cancelControlNumber, closeControlNumber, controlNumberKeys, controlNumberQuery, goodsReceiptWhole } from './receiving-api';
import './receiving.css';

/** One control number: header, expected against received per SKU, its units, and what may be done to it. */
export function ControlNumberViewPage({ number }: { number: string }) {
  const { t } = useLingui();
  const { data: cn } = useSuspenseQuery(controlNumberQuery(number));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const run = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onMutate: () => {
      setProblem(null);
      setNotice(null);
    },
    onSuccess: (text) => setNotice(text),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: controlNumberKeys.all }),
  });


  const scannable = SCANNABLE_STATUSES.includes(cn.status);
  const postAll = async () => {
    if (!(await confirm({ header: t`Goods receipt for ${cn.number}?`, message: t`Every received unit becomes available stock, and the control number is marked received.`, confirmText: t`Post goods receipt` }))) return;
    run.mutate(async () => {
      const { posted } = await goodsReceiptWhole(cn.number);
      return t`Goods receipt posted for ${posted.length} unit(s).`;
    });
  };
  const step = async (action: 'close' | 'cancel') => {
    const ok = await confirm(
      action === 'close'
        ? { header: t`Close ${cn.number}?`, message: t`A closed control number cannot be changed any more.`, confirmText: t`Close` }
        : { header: t`Cancel ${cn.number}?`, message: t`Only a control number without units can be cancelled.`, confirmText: t`Cancel control number`, destructive: true },
    );
    if (!ok) return;
    run.mutate(async () => {
      await (action === 'close' ? closeControlNumber(cn.number) : cancelControlNumber(cn.number));
      return action === 'close' ? t`Control number closed.` : t`Control number cancelled.`;
    });
  };

  return (
    <ScreenFrame title={cn.number}>
      <div className="detail-actions">
        {scannable && can('RECEIVING_DETAIL_SCAN') ? (
          <PageLink page="receiving-scan-item" params={{ controlNumber: cn.number }} className="app-button app-button--solid">
            {t`Scan items`}
          </PageLink>
        ) : null}
        {scannable && can('RECEIVING_DETAIL_EDIT') ? (
          <PageLink page="receiving-control-number-edit" params={{ controlNumber: cn.number }} className="app-button app-button--outline">
            {t`Edit`}
          </PageLink>
        ) : null}
        {cn.status === 'receiving' && can('RECEIVING_GR_RECEIVING') ? <Button onClick={() => void postAll()}>{t`Goods receipt for the whole control number`}</Button> : null}
        {cn.status === 'received' && can('RECEIVING_DETAIL_EDIT') ? (
          <Button variant="outline" onClick={() => void step('close')}>
            {t`Close`}
          </Button>
        ) : null}
        {scannable && can('RECEIVING_DETAIL_EDIT') ? (
          <Button variant="outline" onClick={() => void step('cancel')}>
            {t`Cancel control number`}
          </Button>
        ) : null}
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      <Header cn={cn} />
      <ExpectedAgainstReceived lines={cn.lines} />
      <ReceivedItemsSection number={cn.number} onProblem={setProblem} onNotice={setNotice} />
    </ScreenFrame>
  );
}

function Header({ cn }: { cn: ControlNumberDetail }) {
  const { i18n, t } = useLingui();
  const named = (ref: { code: string; name: string } | null) => (ref ? `${ref.code} · ${ref.name}` : null);
  return (
    <DetailList
      label={t`Control number`}
      items={[
        [t`Status`, <StateChip key="status" machine={controlNumberStates} state={cn.status} testId="control-number-status" />],
        [t`Client`, named(cn.client)],
        [t`Source type`, named(cn.sourceType)],
        [t`Dealer`, named(cn.dealer)],
        [t`Carrier`, named(cn.carrier)],
        [t`Tracking numbers`, cn.trackingNumbers.join(', ')],
        [t`Expected`, i18n.number(cn.expected)],
        [t`Received`, i18n.number(cn.received)],
        [t`Notes`, cn.notes],
        [t`Created by`, cn.createdBy],
        [t`Created`, formatDate(cn.createdAt)],
        [t`Goods receipt`, cn.receivedAt ? formatDate(cn.receivedAt) : null],
        [t`Closed`, cn.closedAt ? formatDate(cn.closedAt) : null],
      ]}
    />
  );
}

/** Per SKU: over and under are said in words as well as in colour. */
function ExpectedAgainstReceived({ lines }: { lines: readonly ExpectedLineResult[] }) {
  const { i18n, t } = useLingui();
  const n = (value: number) => i18n.number(value);
  const verdict = (line: ExpectedLineResult) => {
    const difference = line.received - line.expected;
    if (line.expected === 0) return <span className="receiving-over">{t`Not expected`}</span>;
    if (difference > 0) return <span className="receiving-over">{t`Over by ${n(difference)}`}</span>;
    if (difference < 0) return <span className="receiving-under">{t`Under by ${n(-difference)}`}</span>;
    return <span className="receiving-match">{t`As expected`}</span>;
  };
  return (
    <section className="receiving-section" aria-labelledby="expected-title">
      <h2 id="expected-title">{t`Expected and received`}</h2>
      {lines.length === 0 ? (
        <p>{t`Nothing expected and nothing received yet.`}</p>
      ) : (
        <table className="receiving-lines cards-on-phone" aria-label={t`Expected and received per SKU`}>
          <thead>
            <tr>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Description`}</th>
              <th scope="col">{t`Expected`}</th>
              <th scope="col">{t`Received`}</th>
              <th scope="col">{t`Difference`}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.sku.id}>
                <td data-label={t`SKU`}>{line.sku.code}</td>
                <td data-label={t`Description`}>{line.sku.description}</td>
                <td data-label={t`Expected`} className="number">
                  {n(line.expected)}
                </td>
                <td data-label={t`Received`} className="number">
                  {n(line.received)}
                </td>
                <td data-label={t`Difference`}>{verdict(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
