/**
 * A USB shipping scale read through WebHID (Chromium on a desktop packing station). Such scales are HID
 * point-of-sale scales (usage page 0x8D) and send a scale data report: status, unit, a power-of-ten
 * exponent and the weight as an unsigned 16-bit little-endian number (USB HID Point of Sale Usage
 * Tables, "Scale Data Report"; the report id is not part of the data WebHID hands over).
 */
export const SCALE_USAGE_PAGE = 0x8d;

/** The statuses that say the reading can be taken: at rest on zero, or at rest with a weight. */
const STABLE_ZERO = 2;
const STABLE = 4;
const IN_MOTION = 3;

/** Grams per unit, for the units a scale reports (the table's codes). */
const GRAMS_PER_UNIT: Record<number, number> = {
  1: 0.001, // milligram
  2: 1, // gram
  3: 1000, // kilogram
  11: 28.349523125, // ounce
  12: 453.59237, // pound
};

export interface ScaleReading {
  grams: number;
  /** At rest: the weight can be taken. */
  stable: boolean;
}

/** The reading a data report carries, or null for a report that holds none (an error, over weight, an unknown unit). */
export function readScaleReport(data: DataView): ScaleReading | null {
  if (data.byteLength < 5) return null;
  const status = data.getUint8(0);
  const perUnit = GRAMS_PER_UNIT[data.getUint8(1)];
  if (perUnit === undefined || ![STABLE_ZERO, IN_MOTION, STABLE].includes(status)) return null;
  const raw = data.getUint16(3, true) * 10 ** data.getInt8(2);
  return { grams: status === STABLE_ZERO ? 0 : Math.round(raw * perUnit), stable: status !== IN_MOTION };
}
