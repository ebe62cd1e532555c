import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, NAMED_MASKS, unmask } from './masks';

describe('applyMask', () => {
  it.each([
    ['date', '20240131', '2024/01/31'],
    ['datetime', '202401311405', '2024/01/31 14:05'],
    ['time', '0930', '09:30'],
    ['fulltime', '093015', '09:30:15'],
    ['phone', '5551234567', '(555) 123 - 4567'],
    ['card', '4111111111111111', '4111 1111 1111 1111'],
  ])('formats a complete %s', (name, raw, expected) => {
    expect(applyMask(raw, name)).toBe(expected);
    expect(isMaskComplete(expected, name)).toBe(true);
  });

  it('fills the positions not typed yet with underscore by default', () => {
    expect(applyMask('555', 'phone')).toBe('(555) ___ - ____');
    expect(applyMask('', 'time')).toBe('__:__');
    expect(applyMask('2024', 'date', '*')).toBe('2024/**/**');
  });

  it('stops after the last typed character without a fill', () => {
    expect(applyMask('555', 'phone', false)).toBe('(555');
    expect(applyMask('5551', 'phone', false)).toBe('(555) 1');
    expect(applyMask('', 'phone', false)).toBe('');
  });

  it('skips characters that do not fit a token and ignores extra input', () => {
    expect(applyMask('2a0b2c4-0-1-3-1', 'date')).toBe('2024/01/31');
    expect(applyMask('12345', 'time')).toBe('12:34');
  });

  it('accepts an already formatted value (idempotent)', () => {
    const once = applyMask('5551234567', 'phone');
    expect(applyMask(once, 'phone')).toBe(once);
    expect(applyMask('2024/01/31', 'date')).toBe('2024/01/31');
  });

  it('supports the letter tokens, case transforms and escapes', () => {
    expect(applyMask('ab12', 'AA-##')).toBe('AB-12');
    expect(applyMask('AB', 'aa')).toBe('ab');
    expect(applyMask('x1', 'X-x')).toBe('X-1');
    expect(applyMask('12', '\\###')).toBe('#12');
    expect(applyMask('1', 'S')).toBe('_');
  });
});

describe('unmask', () => {
  it('returns only the typed characters', () => {
    expect(unmask('(555) 123 - 4567', 'phone')).toBe('5551234567');
    expect(unmask('(555) ___ - ____', 'phone')).toBe('555');
    expect(unmask('2024/01/31 14:05', NAMED_MASKS.datetime)).toBe('202401311405');
  });

  it('round-trips with applyMask', () => {
    for (const [name, raw] of [['card', '4111222233334444'], ['fulltime', '235959']] as const) {
      expect(unmask(applyMask(raw, name), name)).toBe(raw);
    }
  });

  it('reports incomplete values', () => {
    expect(isMaskComplete('(555) ___ - ____', 'phone')).toBe(false);
    expect(isMaskComplete('09:3', 'time')).toBe(false);
  });
});
