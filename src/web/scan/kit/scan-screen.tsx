import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type ReactNode, useCallback } from 'react';
import { useOnline } from '../../offline/sync-state';
import { Button } from '../../ui/button';
import { useScans, useScanService } from '../device';
import type { CameraModalProps } from '../camera-modal';
import { ManualCodeForm } from '../manual-code-form';
import type { Scan, ScanHandler } from '../scan-service';
import './scan-kit.css';

export type NoticeTone = 'accepted' | 'rejected' | 'flagged' | 'info';

export interface ScanScreenNotice {
  tone: NoticeTone;
  text: string;
}

interface ScanScreenProps {
  /** Names the screen's parts for tests and ids: `<name>-prompt`, `<name>-notice`, `<name>-outbox`. */
  name: string;
  /** The document: what it is, its state, links. */
  document: ReactNode;
  progress?: ReactNode;
  /** What to scan next, with the step's own controls (a quantity, a cancel). */
  prompt: ReactNode;
  /** data-* attributes on the prompt, for tests and styling (`{ awaiting: 'sku' }`). */
  promptData?: Record<string, string>;
  /** false while the flow restores what it had: scans would be decided on half the facts. */
  ready?: boolean;
  notice: ScanScreenNotice | null;
  /** Offers "Undo last scan" beside the verdict when something can be taken back. */
  onUndoLast?: (() => void) | undefined;
  onScan: ScanHandler;
  manual: { label: string; submitLabel: string; maxLength?: number };
  CameraModal?: ComponentType<CameraModalProps> | undefined;
  /** This session's scans not yet on the server. */
  waiting: number;
  /** Expected lines, entries: the flow's lists below the verdict. */
  children?: ReactNode;
}

/**
 * The one scan-screen layout every handheld flow composes: the document and its progress on top, what
 * to scan next, the last scan's verdict large, manual entry and the camera, the network and outbox
 * state, then the flow's lists. Scans reach `onScan` from the hardware scanner, the camera and the
 * typed code alike.
 */
export function ScanScreen(props: ScanScreenProps) {
  const { t } = useLingui();
  const { name, notice, ready = true } = props;
  const scans = useScanService();
  const { onScan } = props;
  // Until the flow is ready (its offline copy restored) a scan would be decided on half its data: refused.
  useScans(useCallback((scan: Scan) => (ready ? onScan(scan) : 'rejected'), [ready, onScan]));
  const data = Object.fromEntries(Object.entries(props.promptData ?? {}).map(([key, value]) => [`data-${key}`, value]));
  return (
    <div className="scan-screen">
      <header className="scan-screen__document">
        {props.document}
        <OutboxState name={name} waiting={props.waiting} />
      </header>
      {props.progress}
      <section className="scan-screen__prompt" aria-live="polite" data-testid={`${name}-prompt`} data-scanner={scans && ready ? 'ready' : 'starting'} {...data}>
        {props.prompt}
      </section>
      <div className={`scan-screen__notice scan-screen__notice--${notice?.tone ?? 'info'}`}>
        <p role={notice?.tone === 'rejected' ? 'alert' : 'status'} data-testid={`${name}-notice`} data-tone={notice?.tone ?? 'info'}>
          {notice?.text ?? ''}
        </p>
        {props.onUndoLast ? (
          <Button size="small" variant="outline" onClick={props.onUndoLast}>
            {t`Undo last scan`}
          </Button>
        ) : null}
      </div>
      <ManualCodeForm id={`${name}-typed`} label={props.manual.label} submitLabel={props.manual.submitLabel} maxLength={props.manual.maxLength} CameraModal={props.CameraModal} />
      {props.children}
    </div>
  );
}

/** Whether this device is online and how many of this screen's scans still wait in its outbox. */
function OutboxState({ name, waiting }: { name: string; waiting: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const text = online
    ? waiting > 0
      ? t`Online · ${waiting} waiting to sync`
      : t`Online · every scan is on the server`
    : waiting > 0
      ? t`Offline · ${waiting} scans kept on this device`
      : t`Offline · scans are kept on this device`;
  return (
    <p className={online ? 'scan-screen__outbox' : 'scan-screen__outbox scan-screen__outbox--offline'} data-testid={`${name}-outbox`} data-online={online} data-waiting={waiting}>
      {text}
    </p>
  );
}
