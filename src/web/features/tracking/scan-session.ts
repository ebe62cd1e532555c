import { useSyncExternalStore } from 'react';
import { type ArrivalOutcome, TRACKING_ARRIVE, type TrackingArrival, type TrackingArriveInput } from '../../../domain/tracking/client-tracking';
import { deviceDb } from '../../offline/device-db';
import { enqueueMutation, onMutationApplied } from '../../offline/outbox-control';

/*
 * The parcels scanned on the scan list since the app was opened, newest first, with what the server
 * made of each once its scan reached it. Kept here rather than in the screen, so an answer that comes
 * back while the user is on another screen is not lost; the scans themselves live in the outbox.
 */

/** `queued`: in the outbox, not answered yet; `problem`: the server refused it (see the sync problems). */
export type ScanRowState = 'queued' | 'problem' | ArrivalOutcome;

export interface ScanRow {
  /** The outbox entry's id (the mutation's idempotency key). */
  id: string;
  trackingNumber: string;
  scannedAt: string;
  state: ScanRowState;
  clientName: string | null;
}

/** Enough for a shift at one dock door; older scans are in the report. */
const KEPT = 200;

let rows: ScanRow[] = [];
const listeners = new Set<() => void>();
const answerListeners = new Set<(row: ScanRow) => void>();
let listening = false;

function replace(id: string, change: (row: ScanRow) => ScanRow): ScanRow | null {
  let changed: ScanRow | null = null;
  rows = rows.map((row) => (row.id === id ? (changed = change(row)) : row));
  if (changed) listeners.forEach((listener) => listener());
  return changed;
}

function listen(): void {
  if (listening) return;
  listening = true;
  onMutationApplied((_entry, answer) => {
    if (!rows.some((row) => row.id === answer.id)) return;
    const arrival = answer.payload as TrackingArrival;
    const row = replace(answer.id, (r) => ({ ...r, state: arrival.outcome, clientName: arrival.client?.name ?? null }));
    if (row) answerListeners.forEach((listener) => listener(row));
  });
}

/** Queues the dock scan of a parcel; it reaches the server now, or when the network is back. */
export async function recordArrival(payload: TrackingArriveInput): Promise<void> {
  listen();
  const id = await enqueueMutation(TRACKING_ARRIVE, payload);
  rows = [{ id, trackingNumber: payload.trackingNumber, scannedAt: payload.scannedAt, state: 'queued' as const, clientName: null }, ...rows].slice(0, KEPT);
  listeners.forEach((listener) => listener());
}

/** Marks the scans the server refused (now sync problems of the outbox). */
export async function refreshProblems(): Promise<void> {
  const waiting = rows.filter((row) => row.state === 'queued').map((row) => row.id);
  if (waiting.length === 0) return;
  const problems = await deviceDb().outbox.where('id').anyOf(waiting).filter((entry) => entry.state === 'problem').toArray();
  for (const entry of problems) replace(entry.id, (row) => ({ ...row, state: 'problem' }));
}

/** Called with each scan the server has answered, while subscribed. */
export function onScanAnswered(listener: (row: ScanRow) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScanSession(): readonly ScanRow[] {
  return useSyncExternalStore(subscribe, () => rows, () => rows);
}
