// Loaded only when the camera opens (dynamic import): ZXing is about 125 KB gzip and most screens,
// and every handheld with a hardware scanner, never need it.
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

/** What a warehouse label carries: Code 128 (GS1-128), EAN/UPC on goods, QR and Data Matrix. */
const FORMATS = [
  BarcodeFormat.CODE_128,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.QR_CODE,
  BarcodeFormat.DATA_MATRIX,
];

export interface CameraDecode {
  text: string;
  format: string;
}

export interface DecoderControls {
  stop(): void;
}

export interface DecodeOptions {
  /** Pause between attempts that found nothing (ZXing's default, 500 ms, makes the first read slow). */
  attemptDelayMs: number;
  /** Pause after a read, so a label held in view is not read ten times a second. */
  successDelayMs: number;
}

/**
 * Decodes `stream` frame by frame into `video` until stopped. TRY_HARDER stays off: on a handheld it
 * costs several times the time per frame, and the next frame is the better retry.
 */
export async function decodeFromStream(
  stream: MediaStream,
  video: HTMLVideoElement,
  onDecode: (decode: CameraDecode) => void,
  { attemptDelayMs, successDelayMs }: DecodeOptions,
): Promise<DecoderControls> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, FORMATS],
    // GS1-128 then reads as "]C1…" with GS for each FNC1, the form the scan parser expects.
    [DecodeHintType.ASSUME_GS1, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: attemptDelayMs, delayBetweenScanSuccess: successDelayMs });
  // A label held in view is read again after every success pause: that is one scan, not a stream of
  // duplicates. It counts again once a frame without it went by (the label left the picture).
  let held: string | null = null;
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (!result) {
      held = null;
      return;
    }
    const text = result.getText();
    if (text === held) return;
    held = text;
    onDecode({ text, format: BarcodeFormat[result.getBarcodeFormat()] ?? 'UNKNOWN' });
  });
  return {
    stop() {
      // With a torch, ZXing's stop is async and switches the torch off on a track already stopped.
      void Promise.resolve(controls.stop() as unknown).catch(() => undefined);
    },
  };
}
