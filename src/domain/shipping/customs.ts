import * as v from 'valibot';
import type { CustomsItem } from './carrier';

/*
 * Customs for a shipment that leaves the country (ADR 0030): one line per SKU of its units, with what
 * carriers ask of each (docs.easypost.com/docs/customs-items): description, quantity, total value,
 * total weight, HS tariff number, country of origin, our code.
 */

/** An ISO 3166-1 alpha-2 country code, upper-cased. */
export const CountryCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'Two-letter country code (ISO 3166)'));

/** A country code or nothing (''): for fields a user may leave empty until it matters. */
export const OptionalCountryCodeSchema = v.union([v.literal(''), CountryCodeSchema]);

/**
 * A Harmonized System code as printed on tariffs: 6 to 10 digits, dots allowed between them
 * ("6109.10.0012"), or '' when not known.
 */
export const HsTariffNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((code) => code === '' || (/^\d[\d.]*\d$/.test(code) && code.replace(/\./g, '').length >= 6 && code.replace(/\./g, '').length <= 10), 'An HS code is 6 to 10 digits, e.g. 6109.10'),
);

/** Customs are needed when the goods cross a border; an origin not set yet ('') decides nothing. */
export const crossesBorder = (fromCountry: string, toCountry: string): boolean => fromCountry !== '' && toCountry !== '' && fromCountry !== toCountry;

/** The units of one SKU in the shipment: quantity per carton, so each carton's weight is shared by what it holds. */
export interface CustomsUnits {
  code: string;
  description: string;
  hsTariffNumber: string;
  originCountry: string;
  /** What one unit is worth (the SKU's unit value), null when unknown. */
  unitValue: number | null;
  quantityByCarton: Record<string, number>;
}

const G_PER_OUNCE = 28.349523125;

/**
 * Shares `total` (whole cents) in proportion to `weights`, the rounding remainders going to the largest
 * fractions (then the first), so the shares add up to the total exactly.
 */
export function shareCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The customs lines of a shipment. Value: the declared value (cents) split over the SKUs in proportion to
 * quantity × unit value when every SKU has a unit value, else in proportion to quantity (each unit alike);
 * with no declared value, quantity × unit value where known. Weight: each carton's weight spread evenly
 * over the units it holds (SKUs carry no weight of their own), in ounces to the thousandth, at least 0.1.
 */
export function customsItems(units: readonly CustomsUnits[], declaredCents: number, cartonWeightsG: Readonly<Record<string, number>>, currency: string): CustomsItem[] {
  const quantity = (u: CustomsUnits) => Object.values(u.quantityByCarton).reduce((a, b) => a + b, 0);
  const valued = units.every((u) => u.unitValue !== null && u.unitValue > 0);
  const values =
    declaredCents > 0
      ? shareCents(declaredCents, units.map((u) => quantity(u) * (valued ? u.unitValue! : 1)))
      : units.map((u) => Math.round(quantity(u) * (u.unitValue ?? 0) * 100));
  const unitsInCarton: Record<string, number> = {};
  for (const u of units) for (const [carton, n] of Object.entries(u.quantityByCarton)) unitsInCarton[carton] = (unitsInCarton[carton] ?? 0) + n;
  return units.map((u, i) => {
    const grams = Object.entries(u.quantityByCarton).reduce((sum, [carton, n]) => sum + ((cartonWeightsG[carton] ?? 0) * n) / (unitsInCarton[carton] ?? 1), 0);
    return {
      description: u.description || u.code,
      code: u.code,
      quantity: quantity(u),
      value: (values[i]! / 100).toFixed(2),
      weightOz: Math.max(0.1, Math.ceil((grams / G_PER_OUNCE) * 1000 - 1e-9) / 1000),
      hsTariffNumber: u.hsTariffNumber,
      originCountry: u.originCountry,
      currency,
    };
  });
}
