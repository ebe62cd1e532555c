import * as v from 'valibot';
import { LABEL_DIMENSIONS, type LabelSize, type PrinterDpi } from './label-sizes';

/** What a WMS item label shows: the unit's WMS number as Code 128 with the number under it, SKU, serial or quantity. */
export const WmsLabelSchema = v.object({
  wmsNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
  skuCode: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60)),
  description: v.pipe(v.string(), v.maxLength(200)),
  serial: v.nullable(v.pipe(v.string(), v.maxLength(60))),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  lotNumber: v.nullable(v.pipe(v.string(), v.maxLength(40))),
});
export type WmsLabel = v.InferOutput<typeof WmsLabelSchema>;

/**
 * The text of a label besides its barcode, the same on paper from the browser and from a ZPL printer.
 * Abbreviations rather than words: a label is read on the floor by anyone, whatever the app's language.
 */
export function wmsLabelText(label: WmsLabel): { title: string; lines: string[] } {
  const lines = [label.serial ? `S/N ${label.serial}` : `Qty ${label.quantity}`];
  if (label.lotNumber) lines.push(`Lot ${label.lotNumber}`);
  if (label.description.trim()) lines.push(label.description.trim());
  return { title: `SKU ${label.skuCode}`, lines };
}

/**
 * Text for a ZPL field printed with ^FH (hex escapes, `_` introduces one): `^` and `~` would start a
 * command, so they go as hex like `_` itself; control characters are dropped. With ^CI28 the rest is UTF-8.
 */
export function zplText(value: string): string {
  const printable = [...value].filter((char) => char >= ' ' && char !== '\x7f').join('');
  return printable.replace(/[_^~]/g, (char) => `_${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Data for a Code 128 field in subset B: printable ASCII only, and without `^`, `~` (commands) and `>`
 * (subset B's invocation prefix), which a scan could not give back as typed anyway. WMS numbers come from
 * the sequence config (A–Z, 0–9, hyphen), so nothing is removed from a real one.
 */
export function zplBarcodeData(value: string): string {
  return value.replace(/[^\x20-\x7e]|[\^~>]/g, '');
}

/** Modules a Code 128 subset B symbol of `chars` characters takes: start, data, check (11 each) and stop (13). */
export const code128Modules = (chars: number) => 11 * chars + 35;

interface Layout {
  margin: number;
  barHeight: number;
  /** Widest bar module wanted; narrower when the number would not fit the label. */
  maxModule: number;
  font: number;
  /** Text lines under the barcode (SKU first), as many as the label has room for. */
  lines: number;
}

/** At 203 dpi; other resolutions scale. */
const LAYOUTS: Record<LabelSize, Layout> = {
  '4x6in': { margin: 40, barHeight: 300, maxModule: 4, font: 56, lines: 4 },
  a6: { margin: 40, barHeight: 290, maxModule: 4, font: 56, lines: 4 },
  '2x1in': { margin: 12, barHeight: 64, maxModule: 2, font: 26, lines: 2 },
  '50x25mm': { margin: 12, barHeight: 64, maxModule: 2, font: 26, lines: 2 },
};

/** Cuts text that would run past the label's edge (fonts are about 0.6 of their height wide). */
function fit(text: string, width: number, font: number): string {
  const max = Math.max(1, Math.floor(width / (font * 0.6)));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 3))}...`;
}

function oneLabel(label: WmsLabel, size: LabelSize, dpi: PrinterDpi): string {
  const scale = dpi / 203;
  const layout = LAYOUTS[size];
  const dots = (value: number) => Math.round(value * scale);
  const width = Math.round(LABEL_DIMENSIONS[size].widthIn * dpi);
  const height = Math.round(LABEL_DIMENSIONS[size].heightIn * dpi);
  const margin = dots(layout.margin);
  const font = dots(layout.font);
  const data = zplBarcodeData(label.wmsNumber);
  const modules = code128Modules(data.length);
  const module = Math.max(1, Math.min(dots(layout.maxModule), Math.floor((width - 2 * margin) / modules)));
  const barX = Math.max(margin, Math.round((width - modules * module) / 2));
  const barHeight = dots(layout.barHeight);
  const { title, lines } = wmsLabelText(label);
  const textWidth = width - 2 * margin;
  // The interpretation line (the number in words) sits under the bars and is about one font high.
  const textTop = margin + barHeight + Math.round(font * 1.3);
  const text = [title, ...lines].slice(0, layout.lines).map(
    (line, i) => `^FO${margin},${textTop + i * Math.round(font * 1.15)}^A0N,${font},${font}^FH^FD${zplText(fit(line, textWidth, font))}^FS`,
  );
  return [
    '^XA',
    '^CI28',
    `^PW${width}`,
    `^LL${height}`,
    '^LH0,0',
    `^FO${barX},${margin}^A0N,${font},${font}^BY${module}^BCN,${barHeight},Y,N,N^FD${data}^FS`,
    ...text,
    '^XZ',
  ].join('\n');
}

/** ZPL II for WMS item labels, one ^XA…^XZ format per label, for a printer of this label size and resolution. */
export function wmsLabelZpl(labels: readonly WmsLabel[], size: LabelSize, dpi: PrinterDpi): string {
  return labels.map((label) => oneLabel(label, size, dpi)).join('\n');
}
