import {
  type Gs1Data,
  type Gs1ErrorCode,
  GS,
  GS1_SYMBOLOGY_IDS,
  SYMBOLOGY_ID,
  formatGs1,
  isValidGtin,
  parseGs1,
  toGtin14,
} from './gs1';
import { aiLength } from './gs1-ais';
import { DEFAULT_LABEL_PREFIXES, type LabelPrefixes, assertLabelPrefixes, matchLabel } from './labels';

/**
 * Classifies whatever a scanner (wedge or camera) produced. Every result carries the input as
 * received (`raw`) and a normalised `code`, the value to store, compare and look up.
 */

export type GtinFormat = 'GTIN-8' | 'UPC-A' | 'EAN-13' | 'GTIN-14';

export type ScanErrorCode = 'scan.empty' | 'scan.control_character' | 'scan.bad_check_digit' | Gs1ErrorCode;

export type ParsedScan =
  /** code: the canonical bracket form, "(01)09506000134352(10)ABC123". */
  | ({ kind: 'gs1'; raw: string; code: string } & Gs1Data)
  /** code: the GTIN-14; `digits` as printed (a UPC-A keeps its 12 digits there). */
  | { kind: 'gtin'; raw: string; code: string; digits: string; format: GtinFormat }
  | { kind: 'wms'; raw: string; code: string; number: number }
  | { kind: 'bin'; raw: string; code: string; location: string }
  | { kind: 'container'; raw: string; code: string; id: string }
  /** Anything else printable: a serial number, a carrier tracking number, a client's own barcode. */
  | { kind: 'plain'; raw: string; code: string }
  /** code: a stable error code; message: plain English for the person holding the scanner. */
  | { kind: 'error'; raw: string; code: ScanErrorCode; message: string; position?: number };

export interface ParseScanOptions {
  labels?: Partial<LabelPrefixes>;
  /** For two-digit GS1 years; defaults to the current year. */
  referenceYear?: number;
}

const GTIN_FORMATS: Readonly<Record<number, GtinFormat>> = { 8: 'GTIN-8', 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

/** EAN/UPC symbologies: the scanner has already checked the check digit, so a wrong one is a misread. */
const EAN_UPC_IDS = new Set([']E0', ']E4']);

/** Scanners end or pad a scan with these; they are never part of a code. */
const LEADING_WHITESPACE = /^[\r\n\t]*/;
const TRAILING_WHITESPACE = /[\r\n\t]*$/;

/** Index of the first C0/C1 control character or DEL, except GS, which stands for FNC1 in GS1 data. */
function controlCharacterAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x1d) || (c >= 0x7f && c <= 0x9f)) return i;
  }
  return -1;
}

/** AI 00 (SSCC), 01 (GTIN) or 02 (CONTENT) at the start: an element string led by an identification key. */
const KEY_AI_START = /^0[012]\d/;

function gs1Scan(raw: string, { ok: _ok, ...data }: { ok: true } & Gs1Data): ParsedScan {
  return { kind: 'gs1', raw, code: formatGs1(data.elements), ...data };
}

function gtin(raw: string, digits: string): ParsedScan {
  return { kind: 'gtin', raw, code: toGtin14(digits), digits, format: GTIN_FORMATS[digits.length] ?? 'GTIN-14' };
}

export function parseScan(raw: string, options: ParseScanOptions = {}): ParsedScan {
  const prefixes = { ...DEFAULT_LABEL_PREFIXES, ...options.labels };
  assertLabelPrefixes(prefixes);
  const gs1Options = { referenceYear: options.referenceYear };

  // Error positions are reported in `raw`, so they point at the right character of what was scanned.
  const lead = LEADING_WHITESPACE.exec(raw)?.[0].length ?? 0;
  const text = raw.slice(lead).replace(TRAILING_WHITESPACE, '');
  if (text === '') return { kind: 'error', raw, code: 'scan.empty', message: 'The scan was empty.' };
  const control = controlCharacterAt(text);
  if (control >= 0) {
    const hex = text.charCodeAt(control).toString(16).toUpperCase().padStart(4, '0');
    const message = `The scan contains control character U+${hex} at position ${lead + control}; check the scanner's keyboard and suffix settings.`;
    return { kind: 'error', raw, code: 'scan.control_character', message, position: lead + control };
  }

  const symbologyId = SYMBOLOGY_ID.exec(text)?.[0];
  const body = symbologyId ? text.slice(symbologyId.length) : text;

  // Explicit GS1: announced by the symbology identifier, FNC1 separators, or the bracket form.
  // From here on the scan must parse as GS1 or it is an error: the label says it is GS1 data.
  const bracketAi = /^\((\d{2,4})\)/.exec(body)?.[1];
  const explicitGs1 =
    (symbologyId !== undefined && GS1_SYMBOLOGY_IDS[symbologyId] !== undefined) ||
    body.includes(GS) ||
    (bracketAi !== undefined && aiLength(bracketAi.slice(0, 2)) === bracketAi.length);
  if (explicitGs1) {
    const result = parseGs1(text, gs1Options);
    if (result.ok) return gs1Scan(raw, result);
    return { kind: 'error', raw, ...result.error, position: lead + result.error.position };
  }

  if (symbologyId && EAN_UPC_IDS.has(symbologyId)) {
    // ]E0 carries EAN-13 and UPC-A (sent as 13 digits with a leading 0); ]E4 carries EAN-8.
    if (isValidGtin(body)) return gtin(raw, body);
    const message = `The EAN/UPC barcode "${body}" has a wrong check digit or length; scan it again.`;
    return { kind: 'error', raw, code: 'scan.bad_check_digit', message };
  }

  const label = matchLabel(body, prefixes);
  if (label) return { raw, ...label };

  if (isValidGtin(body)) return gtin(raw, body);

  // An element string sent without symbology identifier or separators (many scanners strip both).
  // Only accepted when it starts with an SSCC/GTIN whose check digit holds and the whole of it
  // parses: a bare "10…" or "21…" would otherwise turn ordinary numbers into lots and serials.
  if (KEY_AI_START.test(body)) {
    const result = parseGs1(body, gs1Options);
    if (result.ok) return gs1Scan(raw, result);
  }

  return { kind: 'plain', raw, code: body };
}
