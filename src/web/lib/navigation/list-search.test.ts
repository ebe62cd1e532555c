import { describe, expect, it } from 'vitest';
import { apiQueryOf, listSearch } from './list-search';

describe('listSearch', () => {
  const parse = listSearch(['name', 'createdAt'], ['role', 'active']);

  it('keeps a well-formed list state', () => {
    expect(parse({ q: 'ann', sort: 'name', dir: 'desc', page: 3, pageSize: 50, role: 'r1', active: 'yes' })).toEqual({
      q: 'ann', sort: 'name', dir: 'desc', page: 3, pageSize: 50, role: 'r1', active: 'yes',
    });
  });

  it('drops what a hand-edited URL got wrong instead of failing', () => {
    expect(parse({ q: '', sort: 'password', dir: 'up', page: -1, pageSize: 7, other: 'x', role: '' })).toEqual({});
    expect(parse({ page: 1 })).toEqual({});
  });

  it('turns a search into the API query, as text', () => {
    expect(apiQueryOf({ q: 'x', page: 2, pageSize: undefined })).toEqual({ q: 'x', page: '2' });
  });
});
