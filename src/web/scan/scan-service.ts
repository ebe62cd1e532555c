import type { DeviceSettings } from '../../domain/scan/device-settings';
import { type DuplicateFilter, createDuplicateFilter } from '../../domain/scan/duplicates';
import { type ParsedScan, parseScan } from '../../domain/scan/parse-scan';
import { type WedgeAction, type WedgeDetector, createWedgeDetector } from '../../domain/scan/wedge';
import { type ScanOutcome, giveFeedback } from './feedback';

export type ScanSource = 'wedge' | 'camera' | 'manual';

const GIVE_BACK_MS = 120;
const IDLE_GIVE_BACK_MS = 1_000;

export interface Scan {
  code: string;
  source: ScanSource;
  parsed: ParsedScan;
  duplicate: boolean;
  /** performance.now() of the key or frame that completed the scan. */
  at: number;
}

/**
 * A screen's answer to a scan: whether it took it. Returned synchronously, so the feedback is
 * given in the same frame as the key; a screen that must ask the server first accepts and then
 * reports trouble on its own.
 */
export type ScanHandler = (scan: Scan) => ScanOutcome | void;

/** One scan service for the whole app: hardware-wedge keys and camera decodes arrive here. */
export function createScanService(initial: DeviceSettings) {
  let settings = initial;
  let detector: WedgeDetector = makeDetector(initial);
  let duplicates: DuplicateFilter = createDuplicateFilter(initial.duplicateWindowMs);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const handlers: ScanHandler[] = [];

  function makeDetector(s: DeviceSettings): WedgeDetector {
    // A slow (e.g. Bluetooth) scanner configured with a long gap also needs the pause allowance to match.
    const timeoutMs = Math.max(100, s.maxInterKeyMs * 2);
    return createWedgeDetector({ maxInterKeyMs: s.maxInterKeyMs, minLength: s.minLength, prefix: s.prefix, suffix: s.suffix, timeoutMs, groupSeparator: s.groupSeparator });
  }

  function emit(code: string, source: ScanSource, at = performance.now()): Scan {
    const parsed = parseScan(code);
    const duplicate = duplicates.check(parsed.kind === 'error' ? code : parsed.code, at) === 'duplicate';
    const scan: Scan = { code, source, parsed, duplicate, at };
    // The newest subscriber is the screen in front; it decides, and the others only listen. A repeat
    // is only flagged: a screen that knows it is the next unit (the same SKU barcode again) says so.
    let verdict: ScanOutcome | void = undefined;
    for (const handler of [...handlers].reverse()) verdict = handler(scan) ?? verdict;
    // With no screen taking scans (the menu, a report) nothing took it, and the beep must not say otherwise.
    const outcome: ScanOutcome = parsed.kind === 'error' || handlers.length === 0 ? 'rejected' : (verdict ?? (duplicate ? 'duplicate' : 'accepted'));
    giveFeedback(outcome, settings);
    // The verdict goes with the mark: a bench driving the screen can tell a refused scan from a taken one.
    performance.mark('scan-feedback', { detail: outcome });
    return scan;
  }

  /** Text a typist meant for the field in focus, held while it might have been a scan. */
  function replay(keys: string[]): void {
    const target = document.activeElement;
    if (keys.length === 0 || !(target instanceof HTMLElement) || !isEditable(target)) return;
    document.execCommand('insertText', false, keys.join(''));
  }

  function apply(action: WedgeAction, event?: KeyboardEvent): void {
    if (action.type === 'abandon') {
      replay(action.keys);
      if (action.current === 'capture') event?.preventDefault();
    } else if (action.type === 'capture' || action.type === 'scan') {
      event?.preventDefault();
      event?.stopPropagation();
      if (action.type === 'scan') emit(action.code, 'wedge', event?.timeStamp);
    }
    schedule(event?.timeStamp);
  }

  /**
   * Gives held keys back when the burst stops. Whether keys belong to one burst is judged by their
   * own timestamps (the detector); this timer only decides when to give up waiting for the next key.
   * On a busy handheld (a render or a database write after the previous scan) the next key of a burst
   * can wait in the input queue for tens of milliseconds behind a timer that is already due, so the
   * timer waits at least GIVE_BACK_MS after this key was handled. A typist's last held key shows
   * that much later; earlier keys are given back as soon as the next one arrives. With no text field
   * in focus there is nobody to give keys to, so the timer waits far longer and a stalled burst
   * is still one scan when its keys are finally handled.
   */
  function schedule(lastKeyTime: number | undefined): void {
    if (timer) clearTimeout(timer);
    const deadline = detector.deadline();
    if (deadline === null) {
      timer = null;
      return;
    }
    const typing = document.activeElement instanceof HTMLElement && isEditable(document.activeElement);
    const wait = Math.max(typing ? GIVE_BACK_MS : IDLE_GIVE_BACK_MS, deadline - (lastKeyTime ?? performance.now()));
    timer = setTimeout(() => apply(detector.tick(deadline)), wait);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    apply(
      detector.push({ key: event.key, time: event.timeStamp, repeat: event.repeat, ctrlKey: event.ctrlKey, altKey: event.altKey, metaKey: event.metaKey }),
      event,
    );
  };

  return {
    emit,
    /** Listens on the whole window, before any field sees the key, so a scan never types into one. */
    attach(target: Window = window): () => void {
      target.addEventListener('keydown', onKeyDown, { capture: true });
      return () => target.removeEventListener('keydown', onKeyDown, { capture: true });
    },
    subscribe(handler: ScanHandler): () => void {
      handlers.push(handler);
      return () => {
        const index = handlers.indexOf(handler);
        if (index >= 0) handlers.splice(index, 1);
      };
    },
    configure(next: DeviceSettings): void {
      // Settings that leave the wedge alone keep the detector, and with it a burst arriving right now.
      const wedge = (s: DeviceSettings) => [s.maxInterKeyMs, s.minLength, s.prefix, s.suffix, s.groupSeparator].join('\u0000');
      if (wedge(next) !== wedge(settings)) detector = makeDetector(next);
      if (next.duplicateWindowMs !== settings.duplicateWindowMs) duplicates = createDuplicateFilter(next.duplicateWindowMs);
      settings = next;
    },
  };
}

function isEditable(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  return element instanceof HTMLInputElement && !element.readOnly && !['checkbox', 'radio', 'button', 'submit', 'range', 'file'].includes(element.type);
}

export type ScanService = ReturnType<typeof createScanService>;
