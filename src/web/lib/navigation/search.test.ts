import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchValue } from './search';

const parse = parseSearchWith(searchValue);
const write = stringifySearchWith(JSON.stringify, JSON.parse);

describe('search values in the address', () => {
  it('keeps a typed code that only looks like a number as the text typed', () => {
    expect(parse('?q=132E8&code=1.50&lead=007&minus=-0')).toEqual({ q: '132E8', code: '1.50', lead: '007', minus: '-0' });
  });

  it('reads numbers and JSON as the router writes them', () => {
    expect(parse('?page=2&pageSize=50&flag=true')).toEqual({ page: 2, pageSize: 50, flag: true });
    expect(parse(`?${write({ q: '132E8', ids: ['a', 'b'], page: 3 }).slice(1)}`)).toEqual({ q: '132E8', ids: ['a', 'b'], page: 3 });
  });

  it('keeps text that is not JSON at all', () => {
    expect(parse('?q=pallet%20jack&broken=%7B%22a')).toEqual({ q: 'pallet jack', broken: '{"a' });
  });
});
