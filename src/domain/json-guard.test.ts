import { describe, expect, it } from 'vitest';
import { jsonProblems, textProblem } from './json-guard';

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, accepts paired ones', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('a\uD800b')).toBe('surrogate');
    expect(textProblem('\uDC00')).toBe('surrogate');
    expect(textProblem('emoji 😀 ok')).toBeNull();
  });
});

describe('jsonProblems', () => {
  it('names the field of each bad string, in keys too', () => {
    const problems = jsonProblems({ name: 'x\u0000', lines: [{ sku: 'ok' }, { sku: '\uD83D' }], ['k\u0000']: 1 });
    expect(problems.map((p) => [p.field, p.rule]).sort()).toEqual([
      ['', 'nul'],
      ['lines.1.sku', 'surrogate'],
      ['name', 'nul'],
    ]);
  });

  it('stops at the depth limit without recursing, at any depth', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    const problems = jsonProblems(deep, { maxDepth: 8 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'depth', field: 'a.a.a.a.a.a.a.a' });
  });

  it('passes ordinary documents', () => {
    expect(jsonProblems({ a: [1, null, true, 'é'], b: { c: 'd' } })).toEqual([]);
  });
});
