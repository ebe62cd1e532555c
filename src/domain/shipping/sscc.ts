import { gs1CheckDigit } from '../scan/gs1';

/*
 * Serial Shipping Container Codes (GS1 AI 00): extension digit, the company's GS1 company prefix, a serial
 * reference filling the 17 digits, then the check digit. Every carton gets one; its label carries it as
 * GS1-128, so any receiver's scanner reads it.
 */

/** The digits of a GS1 company prefix: 6 to 12, as GS1 issues them. */
export const GS1_PREFIX = /^\d{6,12}$/;

/** How many serial references a prefix leaves room for (10^(16 − prefix length)). */
export const ssccCapacity = (prefix: string) => 10 ** (16 - prefix.length);

/**
 * The SSCC of serial reference `serial` (0-based, from the sequence config) under `prefix`. The serial
 * wraps within the prefix's room: a company that ships 10^(16 − n) cartons reuses the first ones, which
 * GS1 allows after a year.
 */
export function sscc(extension: number, prefix: string, serial: number): string {
  if (!Number.isInteger(extension) || extension < 0 || extension > 9) throw new RangeError('The SSCC extension digit is 0 to 9.');
  if (!GS1_PREFIX.test(prefix)) throw new RangeError('A GS1 company prefix is 6 to 12 digits.');
  const room = 16 - prefix.length;
  const reference = String(serial % ssccCapacity(prefix)).padStart(room, '0');
  const body = `${extension}${prefix}${reference}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** True for 18 digits whose last is their check digit. */
export function isSscc(code: string): boolean {
  return /^\d{18}$/.test(code) && gs1CheckDigit(code.slice(0, 17)) === Number(code[17]);
}
