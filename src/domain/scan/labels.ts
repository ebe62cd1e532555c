/**
 * The warehouse's own barcode labels: WMS numbers on items, bin codes on locations, container codes
 * on pallets/totes. The server's numbering formats with these functions and the scanner recognises
 * with `matchLabel`, so a printed label always parses back to what was printed.
 */

export interface LabelPrefixes {
  wms: string;
  bin: string;
  container: string;
}

export const DEFAULT_LABEL_PREFIXES: Readonly<LabelPrefixes> = { wms: 'WMS', bin: 'BIN-', container: 'CNT-' };

/** Digits after the prefix when the sequence config says nothing else: WMS00001234, CNT-000123. */
export const DEFAULT_WMS_WIDTH = 8;
export const DEFAULT_CONTAINER_WIDTH = 6;

/** What may follow a bin or container prefix: letters, digits, and . _ / - as separators. */
const CODE_BODY = /^[A-Z0-9](?:[A-Z0-9._/-]*[A-Z0-9])?$/;

/** Prefix + number left-padded to `width` digits; a number wider than `width` is kept whole, never cut. */
export function formatNumbered(prefix: string, n: number, width: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`A label number must be a whole number from 0, got ${n}`);
  if (!Number.isInteger(width) || width < 1) throw new RangeError(`A label width must be a whole number from 1, got ${width}`);
  return `${prefix}${String(n).padStart(width, '0')}`;
}

export function formatWmsNumber(n: number, width = DEFAULT_WMS_WIDTH, prefix = DEFAULT_LABEL_PREFIXES.wms): string {
  return formatNumbered(prefix, n, width);
}

export function formatContainerCode(n: number, width = DEFAULT_CONTAINER_WIDTH, prefix = DEFAULT_LABEL_PREFIXES.container): string {
  return formatNumbered(prefix, n, width);
}

/** Bin code from its path, e.g. ['A', '01', '02'] → BIN-A-01-02 (zone, aisle/rack, level…). */
export function formatBinCode(parts: readonly string[], prefix = DEFAULT_LABEL_PREFIXES.bin): string {
  const body = parts.join('-').toUpperCase();
  if (parts.length === 0 || parts.some((part) => part === '') || !CODE_BODY.test(body)) {
    throw new RangeError(`A bin code is made of letters and digits, got ${JSON.stringify(parts)}`);
  }
  return `${prefix}${body}`;
}

export type LabelMatch =
  | { kind: 'wms'; code: string; number: number }
  | { kind: 'bin'; code: string; location: string }
  | { kind: 'container'; code: string; id: string };

/** Throws when prefixes cannot work as label prefixes (device settings are validated before use). */
export function assertLabelPrefixes(prefixes: LabelPrefixes): void {
  const all = [prefixes.wms, prefixes.bin, prefixes.container];
  for (const prefix of all) {
    if (!/^[!-~]{1,10}$/.test(prefix)) throw new RangeError(`A label prefix is 1-10 printable ASCII characters without spaces, got "${prefix}"`);
  }
  if (new Set(all.map((prefix) => prefix.toUpperCase())).size !== all.length) {
    throw new RangeError('The WMS, bin and container label prefixes must differ');
  }
}

/**
 * Recognises one of our labels. Case is ignored and the code is returned upper-cased: a wedge scanner
 * whose host has Caps Lock on sends "wms00001234" for a label printed WMS00001234. The longest prefix
 * wins, so prefixes such as "C" and "CNT-" can coexist.
 */
export function matchLabel(scanned: string, prefixes: LabelPrefixes = DEFAULT_LABEL_PREFIXES): LabelMatch | null {
  const code = scanned.toUpperCase();
  const candidates = (['wms', 'bin', 'container'] as const)
    .map((kind) => ({ kind, prefix: prefixes[kind].toUpperCase() }))
    .filter(({ prefix }) => code.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  for (const { kind, prefix } of candidates) {
    const body = code.slice(prefix.length);
    if (kind === 'wms') {
      const number = Number(body);
      if (/^\d+$/.test(body) && Number.isSafeInteger(number)) return { kind, code, number };
    } else if (CODE_BODY.test(body)) {
      return kind === 'bin' ? { kind, code, location: body } : { kind, code, id: body };
    }
  }
  return null;
}
