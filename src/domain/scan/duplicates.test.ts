import { describe, expect, it } from 'vitest';
import { createDuplicateFilter } from './duplicates';

describe('createDuplicateFilter', () => {
  it('flags the same code seen again within the window', () => {
    const filter = createDuplicateFilter(2000);
    expect(filter.check('WMS00001234', 0)).toBe('new');
    expect(filter.check('WMS00001234', 1999)).toBe('duplicate');
  });

  it('calls the code new again once the window has passed since it was last seen', () => {
    const filter = createDuplicateFilter(2000);
    filter.check('A', 0);
    expect(filter.check('A', 2000)).toBe('new');
  });

  it('measures the window from the last sighting, so a camera resting on a label keeps flagging', () => {
    const filter = createDuplicateFilter(1000);
    expect(filter.check('A', 0)).toBe('new');
    expect(filter.check('A', 800)).toBe('duplicate');
    expect(filter.check('A', 1600)).toBe('duplicate');
    expect(filter.check('A', 2400)).toBe('duplicate');
    expect(filter.check('A', 3400)).toBe('new');
  });

  it('tracks codes independently, not only the previous one', () => {
    const filter = createDuplicateFilter(5000);
    expect(filter.check('A', 0)).toBe('new');
    expect(filter.check('B', 10)).toBe('new');
    expect(filter.check('A', 20)).toBe('duplicate');
    expect(filter.check('B', 30)).toBe('duplicate');
    expect(filter.check('C', 40)).toBe('new');
  });

  it('with a window of 0 never flags', () => {
    const filter = createDuplicateFilter(0);
    expect(filter.check('A', 0)).toBe('new');
    expect(filter.check('A', 0)).toBe('new');
  });

  it('forgets everything on clear', () => {
    const filter = createDuplicateFilter(5000);
    filter.check('A', 0);
    filter.clear();
    expect(filter.check('A', 1)).toBe('new');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the window %s', (windowMs) => {
    expect(() => createDuplicateFilter(windowMs)).toThrow(RangeError);
  });
});
