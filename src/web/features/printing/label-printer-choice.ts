import { useLiveQuery } from 'dexie-react-hooks';
import type { LabelSize } from '../../../domain/printing/label-sizes';
import { deviceDb } from '../../offline/device-db';

/**
 * Where this device prints labels: through the browser's print dialog at a label size, or on a network
 * printer (its name and size kept too, so the choice shows and the fallback sheet has its size offline).
 */
export type LabelPrinterChoice = { kind: 'browser'; size: LabelSize } | { kind: 'network'; printerId: string; name: string; size: LabelSize };

const KEY = 'labelPrinter';
export const DEFAULT_CHOICE: LabelPrinterChoice = { kind: 'browser', size: '2x1in' };

export async function loadLabelPrinter(): Promise<LabelPrinterChoice> {
  return ((await deviceDb().settings.get(KEY))?.value as LabelPrinterChoice | undefined) ?? DEFAULT_CHOICE;
}

export async function saveLabelPrinter(choice: LabelPrinterChoice): Promise<void> {
  await deviceDb().settings.put({ key: KEY, value: choice });
}

/** This device's choice, or undefined while it loads from IndexedDB. */
export function useLabelPrinter(): LabelPrinterChoice | undefined {
  return useLiveQuery(loadLabelPrinter, []);
}
