/**
 * Input masks (spec section 5), with the token syntax of the UI kit the spec was written for:
 * `#` digit, `S` letter, `N` letter or digit, `A`/`a` letter turned upper/lower case,
 * `X`/`x` letter or digit turned upper/lower case. Any other character is a literal;
 * `\` escapes a token character. Pure functions: forms and tests use them alike.
 */

export const NAMED_MASKS = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '(###) ### - ####',
  card: '#### #### #### ####',
} as const;

export type MaskName = keyof typeof NAMED_MASKS;

/** The spec's default fill character for positions not typed yet. */
export const DEFAULT_FILL = '_';

interface TokenRule {
  test: RegExp;
  transform?: (c: string) => string;
}

const TOKENS: Record<string, TokenRule> = {
  '#': { test: /\d/ },
  S: { test: /[a-zA-Z]/ },
  N: { test: /[0-9a-zA-Z]/ },
  A: { test: /[a-zA-Z]/, transform: (c) => c.toUpperCase() },
  a: { test: /[a-zA-Z]/, transform: (c) => c.toLowerCase() },
  X: { test: /[0-9a-zA-Z]/, transform: (c) => c.toUpperCase() },
  x: { test: /[0-9a-zA-Z]/, transform: (c) => c.toLowerCase() },
};

type Slot = { kind: 'token'; rule: TokenRule } | { kind: 'literal'; char: string };

function parseMask(mask: string): Slot[] {
  const pattern = mask in NAMED_MASKS ? NAMED_MASKS[mask as MaskName] : mask;
  const slots: Slot[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\' && i + 1 < pattern.length) {
      slots.push({ kind: 'literal', char: pattern[++i] as string });
    } else {
      const rule = TOKENS[c];
      slots.push(rule ? { kind: 'token', rule } : { kind: 'literal', char: c });
    }
  }
  return slots;
}

/**
 * Formats `value` with `mask` (a pattern or a name from NAMED_MASKS). Characters that do not fit
 * the next token are skipped; typed literals are accepted where the mask has them. With a fill
 * character (default `_`) the result always has the mask's full length; with `fill: false` it ends
 * after the last character typed.
 */
export function applyMask(value: string, mask: string, fill: string | false = DEFAULT_FILL): string {
  const slots = parseMask(mask);
  const chars = [...value];
  let pos = 0;
  let out = '';
  let pendingLiterals = '';

  for (const slot of slots) {
    if (slot.kind === 'literal') {
      // A literal the user typed at this place is consumed rather than treated as input.
      if (chars[pos] === slot.char) pos++;
      pendingLiterals += slot.char;
      continue;
    }
    let taken: string | null = null;
    while (pos < chars.length) {
      const c = chars[pos++] as string;
      if (slot.rule.test.test(c)) {
        taken = slot.rule.transform ? slot.rule.transform(c) : c;
        break;
      }
    }
    if (taken === null) {
      if (fill === false) return out;
      out += pendingLiterals + fill;
    } else {
      out += pendingLiterals + taken;
    }
    pendingLiterals = '';
  }
  // Trailing literals belong to a complete value only.
  return fill === false && out.length === 0 ? '' : out + pendingLiterals;
}

/** The characters the user typed, without the mask's literals and fill characters. */
export function unmask(masked: string, mask: string, fill: string = DEFAULT_FILL): string {
  const slots = parseMask(mask);
  let raw = '';
  for (let i = 0; i < slots.length && i < masked.length; i++) {
    const slot = slots[i] as Slot;
    const c = masked[i] as string;
    if (slot.kind === 'token' && c !== fill && slot.rule.test.test(c)) raw += c;
  }
  return raw;
}

/** True when every token position of the mask holds a valid character. */
export function isMaskComplete(masked: string, mask: string): boolean {
  const slots = parseMask(mask);
  if (masked.length !== slots.length) return false;
  return slots.every((slot, i) => {
    const c = masked[i] as string;
    return slot.kind === 'literal' ? c === slot.char : slot.rule.test.test(c);
  });
}
