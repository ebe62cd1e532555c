import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../../lib/storage';
import type { DecoderControls } from './camera-reader';
import { scannedText } from './camera-text';

/** localStorage: the camera this device's user picked (handhelds keep one choice for good). */
const CAMERA_KEY = 'wms.cameraId';

/** ZXing waits 500 ms between attempts by default; a tenth of that gives a first read in a few frames. */
const ATTEMPT_DELAY_MS = 100;
const SUCCESS_DELAY_MS = 1000;

export type CameraProblem = 'insecure' | 'denied' | 'no-camera' | 'busy' | 'load-failed' | 'failed';

export interface CameraDevice {
  id: string;
  label: string;
}

export interface CameraScanner {
  status: 'idle' | 'starting' | 'scanning' | 'error';
  problem: CameraProblem | null;
  /** Every camera of the device, once the first one runs (labels need the permission). */
  devices: CameraDevice[];
  deviceId: string | null;
  selectDevice: (id: string) => void;
  torchAvailable: boolean;
  torchOn: boolean;
  toggleTorch: () => void;
}

interface Running {
  status: CameraScanner['status'];
  problem: CameraProblem | null;
  devices: CameraDevice[];
  deviceId: string | null;
  torchAvailable: boolean;
  torchOn: boolean;
}

const STARTING: Running = { status: 'starting', problem: null, devices: [], deviceId: null, torchAvailable: false, torchOn: false };

class CameraError extends Error {
  constructor(readonly problem: CameraProblem, cause?: unknown) {
    super(problem, { cause });
  }
}

function problemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The back camera unless the user picked one; HD asked, not required (1D codes need the pixels). */
function constraints(deviceId: string | null): MediaStreamConstraints {
  const video: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };
  if (deviceId) video.deviceId = { exact: deviceId };
  else video.facingMode = { ideal: 'environment' };
  return { video, audio: false };
}

async function openStream(chosen: string | null): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('insecure');
  try {
    return await navigator.mediaDevices.getUserMedia(constraints(chosen));
  } catch (error) {
    // The camera picked earlier is gone (another handheld model, a USB camera unplugged): use the default.
    if (chosen && problemOf(error) === 'no-camera') {
      writeItem(CAMERA_KEY, null);
      return navigator.mediaDevices.getUserMedia(constraints(null));
    }
    throw error;
  }
}

function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  return Boolean(capabilities?.torch);
}

async function listCameras(): Promise<CameraDevice[]> {
  const all = await navigator.mediaDevices.enumerateDevices().catch(() => []);
  return all.filter((d) => d.kind === 'videoinput' && d.deviceId).map((d, i) => ({ id: d.deviceId, label: d.label || `#${i + 1}` }));
}

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** The camera is released while the app is in the background (battery, and other apps want it). */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== 'hidden', () => true);
}

/**
 * Runs the camera into `video` and decodes it while `active`; each read calls `onDecode`. The stream
 * and the decoding stop in the same commit that makes `active` false: the track ends at once, not
 * after the modal's closing animation.
 */
export function useCameraScanner(video: RefObject<HTMLVideoElement | null>, active: boolean, onDecode: (text: string) => void): CameraScanner {
  const [running, setRunning] = useState<Running>(STARTING);
  const [chosen, setChosen] = useState<string | null>(() => readItem(CAMERA_KEY));
  const visible = usePageVisible();
  const onDecodeRef = useRef(onDecode);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const on = active && visible;
  useEffect(() => {
    const element = video.current;
    if (!on || !element) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let controls: DecoderControls | null = null;
    const release = () => {
      controls?.stop();
      stream?.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
      trackRef.current = null;
    };

    async function start(): Promise<void> {
      setRunning(STARTING);
      performance.mark('camera-open');
      // The decoder loads while the camera starts (both take a few hundred ms).
      const decoder = import('./camera-reader').catch((error: unknown) => {
        throw new CameraError('load-failed', error);
      });
      decoder.catch(() => undefined);
      stream = await openStream(chosen);
      if (cancelled) return release();
      const { decodeFromStream } = await decoder;
      if (cancelled) return release();
      let first = true;
      controls = await decodeFromStream(
        stream,
        element as HTMLVideoElement,
        ({ text, format }) => {
          if (first) {
            first = false;
            // For the bench: time from opening to the first read (performance.getEntriesByName).
            performance.measure('camera-first-decode', 'camera-open');
          }
          onDecodeRef.current(scannedText(text, format));
        },
        { attemptDelayMs: ATTEMPT_DELAY_MS, successDelayMs: SUCCESS_DELAY_MS },
      );
      if (cancelled) return release();
      performance.measure('camera-ready', 'camera-open');
      const track = stream.getVideoTracks()[0];
      trackRef.current = track ?? null;
      const devices = await listCameras();
      if (cancelled) return;
      setRunning({ status: 'scanning', problem: null, devices, deviceId: track?.getSettings().deviceId ?? null, torchAvailable: hasTorch(track), torchOn: false });
    }

    start().catch((error: unknown) => {
      release();
      if (cancelled) return;
      const problem = problemOf(error);
      console.warn(`Camera scanner: ${problem}`, error);
      setRunning({ ...STARTING, status: 'error', problem });
    });
    return () => {
      cancelled = true;
      release();
    };
  }, [on, chosen, video]);

  const selectDevice = useCallback((id: string) => {
    writeItem(CAMERA_KEY, id);
    setChosen(id);
  }, []);

  const toggleTorch = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = !running.torchOn;
    track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] }).then(
      () => setRunning((current) => ({ ...current, torchOn: next })),
      (error: unknown) => console.warn('The torch could not be switched', error),
    );
  }, [running.torchOn]);

  return { ...running, status: on ? running.status : 'idle', selectDevice, toggleTorch };
}
