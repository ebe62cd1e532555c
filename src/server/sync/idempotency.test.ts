import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency';

describe('request hash', () => {
  it('writes JSON with keys sorted at every depth and arrays in their order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('is the same for the same change spelt differently, and differs by kind and by payload', () => {
    const hash = requestHash('scan-log.record', { code: 'A', device: 'D' });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash('scan-log.record', { device: 'D', code: 'A' })).toBe(hash);
    expect(requestHash('sync.discard', { code: 'A', device: 'D' })).not.toBe(hash);
    expect(requestHash('scan-log.record', { code: 'B', device: 'D' })).not.toBe(hash);
    expect(requestHash('scan-log.record', { code: 'A', device: 'D', extra: 1 })).not.toBe(hash);
  });
});
