import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ScanContext } from '../../../../domain/receiving/scan-context';
import { SCANNABLE_STATUSES } from '../../../../domain/receiving/statuses';
import { PageLink } from '../../../ui/page-link';
import { onMutationApplied, useOnline } from '../../../offline/outbox-control';
import { useScans, useScanService } from '../../../scan/device';
import type { ScanOutcome } from '../../../scan/feedback';
import { Button } from '../../../ui/button';
import { ScreenFrame } from '../../../ui/screen-frame';
import { TextField } from '../../../ui/text-field';
import type { CameraModalProps } from '../../scanner/scan-trial';
import { PendingLabels } from '../../printing/pending-labels';
import { ControlNumberStatusChip } from '../control-number-status';
import { ManualCodeForm } from '../../scanner/manual-code-form';
import { noticeText } from './notice-text';
import { lookupBarcode, scanContextQuery } from './scan-item-api';
import { ScanTally } from './scan-tally';
import { UnitList } from './unit-list';
import { createScanSession } from './scan-session-store';
import { startWmsPool, useWmsPoolSize } from './wms-pool';
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
      <div className="scan-item">
        {context.data ? (
          <ScanItemScreen key={context.dataUpdatedAt} context={context.data} CameraModal={CameraModal} />
        ) : context.isError ? (
          <p role="alert">{t`This control number could not be loaded. Connect to the network and open it again.`}</p>
        ) : (
          <p role="status">{t`Loading…`}</p>
        )}
      </div>
    </ScreenFrame>
  );
}

function ScanItemScreen({ context, CameraModal }: { context: ScanContext; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [session] = useState(() => createScanSession(context));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const scans = useScanService();
  const online = useOnline();
  const poolSize = useWmsPoolSize();
  const { awaiting, notice, place } = state;
  const clientName = context.controlNumber.client.name;
  const open = SCANNABLE_STATUSES.includes(context.controlNumber.status);

  useScans(open ? session.onScan : refuseAll);
  useEffect(() => void session.restore(), [session]);
  useEffect(() => onMutationApplied(session.onApplied), [session]);

  // An unknown barcode may be another client's SKU: worth saying so when the server can tell.
  useEffect(() => {
    if (notice?.kind !== 'reject' || notice.reason !== 'unknown-barcode' || !online) return;
    let cancelled = false;
    lookupBarcode(notice.code)
      .then((found) => {
        const other = found.skus.find((sku) => sku.client.id !== context.controlNumber.client.id);
        if (!cancelled && other) session.setNotice({ ...notice, reason: 'other-client', code: `${other.code} (${other.client.name})` });
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
  const message = notice ? noticeText(i18n, notice, clientName) : '';
  const tone = notice?.kind === 'reject' || notice?.kind === 'no-numbers' ? 'rejected' : notice?.kind === 'received' ? 'accepted' : 'info';

  return (
    <>
      <header className="scan-item__header">
        <p>
          <strong>{context.controlNumber.client.name}</strong> · <ControlNumberStatusChip status={context.controlNumber.status} /> ·{' '}
          <PageLink page="receiving-control-number-view" params={{ controlNumber: context.controlNumber.number }}>
            {t`Control number`}
          </PageLink>
        </p>
        <p className={poolSize < 20 ? 'scan-item__pool scan-item__pool--low' : 'scan-item__pool'} data-testid="wms-pool">
          {t`${poolSize} labels ready offline`}
        </p>
      </header>
      {!open ? <p role="alert">{t`This control number takes no more units. Ask a supervisor.`}</p> : null}
      <section className="scan-item__prompt" aria-live="polite" data-testid="scan-prompt" data-awaiting={awaiting.kind} data-scanner={scans ? 'ready' : 'starting'}>
        <p className="scan-item__ask">{prompt}</p>
        {awaiting.kind === 'quantity' ? (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              session.confirmQuantity();
            }}
          >
            <TextField id="scan-quantity" label={t`Quantity`} value={state.quantityText} onChange={session.setQuantityText} inputMode="numeric" autoComplete="off" />
            <Button type="submit">{t`Receive`}</Button>
            <Button variant="outline" onClick={session.cancelAwaiting}>
              {t`Cancel`}
            </Button>
          </form>
        ) : awaiting.kind === 'serial' ? (
          <Button variant="outline" size="small" onClick={session.cancelAwaiting}>
            {t`Cancel`}
          </Button>
        ) : null}
        <p className="scan-item__place">
          {place ? (
            <>
              {place.kind === 'bin' ? t`Into bin ${place.code}` : t`Into container ${place.code}`}{' '}
              <Button size="small" variant="outline" onClick={session.clearPlace}>
                {t`Clear place`}
              </Button>
            </>
          ) : (
            t`Scan a bin or container label to put units there.`
          )}
        </p>
      </section>
      <p className={`scan-item__notice scan-item__notice--${tone}`} role={tone === 'rejected' ? 'alert' : 'status'} data-testid="scan-notice" data-tone={tone}>
        {message}
      </p>
      <PendingLabels />
      <ManualCodeForm id="scan-typed" label={t`Type a code`} submitLabel={t`Enter`} CameraModal={CameraModal} />
      <ScanTally context={context} received={state.received} index={session.index} />
      <UnitList units={state.units} clientName={clientName} onUndo={(unit) => void session.undo(unit)} onFixSerial={(unit, serial) => void session.fixSerial(unit, serial)} />
    </>
  );
}

const refuseAll = (): ScanOutcome => 'rejected';
