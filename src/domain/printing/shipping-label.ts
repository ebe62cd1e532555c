import * as v from 'valibot';
import { LABEL_DIMENSIONS, type LabelSize, type PrinterDpi } from './label-sizes';
import { code128Modules, zplBarcodeData, zplText } from './wms-label';

/*
 * The shipping label of a carton (issue 19): ship-from, ship-to, carrier and service, carton n of m,
 * weight, the tracking number as Code 128 and the carton's SSCC as GS1-128. The same facts on paper
 * from the browser (/printing/shipping-label/:shipmentNumber) and as ZPL for a Zebra printer.
 */

const AddressSchema = v.object({ lines: v.array(v.string()) });

export const ShippingLabelSchema = v.object({
  shipmentNumber: v.string(),
  from: AddressSchema,
  to: AddressSchema,
  carrier: v.string(),
  service: v.string(),
  position: v.number(),
  count: v.number(),
  sscc: v.string(),
  trackingNumber: v.nullable(v.string()),
  weightG: v.nullable(v.number()),
});
export type ShippingLabel = v.InferOutput<typeof ShippingLabelSchema>;

/**
 * GET /v1/shipping/shipments/:number/labels: one label per carton, in the shipment's order, and the
 * carrier's own label image where the carrier supplies one (then that is what gets printed).
 */
export const ShipmentLabelsSchema = v.object({
  shipmentNumber: v.string(),
  status: v.string(),
  labels: v.array(v.object({ ...ShippingLabelSchema.entries, carrierLabel: v.nullable(v.object({ format: v.picklist(['zpl', 'pdf', 'png']), data: v.string() })) })),
});
export type ShipmentLabels = v.InferOutput<typeof ShipmentLabelsSchema>;

/** The stock a shipping label prints on: the label page offers these (`?size=`), a station keeps its choice. */
export const SHIPPING_LABEL_SIZES = ['4x6in', 'a6'] as const satisfies readonly LabelSize[];
export type ShippingLabelSize = (typeof SHIPPING_LABEL_SIZES)[number];
export const isShippingLabelSize = (value: unknown): value is ShippingLabelSize => (SHIPPING_LABEL_SIZES as readonly unknown[]).includes(value);

/** The words of a label besides its barcodes; abbreviations a floor reads in any language, as on WMS labels. */
export function shippingLabelText(label: ShippingLabel): { carrier: string; carton: string; weight: string | null } {
  return {
    carrier: [label.carrier, label.service].filter(Boolean).join(' · '),
    carton: `${label.position} / ${label.count}`,
    weight: label.weightG === null ? null : `${(label.weightG / 1000).toFixed(2)} kg`,
  };
}

/** "(00)" and the 18 digits: how GS1-128 prints its human-readable line. */
export const ssccText = (sscc: string) => `(00) ${sscc}`;

function oneLabel(label: ShippingLabel, size: LabelSize, dpi: PrinterDpi): string {
  const scale = dpi / 203;
  const dots = (value: number) => Math.round(value * scale);
  const width = Math.round(LABEL_DIMENSIONS[size].widthIn * dpi);
  const height = Math.round(LABEL_DIMENSIONS[size].heightIn * dpi);
  const margin = dots(30);
  const small = dots(24);
  const large = dots(40);
  const out: string[] = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
  const line = (y: number, font: number, text: string) => out.push(`^FO${margin},${y}^A0N,${font},${font}^FH^FD${zplText(text)}^FS`);
  let y = margin;
  line(y, small, 'FROM');
  y += Math.round(small * 1.2);
  for (const text of label.from.lines.slice(0, 3)) {
    line(y, small, text);
    y += Math.round(small * 1.15);
  }
  y += dots(12);
  out.push(`^FO${margin},${y}^GB${width - 2 * margin},${dots(3)},${dots(3)}^FS`);
  y += dots(16);
  line(y, small, 'TO');
  y += Math.round(small * 1.2);
  for (const text of label.to.lines.slice(0, 6)) {
    line(y, large, text);
    y += Math.round(large * 1.15);
  }
  y += dots(12);
  out.push(`^FO${margin},${y}^GB${width - 2 * margin},${dots(3)},${dots(3)}^FS`);
  y += dots(16);
  const { carrier, carton, weight } = shippingLabelText(label);
  line(y, large, carrier || 'OWN FLEET');
  y += Math.round(large * 1.2);
  line(y, small, [`CTN ${carton}`, weight, label.shipmentNumber].filter(Boolean).join('   '));
  y += Math.round(small * 1.6);
  const barcode = (data: string, barHeight: number, mode: 'N' | 'D') => {
    const modules = code128Modules(data.length + (mode === 'D' ? 1 : 0));
    const module = Math.max(1, Math.min(dots(3), Math.floor((width - 2 * margin) / modules)));
    out.push(`^FO${margin},${y}^BY${module}^BCN,${barHeight},Y,N,N,${mode}^FD${data}^FS`);
    y += barHeight + Math.round(small * 1.8);
  };
  if (label.trackingNumber) barcode(zplBarcodeData(label.trackingNumber), dots(150), 'N');
  // Mode D (UCC/EAN): the printer adds FNC1 and reads "(00)" as the application identifier.
  barcode(`(00)${label.sscc}`, dots(170), 'D');
  out.push('^XZ');
  return out.join('\n');
}

/** ZPL II for shipping labels, one ^XA…^XZ format per carton, for a printer of this label size and resolution. */
export function shippingLabelZpl(labels: readonly ShippingLabel[], size: LabelSize, dpi: PrinterDpi): string {
  return labels.map((label) => oneLabel(label, size, dpi)).join('\n');
}
