import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import type { ScanContext } from '../../../../domain/receiving/scan-context';
import { SCANNABLE_STATUSES } from '../../../../domain/receiving/statuses';
import { controlNumberStates } from '../../../../domain/states/control-number-states';
import { useStore } from '../../../lib/store/create-store';
import { useOnline } from '../../../offline/sync-state';
import type { ScanOutcome } from '../../../scan/feedback';
import { waitingOf } from '../../../scan/kit/entry-sync';
import { type NoticeTone, ScanScreen } from '../../../scan/kit/scan-screen';
import type { CameraModalProps } from '../../../scan/camera-modal';
import { Button } from '../../../ui/button';
import { PageLink } from '../../../ui/page-link';
import { ScreenFrame } from '../../../ui/screen-frame';
import { StateChip } from '../../../ui/state-chip';
import { TextField } from '../../../ui/text-field';
import { PendingLabels } from '../../printing/public';
import { type Notice, type ReceivingSession, createReceivingSession } from './scan-session-store';
import { noticeText } from './notice-text';
import { lookupBarcode, scanContextQuery } from './scan-item-api';
import { ScanTally } from './scan-tally';
import { UnitList } from './unit-list';
import { startWmsPool, useWmsPoolSize } from '../../../offline/wms-pool';
import './scan-item.css';

interface ScanItemPageProps {
  controlNumber: string;
  CameraModal?: ComponentType<CameraModalProps>;
}

/** The handheld's receiving screen: loads what it needs to work offline, then scans. */
export function ScanItemPage({ controlNumber, CameraModal }: ScanItemPageProps) {
  const { t } = useLingui();
  // Refetched once on opening, not on focus or reconnect: a fresh context restarts the session.
  const context = useQuery({ ...scanContextQuery(controlNumber), refetchOnWindowFocus: false, refetchOnReconnect: false });
  useEffect(() => void startWmsPool(), []);
  return (
    <ScreenFrame title={t`Scan items · ${controlNumber}`}>
      {context.data ? (
        <ScanItemScreen key={context.dataUpdatedAt} context={context.data} CameraModal={CameraModal} />
      ) : context.isError ? (
        <p role="alert">{t`This control number could not be loaded. Connect to the network and open it again.`}</p>
      ) : (
        <p role="status">{t`Loading…`}</p>
      )}
    </ScreenFrame>
  );
}

const toneOf = (notice: Notice | null): NoticeTone =>
  notice?.kind === 'reject' || notice?.kind === 'no-numbers' ? 'rejected' : notice?.kind === 'received' ? 'accepted' : 'info';

function ScanItemScreen({ context, CameraModal }: { context: ScanContext; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [receiving] = useState(() => createReceivingSession(context));
  const { session } = receiving;
  const { awaiting, place, received, quantityText } = useStore(receiving.flow);
  const { entries, notice } = useStore(session.store);
  const online = useOnline();
  const poolSize = useWmsPoolSize();
  const clientName = context.controlNumber.client.name;
  const open = SCANNABLE_STATUSES.includes(context.controlNumber.status);

  useEffect(() => void receiving.restore(), [receiving]);
  useEffect(() => session.listen(), [session]);

  // An unknown barcode may be another client's SKU: worth saying so when the server can tell.
  useEffect(() => {
    if (notice?.kind !== 'reject' || notice.reason !== 'unknown-barcode' || !online) return;
    let cancelled = false;
    lookupBarcode(notice.code)
      .then((found) => {
        const other = found.skus.find((sku) => sku.client.id !== context.controlNumber.client.id);
        if (!cancelled && other) session.say({ ...notice, reason: 'other-client', code: `${other.code} (${other.client.name})` });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [notice, online, context.controlNumber.client.id, session]);

  const prompt =
    awaiting.kind === 'sku'
      ? t`Scan a product barcode (or a GS1 label).`
      : awaiting.kind === 'serial'
        ? t`${awaiting.sku.code} ${awaiting.sku.description}: scan the serial number.`
        : t`${awaiting.sku.code} ${awaiting.sku.description}: how many units?`;
  const last = session.last(entries);

  return (
    <ScanScreen
      name="scan"
      document={
        <>
          <p>
            <strong>{clientName}</strong> · <StateChip machine={controlNumberStates} state={context.controlNumber.status} /> ·{' '}
            <PageLink page="receiving-control-number-view" params={{ controlNumber: context.controlNumber.number }}>
              {t`Control number`}
            </PageLink>
          </p>
          <p className={poolSize < 20 ? 'scan-item__pool scan-item__pool--low' : 'scan-item__pool'} data-testid="wms-pool">
            {t`${poolSize} labels ready offline`}
          </p>
          {!open ? <p role="alert">{t`This control number takes no more units. Ask a supervisor.`}</p> : null}
        </>
      }
      prompt={
        <>
          <p>{prompt}</p>
          <QuantityStep receiving={receiving} awaiting={awaiting.kind} quantityText={quantityText} />
          <p>
            {place ? (
              <>
                {place.kind === 'bin' ? t`Into bin ${place.code}` : t`Into container ${place.code}`}{' '}
                <Button size="small" variant="outline" onClick={receiving.clearPlace}>
                  {t`Clear place`}
                </Button>
              </>
            ) : (
              t`Scan a bin or container label to put units there.`
            )}
          </p>
        </>
      }
      promptData={{ awaiting: awaiting.kind }}
      notice={notice ? { tone: toneOf(notice), text: noticeText(i18n, notice, clientName) } : null}
      onUndoLast={last ? () => void receiving.undo(last) : undefined}
      onScan={open ? receiving.onScan : refuseAll}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={waitingOf(entries)}
      progress={<ScanTally context={context} received={received} index={receiving.index} />}
    >
      <PendingLabels />
      <UnitList units={entries} clientName={clientName} onUndo={(unit) => void receiving.undo(unit)} onFixSerial={(unit, serial) => void receiving.fixSerial(unit, serial)} />
    </ScanScreen>
  );
}

function QuantityStep({ receiving, awaiting, quantityText }: { receiving: ReceivingSession; awaiting: string; quantityText: string }) {
  const { t } = useLingui();
  if (awaiting === 'serial') {
    return (
      <Button variant="outline" size="small" onClick={receiving.cancelAwaiting}>
        {t`Cancel`}
      </Button>
    );
  }
  if (awaiting !== 'quantity') return null;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        receiving.confirmQuantity();
      }}
    >
      <TextField id="scan-quantity" label={t`Quantity`} value={quantityText} onChange={receiving.setQuantityText} inputMode="numeric" autoComplete="off" />
      <Button type="submit">{t`Receive`}</Button>
      <Button variant="outline" onClick={receiving.cancelAwaiting}>
        {t`Cancel`}
      </Button>
    </form>
  );
}

const refuseAll = (): ScanOutcome => 'rejected';
