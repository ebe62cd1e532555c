import { type Gs1Element, gs1CheckDigit, gs1DateParts } from './gs1';
import { lookupAi } from './gs1-ais';

/**
 * Every element of a GS1 scan as a person reads it: what the field is and its value in a form a
 * screen can format (dates as calendar dates, quantities and measures as numbers, identification
 * keys with their check-digit verdict). Names and formats are the screen's; this file only decides.
 */

/** Units of the metric trade and logistic measures (GenSpecs 3.6), by the AI's first three digits. */
const MEASURE_UNITS: Readonly<Record<string, MeasureUnit>> = {
  '310': 'kg', '311': 'm', '312': 'm', '313': 'm', '314': 'm2', '315': 'l', '316': 'm3',
  '330': 'kg', '331': 'm', '332': 'm', '333': 'm', '334': 'm2', '335': 'l', '336': 'm3', '337': 'kg/m2',
};

export type MeasureUnit = 'kg' | 'm' | 'm2' | 'l' | 'm3' | 'kg/m2';

type Gs1FieldValue =
  | { type: 'text'; text: string }
  /** YYYY-MM-DD. */
  | { type: 'date'; date: string }
  /** YYYY-MM: the label gives no day (DD = 00 on a date where that means "not given"). */
  | { type: 'month'; month: string }
  | { type: 'quantity'; quantity: number }
  /** `value` already has the AI's implied decimals applied; `unit` is null for non-metric measures. */
  | { type: 'measure'; value: number; decimals: number; unit: MeasureUnit | null }
  /** A GTIN, SSCC, GLN… : `valid` tells whether its last digit is the GS1 check digit of the others. */
  | { type: 'key'; digits: string; valid: boolean; expected: number };

export interface Gs1Field {
  ai: string;
  /** The AI's data title in the GS1 standard ("BATCH/LOT"), '' for an AI this parser does not name. */
  title: string;
  value: Gs1FieldValue;
}

/** On these dates a day of 00 stands for the last day of the month (GenSpecs, AIs 15, 16 and 17). */
const LAST_DAY_DATES = new Set(['15', '16', '17']);

/** Quantities of items (count in a logistic unit, variable count). */
const QUANTITIES = new Set(['30', '37']);

function dateValue(ai: string, yymmdd: string, referenceYear: number): Gs1FieldValue {
  const { year, month, day } = gs1DateParts(yymmdd, referenceYear);
  const yyyyMm = `${year}-${String(month).padStart(2, '0')}`;
  if (day !== 0) return { type: 'date', date: `${yyyyMm}-${String(day).padStart(2, '0')}` };
  if (!LAST_DAY_DATES.has(ai)) return { type: 'month', month: yyyyMm };
  // Day 0 of the next month is the last day of this one, leap years included.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { type: 'date', date: `${yyyyMm}-${last}` };
}

function fieldValue(ai: string, value: string, referenceYear: number): Gs1FieldValue {
  const spec = lookupAi(ai);
  if (spec?.checkDigit) {
    const expected = gs1CheckDigit(value.slice(0, -1));
    return { type: 'key', digits: value, valid: expected === Number(value.slice(-1)), expected };
  }
  if (spec?.date) return dateValue(ai, value, referenceYear);
  if (QUANTITIES.has(ai)) return { type: 'quantity', quantity: Number(value) };
  // 31nn-36nn: six digits with the number of decimals in the AI's last digit.
  if (/^3[1-6]\d\d$/.test(ai) && spec?.title === 'MEASURE') {
    const decimals = Number(ai[3]);
    return { type: 'measure', value: Number(value) / 10 ** decimals, decimals, unit: MEASURE_UNITS[ai.slice(0, 3)] ?? null };
  }
  return { type: 'text', text: value };
}

/** The elements of a parsed GS1 scan, each with its title and readable value. */
export function describeGs1Fields(elements: readonly Gs1Element[], referenceYear = new Date().getFullYear()): Gs1Field[] {
  return elements.map(({ ai, value }) => ({ ai, title: lookupAi(ai)?.title ?? '', value: fieldValue(ai, value, referenceYear) }));
}
