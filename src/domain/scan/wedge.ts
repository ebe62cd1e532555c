/**
 * Keyboard-wedge detection: a hardware scanner in keyboard mode "types" a code far faster than a
 * person and ends it with Enter or Tab. This state machine is fed every keydown and tells the caller
 * what to do with it. It holds no timers; the caller schedules `tick` for `deadline()`.
 *
 * Contract (the first key): a scan cannot be told from typing until its second key arrives, so every
 * key that could start one is HELD. `push` answers `capture` for it and the caller calls
 * `preventDefault()` and schedules `tick(deadline())`. If the next key comes fast, the burst goes on
 * being captured until `scan`; if not, `tick` (or the next `push`) answers `abandon` with the held
 * keys and the caller inserts that text where focus is (e.g. `document.execCommand('insertText')`,
 * which keeps undo and fires input events). Why hold instead of letting the first key through and
 * deleting it afterwards: by then the field's input handlers (search-as-you-type, auto-advance,
 * validation) have already run on the stray character and cannot be rolled back, and the issue asks
 * that a scan never types into an unrelated field. Holding costs a typist one `maxInterKeyMs` (35 ms,
 * below what people notice) per key on a physical keyboard only: Android soft keyboards report
 * their keys as "Unidentified", which pass untouched. With a `prefix`, only the prefix is ever held.
 *
 * GS1 codes separate variable-length fields with GS (ASCII 29). Scanners type it as Ctrl+], or as a
 * printable substitute configured on the scanner (`groupSeparator`); both stay in the burst as GS,
 * so the code reaches the parser whole. A GS typed by a person is replayed as nothing.
 *
 * Results: `none` (not ours: let the key act), `capture` (held or part of a scan: preventDefault),
 * `scan` (this key completed a scan: preventDefault it, handle `code`), `abandon` (replay `keys` as
 * typed text first, then treat the current key as `current` says; from `tick`, `current` is 'none').
 */

export interface WedgeConfig {
  /** Longest gap between two characters of one scan. */
  maxInterKeyMs: number;
  /** Shortest code (after prefix and suffix are removed) that counts as a scan. */
  minLength: number;
  /**
   * KeyboardEvent.key values that end a scan. May be empty only when a suffix is set: the suffix then
   * ends the scan as soon as it is typed, so it must be a character that never occurs inside a code.
   */
  terminators: readonly string[];
  /** When set, a scan must start with it: detection no longer depends on timing alone. */
  prefix: string;
  /** When set, a scan must end with it (before the terminator); removed from the code. */
  suffix: string;
  /** Once a scan is certain, how long it may pause (e.g. before its terminator) before it is abandoned. */
  timeoutMs: number;
  /** A printable character the scanner sends in place of GS, read as GS; '' when it sends GS (or Ctrl+]) itself. */
  groupSeparator: string;
}

export const DEFAULT_WEDGE_CONFIG: Readonly<WedgeConfig> = {
  maxInterKeyMs: 35,
  minLength: 4,
  terminators: ['Enter', 'Tab'],
  prefix: '',
  suffix: '',
  timeoutMs: 100,
  groupSeparator: '',
};

/** The parts of a KeyboardEvent the detector needs; `time` is `event.timeStamp` (ms). */
export interface WedgeKeyEvent {
  key: string;
  time: number;
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export type WedgeAction =
  | { type: 'none' }
  | { type: 'capture' }
  | { type: 'scan'; code: string }
  | { type: 'abandon'; keys: string[]; current: 'capture' | 'none' };

export interface WedgeDetector {
  push(event: WedgeKeyEvent): WedgeAction;
  /** Call at or after `deadline()`: abandons a burst that stopped. */
  tick(time: number): WedgeAction;
  /** When the held keys must be given back unless another key arrives; null when nothing is held. */
  deadline(): number | null;
}

/**
 * Keys that change other keys rather than type: scanners press Shift for capitals, so these must
 * neither break a burst nor be counted in it.
 */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'ScrollLock', 'Fn', 'FnLock', 'Hyper', 'Super', 'Symbol', 'SymbolLock', 'OS']);

/** ASCII 29, what a scanner sends for an FNC1 separator of a GS1 code. */
const GS = '\u001d';

/** One printable character (a surrogate pair counts as one); named keys such as "Enter" or "Unidentified" are not. */
function isPrintable(key: string): boolean {
  return [...key].length === 1 && !/\p{Cc}/u.test(key);
}

function validate(config: WedgeConfig): void {
  const { maxInterKeyMs, minLength, terminators, prefix, suffix, timeoutMs, groupSeparator } = config;
  if (!(maxInterKeyMs > 0)) throw new RangeError(`maxInterKeyMs must be above 0, got ${maxInterKeyMs}`);
  if (!(timeoutMs >= maxInterKeyMs)) throw new RangeError(`timeoutMs (${timeoutMs}) must be at least maxInterKeyMs (${maxInterKeyMs})`);
  if (!Number.isInteger(minLength) || minLength < 1) throw new RangeError(`minLength must be a whole number from 1, got ${minLength}`);
  if (terminators.length === 0 && suffix === '') throw new RangeError('Without terminator keys a suffix must mark the end of a scan');
  if (![...prefix, ...suffix].every(isPrintable)) throw new RangeError('prefix and suffix must be printable characters');
  if (groupSeparator !== '' && (!isPrintable(groupSeparator) || prefix.includes(groupSeparator) || suffix.includes(groupSeparator))) {
    throw new RangeError('groupSeparator must be one printable character that is not in the prefix or suffix');
  }
}

const NONE = { type: 'none' } as const;
const CAPTURE = { type: 'capture' } as const;

export function createWedgeDetector(overrides: Partial<WedgeConfig> = {}): WedgeDetector {
  const config: WedgeConfig = { ...DEFAULT_WEDGE_CONFIG, ...overrides };
  validate(config);
  const { maxInterKeyMs, minLength, terminators, prefix, suffix, timeoutMs, groupSeparator } = config;
  // Keys are whole characters, so the prefix is compared character by character, not by UTF-16 unit.
  const prefixKeys = [...prefix];

  // The characters of the code (GS for a separator) and, for a replay, what was typed.
  let held: string[] = [];
  let typed: string[] = [];
  let last = 0;
  // Certain: two characters came within maxInterKeyMs, or the whole prefix has been typed.
  let certain = false;

  const prefixDone = () => held.length >= prefixKeys.length;
  // Characters must keep the scanner's pace; after a typed prefix only the stall timeout applies,
  // so a slow Bluetooth scanner still works when a prefix makes detection certain.
  const charWindow = () => (prefix !== '' && prefixDone() ? timeoutMs : maxInterKeyMs);
  const stallWindow = () => (certain ? timeoutMs : maxInterKeyMs);

  function release(): string[] {
    const keys = typed;
    held = [];
    typed = [];
    certain = false;
    return keys;
  }

  function start(char: string, keys: string[], time: number): typeof NONE | typeof CAPTURE {
    if (!(char === GS || isPrintable(char)) || (prefixKeys.length > 0 && char !== prefixKeys[0])) return NONE;
    held = [char];
    typed = keys;
    last = time;
    certain = prefixKeys.length === 1;
    return CAPTURE;
  }

  /** The code inside the held text, or null when it is not a scan. */
  function code(): string | null {
    const text = held.join('');
    if (!text.endsWith(suffix)) return null;
    const inner = text.slice(prefix.length, text.length - suffix.length);
    return prefixDone() && inner.length >= minLength ? inner : null;
  }

  /** Gives the held keys back; the current key may itself start a new burst. */
  function breakBurst(begin: () => typeof NONE | typeof CAPTURE): WedgeAction {
    const keys = release();
    return { type: 'abandon', keys, current: begin().type };
  }

  function push({ key, time, repeat, ctrlKey, altKey, metaKey }: WedgeKeyEvent): WedgeAction {
    if (MODIFIERS.has(key)) return NONE;
    const ctrlBracket = key === ']' && ctrlKey === true && altKey !== true && metaKey !== true && repeat !== true;
    const separator = ctrlBracket || key === GS || (groupSeparator !== '' && key === groupSeparator);
    const char = separator ? GS : key;
    const keys = ctrlBracket || key === GS ? [] : [key];
    // A shortcut (Ctrl+V…) or an auto-repeated key is a person at the keyboard. Ctrl+Alt is AltGr
    // on Windows, which scanners emulating some layouts use for characters such as "@".
    const shortcut = !ctrlBracket && (repeat === true || metaKey === true || (ctrlKey === true) !== (altKey === true));
    const begin = () => (shortcut ? NONE : start(char, keys, time));
    if (held.length === 0) return begin();

    const gap = Math.max(0, time - last);
    if (!shortcut && terminators.includes(key) && gap <= stallWindow()) {
      const scanned = code();
      if (scanned === null) return { type: 'abandon', keys: release(), current: 'none' };
      release();
      return { type: 'scan', code: scanned };
    }
    if (shortcut || !(separator || isPrintable(key)) || gap > charWindow()) return breakBurst(begin);
    if (!prefixDone() && char !== prefixKeys[held.length]) return breakBurst(begin);

    held.push(char);
    typed.push(...keys);
    last = time;
    certain ||= prefix === '' ? held.length >= 2 : prefixDone();
    if (terminators.length === 0) {
      const scanned = code();
      if (scanned !== null) {
        release();
        return { type: 'scan', code: scanned };
      }
    }
    return CAPTURE;
  }

  function deadline(): number | null {
    return held.length === 0 ? null : last + stallWindow();
  }

  function tick(time: number): WedgeAction {
    const due = deadline();
    if (due === null || time < due) return NONE;
    return { type: 'abandon', keys: release(), current: 'none' };
  }

  return { push, tick, deadline };
}
