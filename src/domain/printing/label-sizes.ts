/**
 * The label stock the warehouse prints on, shared by the browser's print stylesheet and the ZPL the
 * server sends to network printers (and stored as printers.label_size).
 */
export const LABEL_SIZES = ['4x6in', 'a6', '2x1in', '50x25mm'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

/** Width and height: as CSS lengths for `@page { size }`, and in inches for printer dots. */
export const LABEL_DIMENSIONS: Record<LabelSize, { css: string; widthIn: number; heightIn: number }> = {
  '4x6in': { css: '4in 6in', widthIn: 4, heightIn: 6 },
  // ISO A6, 105 × 148 mm: shipping labels in much of the world (at 203 dpi, 839 × 1183 dots).
  a6: { css: '105mm 148mm', widthIn: 105 / 25.4, heightIn: 148 / 25.4 },
  '2x1in': { css: '2in 1in', widthIn: 2, heightIn: 1 },
  '50x25mm': { css: '50mm 25mm', widthIn: 50 / 25.4, heightIn: 25 / 25.4 },
};

export const isLabelSize = (value: unknown): value is LabelSize => (LABEL_SIZES as readonly unknown[]).includes(value);

/** Print resolutions of the label printers in use (dots per inch). */
export const PRINTER_DPIS = [203, 300] as const;
export type PrinterDpi = (typeof PRINTER_DPIS)[number];
