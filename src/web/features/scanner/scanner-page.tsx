import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { can, useSession } from '../../lib/session/session';
import type { CameraModalProps } from '../../scan/camera-modal';
import { useDeviceSettings } from '../../scan/device';
import { ScreenFrame } from '../../ui/screen-frame';
import { OutboxPanel } from './outbox-panel';
import { ScanLogPanel } from './scan-log-panel';
import { ScanTrial } from './scan-trial';
import { ScannerSettingsForm } from './scanner-settings-form';

/**
 * The handheld's set-up page: scanner settings, test scans, this device's outbox, the label printer
 * (a section of the printing feature, handed in by the route), the scan log.
 */
export function ScannerPage({ CameraModal, labelPrinter }: { CameraModal?: ComponentType<CameraModalProps>; labelPrinter?: ReactNode }) {
  const { t } = useLingui();
  const settings = useDeviceSettings();
  useSession();
  return (
    <ScreenFrame>
      {settings ? (
        <div className="scanner-page">
          <ScanTrial settings={settings} CameraModal={CameraModal} />
          <OutboxPanel />
          <section aria-labelledby="scanner-settings-title">
            <h2 id="scanner-settings-title">{t`Scanner settings`}</h2>
            <ScannerSettingsForm key={JSON.stringify(settings)} settings={settings} />
          </section>
          {labelPrinter}
          {can('REPORT') ? <ScanLogPanel /> : null}
        </div>
      ) : null}
    </ScreenFrame>
  );
}
