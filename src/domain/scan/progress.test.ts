import { describe, expect, it } from 'vitest';
import { lineState, summarizeProgress } from './progress';

describe('scan progress', () => {
  it('does not let a line over make up for a line short', () => {
    // 3 + 1 scanned against 2 + 2 expected: the totals match, the lines do not.
    expect(summarizeProgress([{ expected: 2, done: 3 }, { expected: 2, done: 1 }])).toEqual({
      expected: 4, matched: 3, done: 4, over: 1, short: 1, state: 'over',
    });
  });

  it('is complete only when every line is met exactly', () => {
    expect(summarizeProgress([{ expected: 2, done: 2 }, { expected: 2, done: 2 }]).state).toBe('complete');
    expect(summarizeProgress([{ expected: 2, done: 2 }, { expected: 0, done: 1 }])).toMatchObject({ matched: 2, over: 1, state: 'over' });
  });

  it('says short while something is missing and nothing is over', () => {
    expect(summarizeProgress([{ expected: 5, done: 2 }, { expected: 1, done: 1 }])).toMatchObject({ matched: 3, short: 3, over: 0, state: 'short' });
  });

  it('is open when nothing is expected, counting what was done', () => {
    expect(summarizeProgress([{ expected: null, done: 3 }, { expected: null, done: 2 }])).toMatchObject({ done: 5, state: 'open' });
    expect(summarizeProgress([]).state).toBe('open');
  });

  it('rates each line', () => {
    expect([null, 1, 2, 3].map((expected) => lineState({ expected, done: 2 }))).toEqual(['open', 'over', 'complete', 'short']);
  });
});
