import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import { isSscc, sscc } from './sscc';

describe('SSCC', () => {
  it('matches the example of the GS1 General Specifications', () => {
    // The GS1 General Specifications' example: (00)106141411234567897, with prefix 0614141, extension 1.
    expect(sscc(1, '0614141', 123456789)).toBe('106141411234567897');
  });

  it('pads the serial reference to fill 17 digits, whatever the prefix length', () => {
    expect(sscc(0, '123456', 7)).toHaveLength(18);
    expect(sscc(0, '123456789012', 7)).toBe(`0123456789012000${7}${sscc(0, '123456789012', 7).slice(-1)}`);
  });

  it('wraps the serial within the room the prefix leaves', () => {
    expect(sscc(0, '123456789012', 10_000 + 5)).toBe(sscc(0, '123456789012', 5));
  });

  it('is read back by the scanner as AI 00', () => {
    const code = sscc(3, '0614141', 42);
    expect(isSscc(code)).toBe(true);
    const scan = parseScan(`]C100${code}`);
    expect(scan.kind === 'gs1' && scan.sscc).toBe(code);
  });

  it('refuses a bad prefix or extension', () => {
    expect(() => sscc(10, '0614141', 1)).toThrow(RangeError);
    expect(() => sscc(0, '06141', 1)).toThrow(RangeError);
    expect(isSscc('106141411234567898')).toBe(false);
  });
});
