import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DOC_TYPES, SequenceSchema, defaultSequence, formatDocumentNumber, isDocType } from './sequences';

const row = { prefix: 'CN-', datePart: '', padding: 6 } as const;

describe('formatDocumentNumber', () => {
  it('pads the value after the prefix', () => {
    expect(formatDocumentNumber(row, 42, new Date(), 'UTC')).toBe('CN-000042');
  });

  it('keeps every digit of a value longer than the padding', () => {
    expect(formatDocumentNumber({ ...row, padding: 2 }, 12345, new Date(), 'UTC')).toBe('CN-12345');
  });

  it('takes the date part in the given time zone, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(formatDocumentNumber({ ...row, datePart: 'YYYYMMDD' }, 7, instant, 'UTC')).toBe('CN-20251231000007');
    expect(formatDocumentNumber({ ...row, datePart: 'YYMMDD' }, 7, instant, 'Europe/Madrid')).toBe('CN-260101000007');
    expect(formatDocumentNumber({ ...row, datePart: 'YYMM' }, 7, instant, 'America/New_York')).toBe('CN-2512000007');
  });
});

describe('SequenceSchema', () => {
  const valid = { prefix: 'WMS-1', datePart: 'YYMM', padding: 8, nextValue: 1 };

  it('accepts a valid row', () => {
    expect(v.safeParse(SequenceSchema, valid).success).toBe(true);
  });

  it.each([
    ['prefix', 'cn'],
    ['prefix', 'ABCDEFGHIJK'],
    ['datePart', 'DD'],
    ['padding', 0],
    ['padding', 13],
    ['nextValue', 0],
    ['nextValue', 1.5],
  ])('refuses %s = %j', (field, value) => {
    const result = v.safeParse(SequenceSchema, { ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual([field]);
  });
});

describe('document types', () => {
  it('have a default that validates', () => {
    for (const docType of DOC_TYPES) {
      const { docType: _type, ...rest } = defaultSequence(docType);
      expect(v.safeParse(SequenceSchema, rest).success).toBe(true);
    }
  });

  it('are recognised by name only', () => {
    expect(isDocType('wms-number')).toBe(true);
    expect(isDocType('toString')).toBe(false);
  });
});
