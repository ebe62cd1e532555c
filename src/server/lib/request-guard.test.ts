import { describe, expect, it } from 'vitest';
import { syncEnvelopeProblems } from '../routes/sync/sync-envelope';
import { urlProblems } from './request-guard';

const rules = (problems: { field: string; rule: string }[]) => problems.map((p) => `${p.field}:${p.rule}`);

describe('urlProblems', () => {
  it('passes ordinary paths and queries, encoded or not', () => {
    expect(urlProblems('http://h/v1/skus/ab%20c?search=caf%C3%A9&page=1&flag')).toEqual([]);
  });

  it('finds NUL, lone surrogates and broken percent-encoding in path segments and query keys and values', () => {
    expect(rules(urlProblems('http://h/v1/skus/a%00b'))).toEqual(['path:nul']);
    expect(rules(urlProblems('http://h/v1/skus/%ED%A0%80'))).toEqual(['path:encoding']);
    expect(rules(urlProblems('http://h/v1/skus?search=x%00&sort=%E0%A4%A'))).toEqual(['search:nul', 'sort:encoding']);
    expect(rules(urlProblems('http://h/v1/skus?a%00=1'))).toEqual(['query:nul']);
  });
});

const mutation = (payload: unknown, extra: Record<string, unknown> = {}) => ({ id: 'a', kind: 'scan.log', createdAt: 1, payload, ...extra });

describe('syncEnvelopeProblems', () => {
  it('leaves text and depth problems inside a payload to the sync pipeline', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(syncEnvelopeProblems({ mutations: [mutation({ code: 'a\u0000' }), mutation({ code: '\uD800' }), mutation(deep)] })).toEqual([]);
  });

  it('refuses bad text in the envelope', () => {
    expect(rules(syncEnvelopeProblems({ mutations: [mutation({}, { kind: 'x\u0000' }), mutation({}, { id: '\uDC00' })] }))).toEqual(['mutations.0.kind:nul', 'mutations.1.id:surrogate']);
  });
});
