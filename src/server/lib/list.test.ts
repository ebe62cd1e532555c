import { describe, expect, it } from 'vitest';
import { toCsv } from './list';

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['two\nlines', null]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], ['+1'], ['-2'], ['@cmd'], ['plain']])).toBe("v\r\n'=SUM(A1)\r\n'+1\r\n'-2\r\n'@cmd\r\nplain\r\n");
  });

  it('leaves negative numbers as numbers', () => {
    expect(toCsv(['v'], [[-2.5], [0]])).toBe('v\r\n-2.5\r\n0\r\n');
  });

  it('writes dates as ISO instants', () => {
    expect(toCsv(['at'], [[new Date('2026-01-02T03:04:05.000Z')]])).toBe('at\r\n2026-01-02T03:04:05.000Z\r\n');
  });
});
