import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_MAX_CHARS, PreferenceValueSchema } from './preferences';

const deep = (levels: number) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

describe('PreferenceValueSchema', () => {
  it('takes any JSON value up to its size', () => {
    for (const value of [{ hidden: ['sku'] }, [1, 2], 'compact', 3, false]) expect(v.safeParse(PreferenceValueSchema, value).success).toBe(true);
  });

  it('refuses null, oversized and deeply nested values without overflowing the stack', () => {
    for (const value of [null, 'x'.repeat(PREFERENCE_MAX_CHARS), deep(9), deep(100_000), { text: 'a\u0000b' }]) {
      expect(v.safeParse(PreferenceValueSchema, value).success).toBe(false);
    }
  });
});
