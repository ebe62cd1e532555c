import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ParsedScan } from '../../../domain/scan/parse-scan';

const KIND = {
  gs1: msg`GS1`,
  gtin: msg`GTIN`,
  wms: msg`WMS number`,
  bin: msg`Bin`,
  container: msg`Container`,
  plain: msg`Code`,
  error: msg`Not readable`,
} as const;

/** A one-line, translated description of what a scan was read as. */
export function describeScan(i18n: I18n, parsed: ParsedScan): string {
  const kind = i18n._(KIND[parsed.kind]);
  if (parsed.kind === 'error') return `${kind}: ${parsed.message}`;
  if (parsed.kind === 'gs1') return `${kind} ${parsed.elements.map((e) => `(${e.ai})${e.value}`).join(' ')}`;
  return `${kind} ${parsed.code}`;
}

/** What the scan log keeps of a parse: its kind and normalised code, or the error. */
export function parseSummary(parsed: ParsedScan): { kind: string; [key: string]: unknown } {
  if (parsed.kind === 'error') return { kind: 'error', error: parsed.code, message: parsed.message };
  if (parsed.kind === 'gs1') return { kind: 'gs1', code: parsed.code, elements: parsed.elements };
  return { kind: parsed.kind, code: parsed.code };
}
