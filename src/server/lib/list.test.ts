import { describe, expect, it } from 'vitest';
import { toCsv } from './list';

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['two\nlines', null]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], ['+1'], ['-2'], ['@cmd'], ['plain']])).toBe("v\r\n'=SUM(A1)\r\n'+1\r\n'-2\r\n'@cmd\r\nplain\r\n");
  });

  it('neutralises the full-width signs, the pipe (DDE), tab and carriage return at the start of a cell', () => {
    const cells = ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '|cmd', '\t=1', '\r=1'];
    const lines = toCsv(['v'], cells.map((text) => [text])).split('\r\n').slice(1, -1);
    expect(lines).toEqual(["'\uFF1D1+1", "'\uFF0B1", "'\uFF0D1", "'\uFF20SUM(A1)", "'|cmd", "'\t=1", '"\'\r=1"']);
  });

  it('leaves negative numbers as numbers', () => {
    expect(toCsv(['v'], [[-2.5], [0]])).toBe('v\r\n-2.5\r\n0\r\n');
  });

  it('writes dates as ISO instants', () => {
    expect(toCsv(['at'], [[new Date('2026-01-02T03:04:05.000Z')]])).toBe('at\r\n2026-01-02T03:04:05.000Z\r\n');
  });
});
