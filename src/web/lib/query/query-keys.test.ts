import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { shouldRetry } from './query-client';
import { entityKeys } from './query-keys';

describe('query keys', () => {
  it('nests list and detail keys under the entity, so invalidating a prefix reaches them', () => {
    const brand = entityKeys('brand');
    expect(brand.all).toEqual(['brand']);
    expect(brand.list({ page: 2 })).toEqual(['brand', 'list', { page: 2 }]);
    expect(brand.list({ page: 2 }).slice(0, 2)).toEqual(brand.lists());
    expect(brand.detail(7)).toEqual(['brand', 'detail', 7]);
    expect(brand.detail(7).slice(0, 2)).toEqual(brand.details());
  });

  it('does not retry 4xx answers, retries network and server failures twice', () => {
    const error = (status: number | null) => new ApiError({ kind: status ? 'http' : 'network', status, code: null, message: '', path: '/' });
    expect(shouldRetry(0, error(404))).toBe(false);
    expect(shouldRetry(0, error(500))).toBe(true);
    expect(shouldRetry(0, error(null))).toBe(true);
    expect(shouldRetry(2, error(null))).toBe(false);
  });
});
