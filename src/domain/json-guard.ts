import type { FieldError } from './api';

/**
 * Checks a decoded JSON value before any schema, hash or database sees it. PostgreSQL text refuses
 * U+0000, a lone UTF-16 surrogate cannot be stored or re-encoded as UTF-8, and a deeply nested value
 * overflows the stack of any recursive walker (hashing, canonical JSON, valibot). The walk is
 * iterative, so it is safe on any depth it is given.
 */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects allowed; the top-level value is depth 1. */
  maxDepth: number;
}

export const defaultJsonLimits: JsonLimits = { maxDepth: 32 };

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function textProblem(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(text)) return 'surrogate';
  return null;
}

const messages = {
  nul: 'Text may not contain the NUL character.',
  surrogate: 'Text contains a broken character (a lone UTF-16 surrogate).',
  depth: 'The request is nested too deeply.',
} as const;

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** Every problem found, at most one per field path (keys and values alike), depth first. */
export function jsonProblems(value: unknown, limits: JsonLimits = defaultJsonLimits): FieldError[] {
  const problems: FieldError[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 1 }];
  while (stack.length > 0 && problems.length < 50) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) problems.push({ field: path, rule: problem, message: messages[problem] });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > limits.maxDepth) {
      problems.push({ field: path, rule: 'depth', message: messages.depth });
      continue;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, index), depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const keyProblem = textProblem(key);
      if (keyProblem) problems.push({ field: path, rule: keyProblem, message: messages[keyProblem] });
      else stack.push({ value: item, path: join(path, key), depth: depth + 1 });
    }
  }
  return problems;
}
