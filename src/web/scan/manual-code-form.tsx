import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useState } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import type { CameraModalProps } from './camera-modal';
import { useScanService } from './device';

interface ManualCodeFormProps {
  id: string;
  label: string;
  submitLabel: string;
  maxLength?: number;
  CameraModal?: ComponentType<CameraModalProps> | undefined;
}

/**
 * A scan screen's other ways in: a typed code and the camera. Both go through the scan service, so
 * the screen decides them exactly like a hardware scan.
 */
export function ManualCodeForm({ id, label, submitLabel, maxLength, CameraModal }: ManualCodeFormProps) {
  const { t } = useLingui();
  const scans = useScanService();
  const [typed, setTyped] = useState('');
  const [cameraOpen, setCameraOpen] = useState(false);
  return (
    <>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() && scans) scans.emit(typed.trim(), 'manual');
          setTyped('');
        }}
      >
        <TextField id={id} label={label} value={typed} onChange={setTyped} maxLength={maxLength} autoComplete="off" />
        <Button type="submit">{submitLabel}</Button>
        {CameraModal ? (
          <Button variant="outline" onClick={() => setCameraOpen(true)}>
            {t`Camera`}
          </Button>
        ) : null}
      </form>
      {CameraModal ? <CameraModal isOpen={cameraOpen} onClose={() => setCameraOpen(false)} onScan={(code) => scans?.emit(code, 'camera')} /> : null}
    </>
  );
}
