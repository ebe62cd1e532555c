import { describe, expect, it } from 'vitest';
import { TAG_SWATCHES } from './tags';
import { contrastRatio, readableTextColour, relativeLuminance } from './contrast';

describe('tag text contrast', () => {
  it('computes the WCAG luminance and ratio', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(readableTextColour('#fbc02d')).toBe('#000000');
    expect(readableTextColour('#ffffff')).toBe('#000000');
    expect(readableTextColour('#3949ab')).toBe('#ffffff');
    expect(readableTextColour('#000000')).toBe('#ffffff');
  });

  it('keeps every preset swatch readable (at least 4.5:1, WCAG AA)', () => {
    for (const swatch of TAG_SWATCHES) expect(contrastRatio(swatch, readableTextColour(swatch)), swatch).toBeGreaterThanOrEqual(4.5);
  });
});
