import { describe, expect, it } from 'vitest';
import { type WedgeAction, type WedgeConfig, type WedgeDetector, type WedgeKeyEvent, createWedgeDetector } from './wedge';

/** Pushes each key `gap` ms after the previous one, starting at `start`; returns every answer. */
function type(detector: WedgeDetector, keys: readonly string[], start = 0, gap = 10): WedgeAction[] {
  return keys.map((key, i) => detector.push({ key, time: start + i * gap }));
}

const chars = (text: string) => [...text];
const capture = { type: 'capture' };
const none = { type: 'none' };

describe('wedge: scanner bursts', () => {
  it('captures every key of a fast burst and reports the code on Enter', () => {
    const detector = createWedgeDetector();
    const actions = type(detector, [...chars('WMS00001234'), 'Enter']);
    expect(actions.slice(0, -1)).toEqual(Array(11).fill(capture));
    expect(actions.at(-1)).toEqual({ type: 'scan', code: 'WMS00001234' });
    expect(detector.deadline()).toBeNull();
  });

  it('ends a scan with Tab too, and starts clean for the next one', () => {
    const detector = createWedgeDetector();
    expect(type(detector, [...chars('ABCD'), 'Tab']).at(-1)).toEqual({ type: 'scan', code: 'ABCD' });
    expect(type(detector, [...chars('EFGH'), 'Enter'], 1000).at(-1)).toEqual({ type: 'scan', code: 'EFGH' });
  });

  it('ignores the Shift a scanner presses for capitals', () => {
    const detector = createWedgeDetector();
    const keys = ['Shift', 'A', 'b', 'Shift', 'C', 'd', 'Enter'];
    const actions = type(detector, keys, 0, 5);
    expect(actions[0]).toEqual(none);
    expect(actions[3]).toEqual(none);
    expect(actions.at(-1)).toEqual({ type: 'scan', code: 'AbCd' });
  });

  it('accepts a terminator that lags behind the characters, up to timeoutMs', () => {
    const detector = createWedgeDetector();
    type(detector, chars('1234'));
    expect(detector.push({ key: 'Enter', time: 30 + 90 })).toEqual({ type: 'scan', code: '1234' });
  });

  it('keeps characters typed with AltGr (Ctrl+Alt) in the scan', () => {
    const detector = createWedgeDetector();
    type(detector, chars('ab'));
    expect(detector.push({ key: '@', time: 20, ctrlKey: true, altKey: true })).toEqual(capture);
    expect(type(detector, ['c', 'Enter'], 30).at(-1)).toEqual({ type: 'scan', code: 'ab@c' });
  });
});

describe('wedge: the first key is held, then given back when no burst follows', () => {
  it('holds the first key until its deadline, then abandons it for replay', () => {
    const detector = createWedgeDetector();
    expect(detector.push({ key: 'h', time: 1000 })).toEqual(capture);
    expect(detector.deadline()).toBe(1035);
    expect(detector.tick(1034)).toEqual(none);
    expect(detector.tick(1035)).toEqual({ type: 'abandon', keys: ['h'], current: 'none' });
    expect(detector.deadline()).toBeNull();
    expect(detector.tick(2000)).toEqual(none);
  });

  it('gives the held key back when the next human key arrives before the tick ran', () => {
    const detector = createWedgeDetector();
    expect(type(detector, chars('hey'), 0, 150)).toEqual([
      capture,
      { type: 'abandon', keys: ['h'], current: 'capture' },
      { type: 'abandon', keys: ['e'], current: 'capture' },
    ]);
  });

  it('gives back a short fast pair (key rollover) when Enter follows', () => {
    const detector = createWedgeDetector();
    type(detector, chars('ok'), 0, 20);
    expect(detector.push({ key: 'Enter', time: 40 })).toEqual({ type: 'abandon', keys: ['o', 'k'], current: 'none' });
  });

  it('abandons a burst that stalls without terminator after timeoutMs', () => {
    const detector = createWedgeDetector();
    type(detector, chars('ABCDEF'));
    expect(detector.deadline()).toBe(150);
    expect(detector.tick(149)).toEqual(none);
    expect(detector.tick(150)).toEqual({ type: 'abandon', keys: chars('ABCDEF'), current: 'none' });
  });

  it('breaks the burst when a character comes slower than maxInterKeyMs', () => {
    const detector = createWedgeDetector();
    type(detector, chars('ABC'));
    expect(detector.push({ key: 'D', time: 20 + 36 })).toEqual({ type: 'abandon', keys: chars('ABC'), current: 'capture' });
  });

  it('lets Enter, Backspace and other named keys through when idle, and gives back held keys first', () => {
    const detector = createWedgeDetector();
    expect(detector.push({ key: 'Enter', time: 0 })).toEqual(none);
    expect(detector.push({ key: 'Unidentified', time: 5 })).toEqual(none);
    detector.push({ key: 'x', time: 100 });
    expect(detector.push({ key: 'Backspace', time: 110 })).toEqual({ type: 'abandon', keys: ['x'], current: 'none' });
  });

  it('lets shortcuts and auto-repeat through, breaking a burst in progress', () => {
    const detector = createWedgeDetector();
    expect(detector.push({ key: 'v', time: 0, ctrlKey: true })).toEqual(none);
    expect(detector.push({ key: 'a', time: 100, repeat: true })).toEqual(none);
    expect(detector.push({ key: 'c', time: 200, metaKey: true })).toEqual(none);
    type(detector, chars('AB'), 300);
    expect(detector.push({ key: 'c', time: 315, ctrlKey: true })).toEqual({ type: 'abandon', keys: ['A', 'B'], current: 'none' });
  });

  it('a code shorter than minLength is not a scan', () => {
    const detector = createWedgeDetector({ minLength: 6 });
    const actions = type(detector, [...chars('12345'), 'Enter']);
    expect(actions.at(-1)).toEqual({ type: 'abandon', keys: chars('12345'), current: 'none' });
  });
});

describe('wedge: prefix and suffix', () => {
  it('with a prefix, other keys are never held and the prefix is stripped', () => {
    const detector = createWedgeDetector({ prefix: '~' });
    expect(detector.push({ key: 'a', time: 0 })).toEqual(none);
    expect(detector.push({ key: 'b', time: 5 })).toEqual(none);
    expect(type(detector, [...chars('~ABC123'), 'Enter'], 100).at(-1)).toEqual({ type: 'scan', code: 'ABC123' });
  });

  it('after the prefix, a slow scanner (e.g. Bluetooth) only has to beat timeoutMs', () => {
    const detector = createWedgeDetector({ prefix: '~' });
    expect(type(detector, [...chars('~ABCD'), 'Enter'], 0, 80).at(-1)).toEqual({ type: 'scan', code: 'ABCD' });
  });

  it('a lone prefix typed by a person is given back at the deadline', () => {
    const detector = createWedgeDetector({ prefix: '~' });
    expect(detector.push({ key: '~', time: 0 })).toEqual(capture);
    expect(detector.tick(100)).toEqual({ type: 'abandon', keys: ['~'], current: 'none' });
  });

  it('a multi-character prefix must be typed fast and in full', () => {
    const detector = createWedgeDetector({ prefix: ']]' });
    expect(detector.push({ key: ']', time: 0 })).toEqual(capture);
    expect(detector.push({ key: 'x', time: 10 })).toEqual({ type: 'abandon', keys: [']'], current: 'none' });
    expect(detector.push({ key: ']', time: 100 })).toEqual(capture);
    expect(detector.push({ key: ']', time: 150 })).toEqual({ type: 'abandon', keys: [']'], current: 'capture' });
    expect(type(detector, [']', ...chars('AB12'), 'Enter'], 160).at(-1)).toEqual({ type: 'scan', code: 'AB12' });
  });

  it('compares the prefix by whole characters, not UTF-16 units', () => {
    const detector = createWedgeDetector({ prefix: '\u{1F516}' });
    expect(type(detector, ['\u{1F516}', ...chars('AB12'), 'Enter']).at(-1)).toEqual({ type: 'scan', code: 'AB12' });
  });

  it('strips a required suffix before the terminator', () => {
    const detector = createWedgeDetector({ suffix: '#' });
    expect(type(detector, [...chars('ABCD#'), 'Enter']).at(-1)).toEqual({ type: 'scan', code: 'ABCD' });
    expect(type(detector, [...chars('ABCD'), 'Enter'], 500).at(-1)).toEqual({ type: 'abandon', keys: chars('ABCD'), current: 'none' });
  });

  it('without terminators, the suffix itself completes the scan', () => {
    const detector = createWedgeDetector({ terminators: [], suffix: '$' });
    const actions = type(detector, chars('ABCD$'));
    expect(actions.slice(0, 4)).toEqual(Array(4).fill(capture));
    expect(actions.at(-1)).toEqual({ type: 'scan', code: 'ABCD' });
    expect(detector.push({ key: 'Enter', time: 60 })).toEqual(none);
  });

  it('minLength counts the code without prefix and suffix', () => {
    const detector = createWedgeDetector({ prefix: '~', suffix: '#', minLength: 3 });
    expect(type(detector, [...chars('~AB#'), 'Enter']).at(-1)).toEqual({ type: 'abandon', keys: chars('~AB#'), current: 'none' });
    expect(type(detector, [...chars('~ABC#'), 'Enter'], 500).at(-1)).toEqual({ type: 'scan', code: 'ABC' });
  });
});

describe('wedge: configuration', () => {
  it.each<[Partial<WedgeConfig>, RegExp]>([
    [{ maxInterKeyMs: 0 }, /maxInterKeyMs/],
    [{ timeoutMs: 20 }, /timeoutMs/],
    [{ minLength: 0 }, /minLength/],
    [{ minLength: 2.5 }, /minLength/],
    [{ terminators: [] }, /suffix/],
    [{ prefix: '\t' }, /printable/],
  ])('refuses %j', (config, message) => {
    expect(() => createWedgeDetector(config)).toThrow(message);
  });

  it('uses the documented defaults', () => {
    const detector = createWedgeDetector();
    const event: WedgeKeyEvent = { key: 'a', time: 0 };
    detector.push(event);
    expect(detector.deadline()).toBe(35);
  });
});
