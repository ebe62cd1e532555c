import { type ArrivalOutcome, TRACKING_ARRIVE, type TrackingArrival, type TrackingArriveInput } from '../../../domain/tracking/client-tracking';
import { enqueueMutation } from '../../offline/outbox-control';
import { type ScanEntry, createScanSession } from '../../scan/kit/scan-session';

/*
 * The parcels scanned on the scan list since the app was opened, newest first, with what the server
 * made of each once its scan reached it. Kept here rather than in the screen, so an answer that comes
 * back while the user is on another screen is not lost; the scans themselves live in the outbox.
 */

export interface ParcelScan {
  trackingNumber: string;
  scannedAt: string;
  /** What the server made of it; null until it answered. */
  outcome: ArrivalOutcome | null;
  clientName: string | null;
}
export type ParcelEntry = ScanEntry<ParcelScan>;

/** `queued`: in the outbox, not answered yet; `problem`: the server refused it (see the sync problems). */
export type ScanRowState = 'queued' | 'problem' | ArrivalOutcome;

/** Enough for a shift at one dock door; older scans are in the report. */
const KEPT = 200;

const answerListeners = new Set<(row: ParcelEntry) => void>();

export const parcelScans = createScanSession<ParcelScan, string>({
  keep: KEPT,
  answered(entry, answer) {
    const arrival = answer.payload as TrackingArrival;
    const data = { ...entry.data, outcome: arrival.outcome, clientName: arrival.client?.name ?? null };
    // After the store has the answer: listeners read the row as it now is.
    queueMicrotask(() => answerListeners.forEach((listener) => listener({ ...entry, data })));
    return data;
  },
});

let listening = false;

/** Queues the dock scan of a parcel; it reaches the server now, or when the network is back. */
export function recordArrival(payload: TrackingArriveInput): void {
  if (!listening) {
    listening = true;
    parcelScans.listen();
  }
  const enqueued = enqueueMutation(TRACKING_ARRIVE, payload);
  parcelScans.add(crypto.randomUUID(), { trackingNumber: payload.trackingNumber, scannedAt: payload.scannedAt, outcome: null, clientName: null }, null, enqueued);
}

/** Called with each scan the server has answered, while subscribed: an event, not state. */
export function onScanAnswered(listener: (row: ParcelEntry) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}
