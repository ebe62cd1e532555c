import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useCallback, useState } from 'react';
import type { DeviceSettings } from '../../../domain/scan/device-settings';
import { SCAN_LOG_RECORD, type ScanLogEntryInput } from '../../../domain/scan/scan-log';
import { enqueueMutation } from '../../offline/outbox-control';
import { afterPaint } from '../../scan/after-paint';
import { useScans } from '../../scan/device';
import type { CameraModalProps } from '../../scan/camera-modal';
import type { Scan } from '../../scan/scan-service';
import { ManualCodeForm } from '../../scan/manual-code-form';
import { Gs1FieldList } from './gs1-field-list';
import { ScanResolution } from './scan-resolution';
import { describeScan, parseSummary } from './scan-summary';

const SHOWN = 20;

/** Try scans: every one is parsed, shown, and sent through the outbox to the device's scan log. */
export function ScanTrial({ settings, CameraModal }: { settings: DeviceSettings; CameraModal?: ComponentType<CameraModalProps> }) {
  const { i18n, t } = useLingui();
  const [recent, setRecent] = useState<Scan[]>([]);
  // Scans wait here for the frame after their feedback: listing one in the key's task would hold that frame back.
  const [show] = useState(() => {
    let waiting: Scan[] = [];
    const flush = afterPaint(() => {
      const shown = waiting;
      waiting = [];
      setRecent((list) => [...shown.reverse(), ...list].slice(0, SHOWN));
    });
    return (scan: Scan) => {
      waiting.push(scan);
      flush();
    };
  });

  const onScan = useCallback(
    (scan: Scan) => {
      show(scan);
      void enqueueMutation(SCAN_LOG_RECORD, {
        device: settings.deviceName,
        code: scan.code,
        source: scan.source,
        parsed: parseSummary(scan.parsed),
        scannedAt: new Date(performance.timeOrigin + scan.at).toISOString(),
      } satisfies ScanLogEntryInput);
    },
    [settings.deviceName, show],
  );
  useScans(onScan);

  return (
    <section aria-labelledby="scan-trial-title">
      <h2 id="scan-trial-title">{t`Try a scan`}</h2>
      <p>{settings.input === 'wedge' ? t`Scan a label with the hardware scanner, or type a code.` : t`Open the camera and point it at a label.`}</p>
      <ManualCodeForm id="scanner-typed" label={t`Type a code`} submitLabel={t`Add`} CameraModal={CameraModal} />
      <ol className="scan-results" aria-label={t`Recent scans`}>
        {recent.map((scan) => (
          <li key={`${scan.at}-${scan.code}`} data-testid="scan-result" data-kind={scan.parsed.kind} data-duplicate={scan.duplicate || undefined}>
            <strong>{scan.code}</strong> <span>{describeScan(i18n, scan.parsed)}</span>
            {scan.duplicate ? <span className="badge badge--warning">{t`Duplicate`}</span> : null}
            <Gs1FieldList parsed={scan.parsed} />
            <ScanResolution code={scan.code} kind={scan.parsed.kind} />
          </li>
        ))}
      </ol>
    </section>
  );
}
