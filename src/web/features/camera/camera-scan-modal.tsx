import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonToolbar } from '@ionic/react';
import '../../ui/ionic-setup';
import { useLingui } from '@lingui/react/macro';
import { close, flashlight } from 'ionicons/icons';
import { useCallback, useId, useRef, useState } from 'react';
import { type CameraProblem, useCameraScanner } from './use-camera-scanner';
import { useBackCloses } from '../../ui/use-back-closes';
import './camera-scan-modal.css';

export interface CameraScanModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Every read, repeats included: the caller flags duplicates and gives the feedback. */
  onScan: (code: string) => void;
}

/**
 * The camera as a scanner, in a full-screen modal: back camera by default, a torch where the camera
 * has one, a picker where the device has several. The camera runs only while the modal is open.
 */
export function CameraScanModal({ isOpen, onClose, onScan }: CameraScanModalProps) {
  const { t } = useLingui();
  // A swipe, Escape or backdrop tap starts Ionic's dismissal: the camera stops then, not after it.
  const [dismissing, setDismissing] = useState(false);
  useBackCloses(isOpen, onClose);
  return (
    <IonModal
      isOpen={isOpen}
      className="camera-modal"
      // The dialog role sits in Ionic's shadow DOM, where aria-labelledby cannot reach the title.
      aria-label={t`Camera scanner`}
      onWillPresent={() => setDismissing(false)}
      onWillDismiss={() => {
        setDismissing(true);
        onClose();
      }}
    >
      <IonHeader>
        <IonToolbar color="dark">
          <h2 className="camera-modal__title ion-padding-start">
            {t`Camera scanner`}
          </h2>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={t`Close camera`} data-testid="camera-close">
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="camera-modal__content">{isOpen && !dismissing ? <CameraView onScan={onScan} /> : null}</IonContent>
    </IonModal>
  );
}

function CameraView({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const onDecode = useCallback(
    (code: string) => {
      setLastCode(code);
      onScan(code);
    },
    [onScan],
  );
  const camera = useCameraScanner(video, true, onDecode);
  const pickerId = useId();

  const messages: Record<CameraProblem, string> = {
    insecure: t`The camera needs a secure (https) connection to this app.`,
    denied: t`Camera access was refused. Allow the camera for this app in the browser's site settings.`,
    'no-camera': t`No camera was found on this device.`,
    busy: t`The camera is in use by another app, or could not be started.`,
    'load-failed': t`The scanner could not be loaded. Check the connection and try again.`,
    failed: t`The camera could not be started.`,
  };

  return (
    <div className="camera-view" data-testid="camera-view" data-status={camera.status}>
      {/* The preview is a live picture for aiming: no audio, nothing to caption. */}
      <video ref={video} className="camera-view__video" muted playsInline aria-hidden="true" />
      <div className="camera-view__aim" aria-hidden="true" />
      <div className="camera-view__bar">
        <p className="camera-view__status" role="status">
          {camera.status === 'error' && camera.problem
            ? null
            : lastCode
              ? t`Read: ${lastCode}`
              : camera.status === 'scanning'
                ? t`Point the camera at a barcode.`
                : t`Starting the camera…`}
        </p>
        {camera.status === 'error' && camera.problem ? (
          <p className="camera-view__problem" role="alert">
            {messages[camera.problem]}
          </p>
        ) : null}
        <div className="camera-view__tools">
          {camera.torchAvailable ? (
            <IonButton fill={camera.torchOn ? 'solid' : 'outline'} color="light" onClick={camera.toggleTorch} aria-pressed={camera.torchOn}>
              <IonIcon slot="start" icon={flashlight} aria-hidden="true" />
              {t`Torch`}
            </IonButton>
          ) : null}
          {camera.devices.length > 1 ? (
            <label className="camera-view__picker" htmlFor={pickerId}>
              <span>{t`Choose camera`}</span>
              <select id={pickerId} value={camera.deviceId ?? ''} onChange={(event) => camera.selectDevice(event.target.value)}>
                {camera.devices.map((device) => (
                  <option key={device.id} value={device.id}>
                    {device.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      </div>
    </div>
  );
}
