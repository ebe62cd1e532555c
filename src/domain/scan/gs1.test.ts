import { describe, expect, it } from 'vitest';
import { GS, formatGs1, gs1CheckDigit, gs1DateParts, isValidGtin, parseGs1, toGtin14 } from './gs1';

// Dates are resolved against a fixed year so the tests do not change meaning over time.
const parse = (input: string) => parseGs1(input, { referenceYear: 2026 });

function errorOf(input: string) {
  const result = parse(input);
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(input)}`);
  return result.error;
}

describe('gs1CheckDigit / isValidGtin', () => {
  it.each([
    ['0950600013435', 2], // GS1's example GTIN 09506000134352
    ['03600029145', 2], // UPC-A 036000291452
    ['400638133393', 1], // EAN-13 4006381333931
    ['9638507', 4], // GTIN-8 96385074
    ['10614141123456789', 7], // SSCC 106141411234567897
  ])('computes the check digit of %s', (digits, expected) => {
    expect(gs1CheckDigit(digits)).toBe(expected);
  });

  it('rejects input that is not digits', () => {
    expect(() => gs1CheckDigit('12a4')).toThrow(TypeError);
    expect(() => gs1CheckDigit('')).toThrow(TypeError);
  });

  it.each(['96385074', '036000291452', '4006381333931', '09506000134352'])('accepts the valid GTIN %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ['4006381333932', 'wrong check digit'],
    ['036000291453', 'wrong check digit'],
    ['0360002914', 'ten digits is no GTIN length'],
    ['106141411234567897', 'an SSCC is not a GTIN'],
    ['40063813339a1', 'letters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });

  it('pads any GTIN to GTIN-14 and refuses invalid ones', () => {
    expect(toGtin14('036000291452')).toBe('00036000291452');
    expect(toGtin14('96385074')).toBe('00000096385074');
    expect(toGtin14('09506000134352')).toBe('09506000134352');
    expect(() => toGtin14('036000291453')).toThrow(RangeError);
  });
});

describe('gs1DateParts: century rule of GS1 GenSpecs 7.12', () => {
  it.each([
    ['260115', 2026, 2026],
    ['751231', 2026, 2075], // 49 years ahead: this century
    ['760101', 2026, 2076], // 50 years ahead: still this century
    ['770101', 2026, 1977], // 51 years ahead: previous century
    ['990101', 2026, 1999],
    ['460101', 2095, 2046], // 49 years back: this century
    ['450101', 2095, 2145], // 50 years back: next century
  ])('%s read in %i is in %i', (yymmdd, referenceYear, year) => {
    expect(gs1DateParts(yymmdd, referenceYear).year).toBe(year);
  });
});

describe('parseGs1: element strings as scanned', () => {
  it('reads GS1-128 with ]C1 and a GS after the variable-length lot', () => {
    const result = parse(`]C1010950600013435217201225` + `10ABC123${GS}21XYZ`);
    expect(result).toEqual({
      ok: true,
      elements: [
        { ai: '01', value: '09506000134352' },
        { ai: '17', value: '201225' },
        { ai: '10', value: 'ABC123' },
        { ai: '21', value: 'XYZ' },
      ],
      gtin: '09506000134352',
      expiry: '2020-12-25',
      lot: 'ABC123',
      serial: 'XYZ',
    });
  });

  it.each([']d2', ']Q3', ']e0', ']J1', ''])('accepts the symbology identifier "%s" (or none)', (id) => {
    const result = parse(`${id}010950600013435210LOT-7${GS}17270331`);
    expect(result).toMatchObject({ ok: true, gtin: '09506000134352', lot: 'LOT-7', expiry: '2027-03-31' });
  });

  it('accepts a leading GS standing for FNC1 in first position', () => {
    expect(parse(`${GS}0109506000134352`)).toMatchObject({ ok: true, gtin: '09506000134352' });
    expect(parse(`]C1${GS}0109506000134352`)).toMatchObject({ ok: true, gtin: '09506000134352' });
  });

  it('reads an SSCC pallet label with content, count and batch', () => {
    const result = parse(`]C100106141411234567897` + `0209506000134352` + `3724${GS}10B-42`);
    expect(result).toMatchObject({ ok: true, sscc: '106141411234567897', content: '09506000134352', count: 24, lot: 'B-42' });
  });

  it('steps over fixed-length AIs it does not interpret (net weight 3103, reserved 14, unlisted 3175)', () => {
    const result = parse(`]C10109506000134352` + `3103001250` + `14991231` + `3175000001` + `17261130`);
    expect(result).toMatchObject({ ok: true, expiry: '2026-11-30' });
    if (!result.ok) return;
    expect(result.elements.map((element) => element.ai)).toEqual(['01', '3103', '14', '3175', '17']);
  });

  it('tolerates a redundant GS after a fixed-length field and a trailing GS', () => {
    expect(parse(`]C10109506000134352${GS}17201225${GS}`)).toMatchObject({ ok: true, expiry: '2020-12-25' });
  });

  it('ends fixed-length AIs outside the predefined table, such as (402), at a GS', () => {
    const result = parse(`]C140212345678901234560${GS}91INTERNAL`);
    expect(result).toMatchObject({ ok: true, elements: [{ ai: '402', value: '12345678901234560' }, { ai: '91', value: 'INTERNAL' }] });
  });

  it('reads a day of 00 as the last day of the month for expiry and best before, leap years included', () => {
    expect(parse('(17)240200')).toMatchObject({ ok: true, expiry: '2024-02-29' });
    expect(parse('(17)250200')).toMatchObject({ ok: true, expiry: '2025-02-28' });
    expect(parse('(15)261100')).toMatchObject({ ok: true, bestBefore: '2026-11-30' });
  });

  it('keeps a production date with day 00 at month precision', () => {
    expect(parse('(11)250600')).toMatchObject({ ok: true, productionDate: '2025-06' });
    expect(parse('(11)250614')).toMatchObject({ ok: true, productionDate: '2025-06-14' });
  });

  it('accepts every character of set 82 in an alphanumeric field', () => {
    // 26 characters: too long for one serial (20), so it goes in an internal AI (91, up to 90).
    const value = `!"%&'()*+,-./09:;<=>?AZ_az`;
    expect(parse(`]C191${value}`)).toMatchObject({ ok: true, elements: [{ ai: '91', value }] });
  });
});

describe('parseGs1: bracket (human-readable) form', () => {
  it('reads the example from the GS1 specs', () => {
    const result = parse('(01)09506000134352(17)201225(10)ABC123(21)XYZ');
    expect(result).toMatchObject({ ok: true, gtin: '09506000134352', expiry: '2020-12-25', lot: 'ABC123', serial: 'XYZ' });
  });

  it('allows spaces around values, as printed under a barcode', () => {
    expect(parse('(01) 09506000134352 (10) ABC123')).toMatchObject({ ok: true, gtin: '09506000134352', lot: 'ABC123' });
  });

  it('reads "\\(" as a literal bracket inside a value and formats it back the same way', () => {
    const input = '(01)09506000134352(10)AB\\(1)';
    const result = parse(input);
    expect(result).toMatchObject({ ok: true, lot: 'AB(1)' });
    if (result.ok) expect(formatGs1(result.elements)).toBe(input);
  });

  it('round-trips through formatGs1', () => {
    const input = '(00)106141411234567897(02)09506000134352(37)24';
    const result = parse(input);
    if (!result.ok) throw new Error(result.error.message);
    expect(formatGs1(result.elements)).toBe(input);
  });
});

describe('parseGs1: malformed input gives a clear error', () => {
  it('bad GTIN check digit', () => {
    expect(errorOf(']C10109506000134353')).toEqual({
      code: 'gs1.bad_check_digit',
      message: 'AI (01) GTIN 09506000134353 has a wrong check digit: expected 2, got 3.',
      position: 18,
    });
  });

  it('bad SSCC check digit', () => {
    expect(errorOf('(00)106141411234567890')).toMatchObject({ code: 'gs1.bad_check_digit', message: expect.stringContaining('AI (00) SSCC') });
  });

  it('truncated fixed-length field', () => {
    expect(errorOf(']C1010950600013435')).toEqual({
      code: 'gs1.truncated',
      message: 'AI (01) GTIN is cut short: it needs 14 digits, got 13.',
      position: 5,
    });
  });

  it('fixed-length date cut short by a separator', () => {
    expect(errorOf(`]C11720${GS}10ABC`)).toMatchObject({ code: 'gs1.truncated', message: expect.stringContaining('AI (17) USE BY OR EXPIRY') });
  });

  it('an AI with no data at the end', () => {
    expect(errorOf(']C1010950600013435210')).toMatchObject({ code: 'gs1.truncated', message: expect.stringContaining('AI (10) BATCH/LOT') });
  });

  it('an AI cut in the middle', () => {
    expect(errorOf(']C101095060001343521')).toMatchObject({ code: 'gs1.truncated', position: 19 });
    expect(errorOf(']C1010950600013435231')).toMatchObject({ code: 'gs1.truncated', message: expect.stringContaining('needs 4 digits') });
  });

  it('month 13', () => {
    expect(errorOf('(17)201325')).toEqual({
      code: 'gs1.bad_date',
      message: 'AI (17) USE BY OR EXPIRY date 201325: month 13 is not 01-12.',
      position: 4,
    });
  });

  it.each([
    ['(17)250431', 'day 31 does not exist in 2025-04'],
    ['(15)250229', 'day 29 does not exist in 2025-02'],
    ['(11)251200', null],
    ['(17)240229', null],
  ])('day validity: %s', (input, problem) => {
    const result = parse(input);
    if (problem === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, error: { code: 'gs1.bad_date', message: expect.stringContaining(problem) } });
  });

  it('a day of 00 where the AI requires a day', () => {
    expect(errorOf('(7006)250100')).toMatchObject({ code: 'gs1.bad_date', message: expect.stringContaining('the day must be given') });
  });

  it('unsupported AI within a known prefix', () => {
    expect(errorOf(`]C10109506000134352` + '4300ACME')).toEqual({
      code: 'gs1.unknown_ai',
      message: 'AI (4300) is not supported by this parser.',
      position: 19,
    });
  });

  it('digits that start no AI at all', () => {
    expect(errorOf(']C10512345')).toMatchObject({ code: 'gs1.unknown_ai', message: 'No GS1 Application Identifier starts with "05".' });
    expect(errorOf('(05)12345')).toMatchObject({ code: 'gs1.unknown_ai', message: expect.stringContaining('AI (05)') });
    expect(errorOf('(100)ABC')).toMatchObject({ code: 'gs1.unknown_ai' });
  });

  it('lot longer than 20 characters, hinting at the missing separator', () => {
    expect(errorOf(']C110ABCDEFGHIJKLMNOP21XYZ')).toEqual({
      code: 'gs1.bad_length',
      message: 'AI (10) BATCH/LOT is at most 20 characters, got 21. Is a GS separator missing after it?',
      position: 5,
    });
  });

  it('a fixed-length AI outside the predefined table with too many digits', () => {
    expect(errorOf('(402)123456789012345600')).toMatchObject({ code: 'gs1.bad_length', message: expect.stringContaining('exactly 17 digits') });
  });

  it.each([
    ['(10)AB CD', '" "', 6],
    ['(10)ABC#', '"#"', 7],
    ['(21)ÄBC', '"Ä"', 4],
    ['(37)12A', '"A"', 6],
  ])('characters outside the AI character set: %s', (input, shown, position) => {
    expect(errorOf(input)).toMatchObject({ code: 'gs1.bad_characters', message: expect.stringContaining(`found ${shown}`), position });
  });

  it('numeric field message says digits only', () => {
    expect(errorOf(']C137ABC').message).toBe('AI (37) COUNT must be digits only; found "A".');
  });

  it('the same AI twice with different values', () => {
    expect(errorOf('(10)A(10)B')).toMatchObject({ code: 'gs1.duplicate_ai', message: 'AI (10) appears twice with different values ("A" and "B").' });
    expect(parse('(10)A(10)A')).toMatchObject({ ok: true, elements: [{ ai: '10', value: 'A' }] });
  });

  it('empty input', () => {
    expect(errorOf('')).toMatchObject({ code: 'gs1.empty' });
    expect(errorOf(']C1')).toMatchObject({ code: 'gs1.empty' });
  });

  it('a symbology that does not carry GS1 data', () => {
    expect(errorOf(']C00109506000134352')).toMatchObject({ code: 'gs1.not_gs1', message: expect.stringContaining(']C0') });
  });

  it('broken bracket syntax', () => {
    expect(errorOf('(01')).toMatchObject({ code: 'gs1.bad_syntax', position: 0 });
    expect(errorOf('(1)23')).toMatchObject({ code: 'gs1.bad_syntax' });
    expect(errorOf(']C1AB')).toMatchObject({ code: 'gs1.bad_syntax', message: expect.stringContaining('found "AB"') });
  });
});
