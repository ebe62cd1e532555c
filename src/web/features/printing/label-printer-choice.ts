import { useLiveQuery } from 'dexie-react-hooks';
import type { LabelSize, PrinterDpi } from '../../../domain/printing/label-sizes';
import type { ShippingLabelSize } from '../../../domain/printing/shipping-label';
import { deviceDb } from '../../offline/device-db';

/**
 * Where this device prints labels: on a network printer (its name and size kept too, so the choice
 * shows offline), or, when `network` is null, through the browser's print dialog. The browser's label
 * size is kept either way: labels a network printer did not take are printed from the browser at it.
 */
export interface LabelPrinterChoice {
  browserSize: LabelSize;
  /** The stock this station's shipping labels print on from the browser (absent in choices saved before: 4 × 6 in). */
  shippingSize?: ShippingLabelSize;
  /** host, port and dpi let a packing station send its own-fleet labels to the printer itself, offline (absent in choices saved before). */
  network: { printerId: string; name: string; size: LabelSize; host?: string; port?: number; dpi?: PrinterDpi } | null;
}

const KEY = 'labelPrinter';
const DEFAULT_CHOICE: LabelPrinterChoice = { browserSize: '2x1in', network: null };

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
