/**
 * Flags a code scanned again within a time window. Scanners re-read a label when the trigger is held
 * and a camera decodes the same barcode many times a second, but scanning the same GTIN twice can
 * also be a real second unit: so a repeat is flagged for the screen to decide (distinct sound, ask
 * or count), never dropped here.
 *
 * The window is measured from the last time the code was seen, flagged or not: a camera resting on
 * one barcode keeps producing duplicates instead of a new "new" every `windowMs`.
 */

export type DuplicateVerdict = 'new' | 'duplicate';

export interface DuplicateFilter {
  /** `code` should be the normalised code (ParsedScan.code); `time` in ms on one clock. */
  check(code: string, time: number): DuplicateVerdict;
  /** Forget every code, e.g. when the screen or the document being scanned changes. */
  clear(): void;
}

export function createDuplicateFilter(windowMs: number): DuplicateFilter {
  if (!Number.isFinite(windowMs) || windowMs < 0) throw new RangeError(`windowMs must be 0 or more, got ${windowMs}`);
  const lastSeen = new Map<string, number>();

  return {
    check(code, time) {
      // Forget codes whose window has passed so the map stays as small as the window is short.
      for (const [seen, at] of lastSeen) if (time - at >= windowMs) lastSeen.delete(seen);
      const previous = lastSeen.get(code);
      lastSeen.set(code, time);
      return previous === undefined ? 'new' : 'duplicate';
    },
    clear() {
      lastSeen.clear();
    },
  };
}
