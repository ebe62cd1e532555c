import { type AiSpec, aiLength, lookupAi } from './gs1-ais';

/**
 * GS1 element strings as they reach a web page: from a GS1-128, GS1 DataMatrix, GS1 QR or DataBar
 * scan (optionally behind a symbology identifier, with GS, ASCII 29, where the symbol had FNC1),
 * or typed/pasted in the human-readable bracket form "(01)09506000134352(17)201225(10)ABC123".
 */

/** ASCII 29, what a scanner transmits for an FNC1 used as a separator. */
export const GS = '\u001d';

/** ISO/IEC 15424 symbology identifiers that announce GS1 data (FNC1 in first position). */
export const GS1_SYMBOLOGY_IDS: Readonly<Record<string, string>> = {
  ']C1': 'GS1-128',
  ']e0': 'GS1 DataBar / composite',
  ']d2': 'GS1 DataMatrix',
  ']Q3': 'GS1 QR Code',
  ']J1': 'GS1 DotCode',
};

/** A symbology identifier: "]", the symbology letter, a modifier character. */
export const SYMBOLOGY_ID = /^\][A-Za-z][0-9A-Za-z]/;

export interface Gs1Element {
  ai: string;
  value: string;
}

export type Gs1ErrorCode =
  | 'gs1.empty'
  | 'gs1.not_gs1'
  | 'gs1.bad_syntax'
  | 'gs1.unknown_ai'
  | 'gs1.truncated'
  | 'gs1.bad_length'
  | 'gs1.bad_characters'
  | 'gs1.bad_check_digit'
  | 'gs1.bad_date'
  | 'gs1.duplicate_ai';

export interface Gs1Error {
  code: Gs1ErrorCode;
  /** Plain English: which AI, what is wrong. */
  message: string;
  /** Index in the input string where the problem was found. */
  position: number;
}

/** What a warehouse screen reads from the elements; dates are ISO 8601. */
export interface Gs1Data {
  elements: Gs1Element[];
  gtin?: string;
  sscc?: string;
  /** (02) GTIN of the trade items contained in a logistic unit. */
  content?: string;
  lot?: string;
  serial?: string;
  /** (17), YYYY-MM-DD; a day given as 00 means the last day of that month (GenSpecs, definition of AI 17). */
  expiry?: string;
  /** (15), YYYY-MM-DD, same rule for day 00. */
  bestBefore?: string;
  /** (11), YYYY-MM-DD, or YYYY-MM when the label gives the day as 00 (day unknown, not "last day"). */
  productionDate?: string;
  /** (37) count of trade items in a logistic unit. */
  count?: number;
}

export type Gs1Result = ({ ok: true } & Gs1Data) | { ok: false; error: Gs1Error };

export interface Gs1Options {
  /** The year two-digit years are resolved against (GS1 GenSpecs 7.12); defaults to the current year. */
  referenceYear?: number;
}

/** GS1 mod-10 check digit of a digit string given without its check digit (GTIN, SSCC, GLN, …). */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new TypeError(`gs1CheckDigit expects digits, got "${digits}"`);
  let sum = 0;
  // Weights alternate 3, 1, … starting from the digit next to the check digit.
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string): boolean {
  return /^\d{2,}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** True for a GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14 with a correct check digit. */
export function isValidGtin(code: string): boolean {
  return [8, 12, 13, 14].includes(code.length) && hasValidCheckDigit(code);
}

/** A valid GTIN of any length as GTIN-14 (left-padded with zeros), the form to store and compare. */
export function toGtin14(code: string): string {
  if (!isValidGtin(code)) throw new RangeError(`"${code}" is not a valid GTIN`);
  return code.padStart(14, '0');
}

/** GS1 AI encodable character set 82 (GenSpecs figure 7.11-1): ! " % & ' ( ) * + , - . / 0-9 : ; < = > ? A-Z _ a-z */
const CSET82 = /^[!"%-?A-Z_a-z]$/;

function describe(ai: string, spec: AiSpec): string {
  return spec.title ? `AI (${ai}) ${spec.title}` : `AI (${ai})`;
}

function fail(code: Gs1ErrorCode, message: string, position: number): { ok: false; error: Gs1Error } {
  return { ok: false, error: { code, message, position } };
}

/** Last day of a month (1-12); Date.UTC rolls day 0 of the next month back to it, leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads YYMMDD. The century is the one that puts the date within 49 years before and 50 years after
 * the reference year (GS1 GenSpecs 7.12), so "99" read in 2026 is 1999 and "60" is 2060.
 */
export function gs1DateParts(yymmdd: string, referenceYear: number): { year: number; month: number; day: number } {
  const yy = Number(yymmdd.slice(0, 2));
  const century = Math.floor(referenceYear / 100) * 100;
  const difference = yy - (referenceYear % 100);
  const year = century + yy + (difference >= 51 ? -100 : difference <= -50 ? 100 : 0);
  return { year, month: Number(yymmdd.slice(2, 4)), day: Number(yymmdd.slice(4, 6)) };
}

function checkDate(ai: string, spec: AiSpec, value: string, referenceYear: number): string | null {
  const { year, month, day } = gs1DateParts(value, referenceYear);
  const what = `${describe(ai, spec)} date ${value}`;
  if (month < 1 || month > 12) return `${what}: month ${value.slice(2, 4)} is not 01-12.`;
  if (day === 0 && spec.date === 'day-required') return `${what}: the day must be given (00 is not allowed for this AI).`;
  const last = daysInMonth(year, month);
  if (day > last) return `${what}: day ${value.slice(4, 6)} does not exist in ${year}-${value.slice(2, 4)} (it has ${last} days).`;
  return null;
}

function checkValue(ai: string, spec: AiSpec, value: string, at: number, referenceYear: number): Gs1Error | null {
  const name = describe(ai, spec);
  const unit = spec.charset === 'N' ? 'digits' : 'characters';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    const allowed = spec.charset === 'N' ? ch >= '0' && ch <= '9' : CSET82.test(ch);
    if (!allowed) {
      const shown = ch === GS ? 'a GS separator' : ch.charCodeAt(0) < 32 ? `control character U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : `"${ch}"`;
      const rule = spec.charset === 'N' ? 'must be digits only' : 'may only use the GS1 character set 82 (letters, digits and !"%&\'()*+,-./:;<=>?_)';
      return { code: 'gs1.bad_characters', message: `${name} ${rule}; found ${shown}.`, position: at + i };
    }
  }
  if (value.length < spec.min) {
    const need = spec.min === spec.max ? `${spec.min} ${unit}` : `at least ${spec.min} ${unit.slice(0, -1)}`;
    return { code: 'gs1.truncated', message: `${name} is cut short: it needs ${need}, got ${value.length}.`, position: at };
  }
  if (value.length > spec.max) {
    const limit = spec.min === spec.max ? `exactly ${spec.max} ${unit}` : `at most ${spec.max} ${unit}`;
    const hint = spec.predefined ? '' : ' Is a GS separator missing after it?';
    return { code: 'gs1.bad_length', message: `${name} is ${limit}, got ${value.length}.${hint}`, position: at };
  }
  if (spec.checkDigit && !hasValidCheckDigit(value)) {
    const expected = gs1CheckDigit(value.slice(0, -1));
    return { code: 'gs1.bad_check_digit', message: `${name} ${value} has a wrong check digit: expected ${expected}, got ${value.slice(-1)}.`, position: at + value.length - 1 };
  }
  const dateProblem = spec.date ? checkDate(ai, spec, value, referenceYear) : null;
  return dateProblem ? { code: 'gs1.bad_date', message: dateProblem, position: at } : null;
}

type Located = Gs1Element & { at: number };
type Step = { ok: true; elements: Located[] } | { ok: false; error: Gs1Error };

function readAi(text: string, pos: number): { ai: string; spec: AiSpec } | Gs1Error {
  const head = text.slice(pos, pos + 2);
  const length = aiLength(head);
  if (length === null) {
    if (/^\d\d$/.test(head)) return { code: 'gs1.unknown_ai', message: `No GS1 Application Identifier starts with "${head}".`, position: pos };
    const message = `Expected an Application Identifier (digits) at position ${pos}, found "${head}".`;
    return { code: /^\d?$/.test(head) ? 'gs1.truncated' : 'gs1.bad_syntax', message, position: pos };
  }
  const ai = text.slice(pos, pos + length);
  if (!/^\d+$/.test(ai) || ai.length < length) {
    return { code: 'gs1.truncated', message: `The Application Identifier at position ${pos} needs ${length} digits, found "${ai}".`, position: pos };
  }
  const spec = lookupAi(ai);
  return spec ? { ai, spec } : { code: 'gs1.unknown_ai', message: `AI (${ai}) is not supported by this parser.`, position: pos };
}

/** Element string as scanned: AIs back to back, GS after every field whose length is not predefined. */
function splitScanned(text: string, start: number, referenceYear: number): Step {
  const elements: Located[] = [];
  let pos = start;
  while (pos < text.length) {
    // A GS ends a variable-length field; a redundant one after a fixed field is harmless.
    if (text[pos] === GS) {
      pos++;
      continue;
    }
    const read = readAi(text, pos);
    if ('code' in read) return { ok: false, error: read };
    const { ai, spec } = read;
    const at = pos + ai.length;
    const separator = text.indexOf(GS, at);
    const fieldEnd = separator < 0 ? text.length : separator;
    const end = spec.predefined ? Math.min(at + spec.max, fieldEnd) : fieldEnd;
    const value = text.slice(at, end);
    const problem = checkValue(ai, spec, value, at, referenceYear);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai, value, at });
    pos = end;
  }
  return { ok: true, elements };
}

/** Bracket form: "(AI)value…"; a literal "(" inside a value is written "\(" as in GS1's syntax tools. */
function splitBracketed(text: string, start: number, referenceYear: number): Step {
  const elements: Located[] = [];
  let pos = start;
  while (pos < text.length) {
    const open = /^\s*\((\d{2,4})\)/.exec(text.slice(pos));
    if (!open?.[1]) {
      return fail('gs1.bad_syntax', `Expected "(" followed by an Application Identifier and ")" at position ${pos}.`, pos);
    }
    const ai = open[1];
    const spec = aiLength(ai.slice(0, 2)) === ai.length ? lookupAi(ai) : null;
    if (!spec) return fail('gs1.unknown_ai', `AI (${ai}) is not a supported GS1 Application Identifier.`, pos);
    let at = pos + open[0].length;
    let end = at;
    while (end < text.length && !(text[end] === '(' && text[end - 1] !== '\\')) end++;
    const raw = text.slice(at, end);
    at += raw.length - raw.trimStart().length;
    const value = raw.trim().replaceAll('\\(', '(');
    const problem = checkValue(ai, spec, value, at, referenceYear);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai, value, at });
    pos = end;
  }
  return { ok: true, elements };
}

function summarise(elements: Gs1Element[], referenceYear: number): Gs1Data {
  const data: Gs1Data = { elements };
  const iso = (yymmdd: string, dayZero: 'last-day' | 'month-only') => {
    const { year, month, day } = gs1DateParts(yymmdd, referenceYear);
    const yyyyMm = `${year}-${String(month).padStart(2, '0')}`;
    if (day === 0 && dayZero === 'month-only') return yyyyMm;
    return `${yyyyMm}-${String(day === 0 ? daysInMonth(year, month) : day).padStart(2, '0')}`;
  };
  for (const { ai, value } of elements) {
    if (ai === '00') data.sscc = value;
    else if (ai === '01') data.gtin = value;
    else if (ai === '02') data.content = value;
    else if (ai === '10') data.lot = value;
    else if (ai === '21') data.serial = value;
    else if (ai === '17') data.expiry = iso(value, 'last-day');
    else if (ai === '15') data.bestBefore = iso(value, 'last-day');
    else if (ai === '11') data.productionDate = iso(value, 'month-only');
    else if (ai === '37') data.count = Number(value);
  }
  return data;
}

/** Parses a GS1 element string (see the top of this file for the accepted forms). */
export function parseGs1(input: string, options: Gs1Options = {}): Gs1Result {
  const referenceYear = options.referenceYear ?? new Date().getFullYear();
  let start = 0;
  const symbologyId = SYMBOLOGY_ID.exec(input)?.[0];
  if (symbologyId) {
    if (!GS1_SYMBOLOGY_IDS[symbologyId]) {
      return fail('gs1.not_gs1', `The scanner reports symbology ${symbologyId}, which does not carry GS1 Application Identifiers.`, 0);
    }
    start = symbologyId.length;
  }
  // Some scanners send the leading FNC1 itself as a GS.
  if (input[start] === GS) start++;
  if (start >= input.length) return fail('gs1.empty', 'The scan holds no GS1 data.', start);

  const step = input[start] === '(' ? splitBracketed(input, start, referenceYear) : splitScanned(input, start, referenceYear);
  if (!step.ok) return step;

  const elements: Gs1Element[] = [];
  for (const { ai, value, at } of step.elements) {
    const earlier = elements.find((element) => element.ai === ai);
    if (earlier && earlier.value !== value) {
      return fail('gs1.duplicate_ai', `AI (${ai}) appears twice with different values ("${earlier.value}" and "${value}").`, at);
    }
    if (!earlier) elements.push({ ai, value });
  }
  return { ok: true, ...summarise(elements, referenceYear) };
}

/** The canonical bracket form of parsed elements, e.g. for display, logs and duplicate detection. */
export function formatGs1(elements: readonly Gs1Element[]): string {
  return elements.map(({ ai, value }) => `(${ai})${value.replaceAll('(', '\\(')}`).join('');
}
