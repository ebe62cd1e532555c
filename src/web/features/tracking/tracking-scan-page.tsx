import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { TRACKING_NUMBER_MAX, TrackingNumberSchema } from '../../../domain/tracking/client-tracking';
import { formatDate } from '../../i18n/format-date';
import { useOnline, useSyncState } from '../../offline/outbox-control';
import { useDeviceSettings, useScans } from '../../scan/device';
import { giveFeedback } from '../../scan/feedback';
import type { Scan } from '../../scan/scan-service';
import { ManualCodeForm } from '../scanner/manual-code-form';
import type { CameraModalProps } from '../scanner/scan-trial';
import { ScreenFrame } from '../../ui/screen-frame';
import { onScanAnswered, recordArrival, refreshProblems, type ScanRow, type ScanRowState, useScanSession } from './scan-session';
import './tracking.css';

/** The camera scanner the route hands in (the camera feature's modal), as the /scanner page takes it. */
const CHIPS: Record<ScanRowState, string> = {
  queued: 'chip chip--muted',
  problem: 'chip chip--danger',
  arrived: 'chip chip--success',
  unexpected: 'chip chip--warning',
  'already-arrived': 'chip',
};

function StateChip({ row, online }: { row: ScanRow; online: boolean }) {
  const { t } = useLingui();
  const texts: Record<ScanRowState, string> = {
    queued: online ? t`Sending…` : t`Queued (offline)`,
    problem: t`Not recorded: see the sync problems`,
    arrived: t`Arrived`,
    unexpected: t`Unexpected: not registered`,
    'already-arrived': t`Already arrived`,
  };
  return <span className={CHIPS[row.state]}>{texts[row.state]}</span>;
}

/**
 * The dock's scan list: every parcel scanned (hardware scanner, camera or typed) is marked arrived
 * through the outbox, so it works offline; the list shows what each scan turned out to be.
 */
export function TrackingScanPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  const settings = useDeviceSettings();
  const session = useScanSession();
  const online = useOnline();
  const { problems } = useSyncState();
  const [refused, setRefused] = useState<string | null>(null);

  const onScan = useCallback((scan: Scan) => {
    // The scan service already warned of a repeat within its window: the same parcel read twice.
    if (scan.duplicate) return undefined;
    const parsed = v.safeParse(TrackingNumberSchema, scan.code);
    if (!parsed.success) {
      setRefused(scan.code);
      return 'rejected';
    }
    setRefused(null);
    void recordArrival({ trackingNumber: parsed.output, scannedAt: new Date(performance.timeOrigin + scan.at).toISOString() });
    return 'accepted';
  }, []);
  useScans(onScan);

  // The first tone said "read"; this one tells what the server found, when it is worth a look.
  useEffect(
    () =>
      onScanAnswered((row) => {
        if (!settings) return;
        if (row.state === 'unexpected') giveFeedback('rejected', settings);
        else if (row.state === 'already-arrived') giveFeedback('duplicate', settings);
      }),
    [settings],
  );
  useEffect(() => {
    void refreshProblems();
  }, [problems]);

  return (
    <ScreenFrame>
      {/* The scan service starts with the device's settings: until then a scan would go nowhere. */}
      {settings ? (
        <div className="tracking-scan">
          <p>{settings.input === 'camera' ? t`Open the camera and point it at the parcel's label.` : t`Scan the parcel's label with the hardware scanner, or type its tracking number.`}</p>
          <ManualCodeForm id="tracking-scan-typed" label={t`Tracking number`} submitLabel={t`Add`} maxLength={TRACKING_NUMBER_MAX} CameraModal={CameraModal} />
        {refused ? (
          <p role="alert" className="form-error">
            {t`${refused} is not a tracking number: letters, digits and dashes only.`}
          </p>
        ) : null}
        <h2 id="tracking-scan-title">{t`Scanned parcels`}</h2>
        {session.length === 0 ? <p>{t`Nothing scanned yet.`}</p> : null}
        <ol className="tracking-scan__list" aria-labelledby="tracking-scan-title" aria-live="polite">
          {session.map((row) => (
            <li key={row.id} className="tracking-scan__item" data-testid="tracking-scan" data-state={row.state}>
              <span className="tracking-scan__number">{row.trackingNumber}</span>
              <StateChip row={row} online={online} />
              <span>{formatDate(row.scannedAt, 'HH:mm:ss')}</span>
              {row.clientName ? <span className="tracking-scan__client">{row.clientName}</span> : null}
            </li>
          ))}
        </ol>
      </div>
      ) : null}
    </ScreenFrame>
  );
}
