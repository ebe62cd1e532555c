import { useLiveQuery } from 'dexie-react-hooks';
import { LABEL_PRINT, LABEL_PRINT_MAX, type LabelPrint, type PrintFailure, type PrintResult } from '../../../domain/printing/printers';
import type { WmsLabel } from '../../../domain/printing/wms-label';
import { type PendingLabel, deviceDb } from '../../offline/device-db';
import { enqueueMutation, onMutationApplied } from '../../offline/outbox-control';
import { loadLabelPrinter } from './label-printer-choice';

/*
 * Labels of scanned units, light enough for the scan screens to load: a network printer gets them
 * through the outbox (queued while offline), the browser's print dialog from a per-device queue kept
 * in IndexedDB until the user prints it (docs/decisions/0010-label-printing.md).
 */

export type { PendingLabel } from '../../offline/device-db';

const readPending = () => deviceDb().pendingLabels.orderBy('seq').toArray();

export async function addPendingLabels(labels: readonly WmsLabel[], failure?: PrintFailure): Promise<void> {
  await deviceDb().pendingLabels.bulkAdd(labels.map((label): PendingLabel => ({ id: crypto.randomUUID(), label, ...(failure ? { failure } : {}) })));
}

/** Removes exactly these labels (the ones just printed); labels queued meanwhile stay. */
export async function clearPendingLabels(ids: readonly string[]): Promise<void> {
  await deviceDb().pendingLabels.where('id').anyOf([...ids]).delete();
}

/** The labels waiting for the print dialog, oldest first; undefined while they load. */
export function usePendingLabels(): PendingLabel[] | undefined {
  return useLiveQuery(readPending, []);
}

/**
 * Prints the labels of scanned units where this device prints: queued for its network printer (sent
 * with the outbox, offline too), or added to the labels waiting for the browser's print dialog.
 */
export async function printWmsLabels(labels: WmsLabel[]): Promise<void> {
  if (labels.length === 0) return;
  const { network } = await loadLabelPrinter();
  if (!network) return addPendingLabels(labels);
  for (let start = 0; start < labels.length; start += LABEL_PRINT_MAX) {
    const payload: LabelPrint = { printerId: network.printerId, labels: labels.slice(start, start + LABEL_PRINT_MAX) };
    await enqueueMutation(LABEL_PRINT, payload);
  }
}

let watching = false;

/**
 * Labels a network printer did not take come back to this device's print queue, with the reason, so
 * the user can print them from the browser. Started once with the signed-in app, before the
 * outbox first sends, so answers of prints queued in an earlier visit are heard too.
 */
export function watchLabelPrintAnswers(): void {
  if (watching) return;
  watching = true;
  onMutationApplied((entry, answer) => {
    if (entry.kind !== LABEL_PRINT) return;
    const result = answer.payload as PrintResult | null;
    if (result?.printed === false) void addPendingLabels((entry.payload as LabelPrint).labels, result.reason);
  });
}
