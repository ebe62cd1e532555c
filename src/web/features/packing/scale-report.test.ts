import { describe, expect, it } from 'vitest';
import { readScaleReport } from './scale-report';

const report = (...bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);

describe('readScaleReport', () => {
  it('reads a steady weight in grams, kilograms with an exponent, ounces and pounds', () => {
    expect(readScaleReport(report(4, 2, 0, 0xe2, 0x04))).toEqual({ grams: 1250, stable: true });
    // 1.25 kg written as 125 × 10^-2 kg.
    expect(readScaleReport(report(4, 3, 0xfe, 125, 0))).toEqual({ grams: 1250, stable: true });
    // 44.1 oz as 441 × 10^-1.
    expect(readScaleReport(report(4, 11, 0xff, 0xb9, 0x01))).toEqual({ grams: 1250, stable: true });
    expect(readScaleReport(report(4, 12, 0, 2, 0))).toEqual({ grams: 907, stable: true });
  });

  it('says when the scale is still moving, and reads an empty platform as zero', () => {
    expect(readScaleReport(report(3, 2, 0, 100, 0))).toEqual({ grams: 100, stable: false });
    expect(readScaleReport(report(2, 2, 0, 0, 0))).toEqual({ grams: 0, stable: true });
  });

  it('gives no reading for a fault, over weight, an unknown unit or a short report', () => {
    expect(readScaleReport(report(6, 2, 0, 0xff, 0xff))).toBeNull();
    expect(readScaleReport(report(5, 2, 0, 10, 0))).toBeNull();
    expect(readScaleReport(report(4, 9, 0, 10, 0))).toBeNull();
    expect(readScaleReport(report(4, 2, 0))).toBeNull();
  });
});
