import * as v from 'valibot';
import { IdSchema, flagFilter, listPageSchema, listQuerySchema } from '../lists/list-query';
import { LABEL_SIZES, PRINTER_DPIS } from './label-sizes';
import { PRINTER_SORTS } from './list-keys';
import { WmsLabelSchema } from './wms-label';

export const DEFAULT_PRINTER_PORT = 9100;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A host name or an IPv4 address; all digits and dots must be a real IPv4 address (999.1.1.1 is neither). */
export function isPrinterHost(value: string): boolean {
  return /^[\d.]+$/.test(value) ? IPV4.test(value) : HOSTNAME.test(value);
}

/** A network label printer as the admin form sends it; the server validates with the same schema. */
export const PrinterFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60)),
  host: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(), v.check(isPrinterHost)),
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535)), DEFAULT_PRINTER_PORT),
  labelSize: v.picklist(LABEL_SIZES),
  dpi: v.picklist(PRINTER_DPIS),
  active: v.boolean(),
});
export type PrinterFormInput = v.InferInput<typeof PrinterFormSchema>;
export type PrinterFormValues = v.InferOutput<typeof PrinterFormSchema>;

export const PrinterSchema = v.object({
  id: v.string(),
  name: v.string(),
  host: v.string(),
  port: v.number(),
  labelSize: v.picklist(LABEL_SIZES),
  dpi: v.picklist(PRINTER_DPIS),
  active: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Printer = v.InferOutput<typeof PrinterSchema>;

export { PRINTER_SORTS } from './list-keys';
/** GET /v1/printers: `active` is honoured for SETTING_MENU holders; everyone else sees active printers only. */
export const PrinterListQuerySchema = listQuerySchema(PRINTER_SORTS, { active: flagFilter });
export type PrinterListQuery = v.InferOutput<typeof PrinterListQuerySchema>;
export const PrinterListSchema = listPageSchema(PrinterSchema);

/** Why a print did not reach the printer; the device words it in the user's language. */
export const PRINT_FAILURES = ['timeout', 'refused', 'unreachable', 'no-printer', 'inactive'] as const;
export type PrintFailure = (typeof PRINT_FAILURES)[number];

/** The answer of a print (test label or `label.print`): the printer took the bytes, or why not. */
export const PrintResultSchema = v.union([
  v.object({ printed: v.literal(true) }),
  v.object({ printed: v.literal(false), reason: v.picklist(PRINT_FAILURES), error: v.string() }),
]);
export type PrintResult = v.InferOutput<typeof PrintResultSchema>;

/** Most labels one `label.print` mutation carries (one scan burst; more are sent as several). */
export const LABEL_PRINT_MAX = 100;

/** Kind `label.print`: labels for a network printer, sent through the device outbox (works offline: queued). */
export const LABEL_PRINT = 'label.print';
export const LabelPrintSchema = v.object({
  printerId: IdSchema,
  labels: v.pipe(v.array(WmsLabelSchema), v.minLength(1), v.maxLength(LABEL_PRINT_MAX)),
});
export type LabelPrint = v.InferOutput<typeof LabelPrintSchema>;

/** The WMS number on the test label an admin prints from the printers page. */
export const TEST_LABEL_NUMBER = 'WMS-TEST-LABEL';
