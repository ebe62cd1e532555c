import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useCallback, useEffect } from 'react';
import * as v from 'valibot';
import { TRACKING_NUMBER_MAX, TrackingNumberSchema } from '../../../domain/tracking/client-tracking';
import { formatDate } from '../../i18n/format-date';
import { useStore } from '../../lib/store/create-store';
import { useOnline } from '../../offline/sync-state';
import { useDeviceSettings } from '../../scan/device';
import { giveFeedback } from '../../scan/feedback';
import { waitingOf } from '../../scan/kit/entry-sync';
import { ScanEntryList } from '../../scan/kit/scan-entry-list';
import { ScanScreen } from '../../scan/kit/scan-screen';
import type { CameraModalProps } from '../../scan/camera-modal';
import type { Scan } from '../../scan/scan-service';
import { ScreenFrame } from '../../ui/screen-frame';
import { onScanAnswered, parcelScans, recordArrival, type ScanRowState } from './scan-session';
import './tracking.css';

const CHIPS: Record<ScanRowState, string> = {
  queued: 'chip chip--muted',
  problem: 'chip chip--danger',
  arrived: 'chip chip--success',
  unexpected: 'chip chip--warning',
  'already-arrived': 'chip',
};

/**
 * The dock's scan list: every parcel scanned (hardware scanner, camera or typed) is marked arrived
 * through the outbox, so it works offline; the list shows what each scan turned out to be.
 */
export function TrackingScanPage({ CameraModal }: { CameraModal?: ComponentType<CameraModalProps> }) {
  const { t } = useLingui();
  const settings = useDeviceSettings();
  const { entries, notice } = useStore(parcelScans.store);
  const online = useOnline();

  const onScan = useCallback((scan: Scan) => {
    // The scan service already warned of a repeat within its window: the same parcel read twice.
    if (scan.duplicate) return undefined;
    const parsed = v.safeParse(TrackingNumberSchema, scan.code);
    if (!parsed.success) {
      parcelScans.say(scan.code);
      return 'rejected';
    }
    parcelScans.say(null);
    recordArrival({ trackingNumber: parsed.output, scannedAt: new Date(performance.timeOrigin + scan.at).toISOString() });
    return 'accepted';
  }, []);

  // The first tone said "read"; this one tells what the server found, when it is worth a look.
  useEffect(
    () =>
      onScanAnswered((row) => {
        if (!settings) return;
        if (row.data.outcome === 'unexpected') giveFeedback('rejected', settings);
        else if (row.data.outcome === 'already-arrived') giveFeedback('duplicate', settings);
      }),
    [settings],
  );

  const texts: Record<ScanRowState, string> = {
    queued: online ? t`Sending…` : t`Queued (offline)`,
    problem: t`Not recorded: see the sync problems`,
    arrived: t`Arrived`,
    unexpected: t`Unexpected: not registered`,
    'already-arrived': t`Already arrived`,
  };

  return (
    <ScreenFrame>
      {/* The scan service starts with the device's settings: until then a scan would go nowhere. */}
      {settings ? (
        <ScanScreen
          name="tracking"
          document={<h2 id="tracking-scan-title">{t`Scanned parcels`}</h2>}
          prompt={<p>{settings.input === 'camera' ? t`Open the camera and point it at the parcel's label.` : t`Scan the parcel's label with the hardware scanner, or type its tracking number.`}</p>}
          notice={notice ? { tone: 'rejected', text: t`${notice} is not a tracking number: letters, digits and dashes only.` } : null}
          onScan={onScan}
          manual={{ label: t`Tracking number`, submitLabel: t`Add`, maxLength: TRACKING_NUMBER_MAX }}
          CameraModal={CameraModal}
          waiting={waitingOf(entries)}
        >
          {entries.length === 0 ? <p>{t`Nothing scanned yet.`}</p> : null}
          <ScanEntryList
            entries={entries}
            label={t`Scanned parcels`}
            testId="tracking-scan"
            attributes={(entry, sync) => ({ state: entry.data.outcome ?? (sync === 'refused' ? 'problem' : 'queued') })}
          >
            {(entry, sync) => {
              const state: ScanRowState = entry.data.outcome ?? (sync === 'refused' ? 'problem' : 'queued');
              return (
                <div className="tracking-scan__item">
                  <span className="tracking-scan__number">{entry.data.trackingNumber}</span>
                  <span className={CHIPS[state]}>{texts[state]}</span>
                  <span>{formatDate(entry.data.scannedAt, 'HH:mm:ss')}</span>
                  {entry.data.clientName ? <span className="tracking-scan__client">{entry.data.clientName}</span> : null}
                </div>
              );
            }}
          </ScanEntryList>
        </ScanScreen>
      ) : null}
    </ScreenFrame>
  );
}
