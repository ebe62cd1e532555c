import { describe, expect, it } from 'vitest';
import { encodeWithinBudget, fitWithin } from './photo-budget';

describe('fitWithin', () => {
  it('brings the long side to 1280 px and keeps the aspect', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: 1280 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1280, 1280)).toEqual({ width: 1280, height: 1280 });
  });

  it('keeps a sliver at least one pixel wide', () => {
    expect(fitWithin(10_000, 2)).toEqual({ width: 1280, height: 1 });
  });
});

describe('encodeWithinBudget', () => {
  /** A fake encoder whose output shrinks with the quality, recording the qualities it was asked for. */
  const encoder = (bytesAt: (quality: number) => number) => {
    const asked: number[] = [];
    const encode = (quality: number) => {
      asked.push(quality);
      return Promise.resolve(new Blob([new Uint8Array(bytesAt(quality))]));
    };
    return { asked, encode };
  };

  it('stops at 0.8 when the first encoding fits', async () => {
    const { asked, encode } = encoder(() => 100);
    expect((await encodeWithinBudget(encode, 400))?.size).toBe(100);
    expect(asked).toEqual([0.8]);
  });

  it('steps down the qualities until one fits, the limit itself included', async () => {
    const { asked, encode } = encoder((quality) => Math.round(quality * 1000));
    expect((await encodeWithinBudget(encode, 400))?.size).toBe(400);
    expect(asked).toEqual([0.8, 0.6, 0.4]);
  });

  it('answers null when even the lowest quality is over the limit', async () => {
    const { asked, encode } = encoder(() => 500);
    expect(await encodeWithinBudget(encode, 400)).toBeNull();
    expect(asked).toEqual([0.8, 0.6, 0.4]);
  });
});
