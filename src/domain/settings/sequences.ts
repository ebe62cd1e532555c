import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as v from 'valibot';

/*
 * Document numbering (DOMAIN.md invariant 3). The same formatter draws the live preview in the browser
 * and the issued number on the server, so what the admin sees is what documents get.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** Every numbered document type with the prefix it starts with before an admin changes it. */
const DOC_TYPE_PREFIXES = {
  'control-number': 'CN',
  'wms-number': 'WMS',
  order: 'SO',
  batch: 'BT',
  shipment: 'SH',
  counting: 'CC',
  scrap: 'SC',
  lot: 'LOT',
  /** Pallets, totes and cartons: CNT-000123, the container label format of domain/scan/labels. */
  container: 'CNT-',
  /** Tracking numbers of cartons our own fleet carries (a carrier with an API gives its own). */
  tracking: 'OWN',
  /** Problems clients report in the portal. */
  'client-issue': 'ISS',
} as const;

export type DocType = keyof typeof DOC_TYPE_PREFIXES;
export const DOC_TYPES = Object.keys(DOC_TYPE_PREFIXES) as DocType[];

export function isDocType(value: string): value is DocType {
  return Object.hasOwn(DOC_TYPE_PREFIXES, value);
}

/** dayjs formats a number may carry after its prefix; '' for none. */
export const DATE_PARTS = ['', 'YY', 'YYYY', 'YYMM', 'YYYYMM', 'YYMMDD', 'YYYYMMDD'] as const;

const DEFAULT_PADDING = 6;
/** Above this a value no longer fits a JavaScript number exactly nor the database's bigint comfortably. */
const MAX_NEXT_VALUE = 999_999_999_999;

export const SequenceSchema = v.object({
  prefix: v.pipe(v.string(), v.maxLength(10), v.regex(/^[A-Z0-9-]*$/)),
  datePart: v.picklist(DATE_PARTS),
  padding: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  nextValue: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_NEXT_VALUE)),
});
export type SequenceInput = v.InferOutput<typeof SequenceSchema>;

export const SequenceRowSchema = v.object({ docType: v.picklist(DOC_TYPES), ...SequenceSchema.entries });
export type SequenceRow = v.InferOutput<typeof SequenceRowSchema>;

export const IssueNumbersSchema = v.object({
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
});

export function defaultSequence(docType: DocType): SequenceRow {
  return { docType, prefix: DOC_TYPE_PREFIXES[docType], datePart: '', padding: DEFAULT_PADDING, nextValue: 1 };
}

/** The number `value` gets under `row`, its date part taken from `date` in `timeZone`. */
export function formatDocumentNumber(
  row: Pick<SequenceInput, 'prefix' | 'datePart' | 'padding'>,
  value: number,
  date: Date,
  timeZone: string,
): string {
  const datePart = row.datePart ? dayjs(date).tz(timeZone).format(row.datePart) : '';
  return `${row.prefix}${datePart}${String(value).padStart(row.padding, '0')}`;
}

export const SequenceListSchema = v.object({
  /** The zone the date part is taken in (the company's), so the browser's preview matches. */
  timeZone: v.string(),
  sequences: v.array(SequenceRowSchema),
});
export type SequenceList = v.InferOutput<typeof SequenceListSchema>;

export const IssuedNumbersSchema = v.object({ numbers: v.array(v.string()) });
