import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { FieldError } from '../../domain/api';
import { jsonProblems } from '../../domain/json-guard';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/**
 * The one check every request passes before a route reads it (issue 16.3): text that PostgreSQL or
 * UTF-8 cannot hold (NUL, lone surrogates, broken percent-encoding) in the path or the query string,
 * and a JSON body that is not an object where one is expected, or that is too deep or holds such text.
 * Each answers 400 with field errors; the size limit runs before (app.ts).
 */

const invalid = (fields: FieldError[]) => new AppError(400, 'Some fields are not valid.', { fields });

const encodingProblem = (field: string): FieldError => ({ field, rule: 'encoding', message: 'Broken percent-encoding (not UTF-8).' });

function decoded(raw: string, field: string, problems: FieldError[]): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    problems.push(encodingProblem(field));
    return null;
  }
}

function checkText(text: string | null, field: string, problems: FieldError[]): void {
  if (text !== null) for (const problem of jsonProblems(text)) problems.push({ ...problem, field });
}

/** Path segments and query keys and values, decoded as the router will decode them. */
export function urlProblems(rawUrl: string): FieldError[] {
  const problems: FieldError[] = [];
  const queryAt = rawUrl.indexOf('?');
  const path = new URL(queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)).pathname;
  for (const segment of path.split('/')) checkText(decoded(segment, 'path', problems), 'path', problems);
  if (queryAt !== -1) {
    for (const part of rawUrl.slice(queryAt + 1).split('&')) {
      const [rawKey = '', rawValue = ''] = part.split(/=(.*)/s);
      const key = decoded(rawKey.replace(/\+/g, ' '), 'query', problems);
      checkText(key, 'query', problems);
      checkText(decoded(rawValue.replace(/\+/g, ' '), key ?? 'query', problems), key ?? 'query', problems);
    }
  }
  return problems.slice(0, 50);
}

export function urlGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const problems = urlProblems(c.req.url);
    if (problems.length > 0) throw invalid(problems);
    await next();
  };
}

/** What a route's body check adds to the shared one (POST /v1/sync checks only its envelope). */
export type BodyProblems = (body: unknown) => FieldError[];

const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every schema whose input is a JSON object; a body for one of these must be an object. */
const OBJECT_SCHEMAS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'variant', 'record']);

/**
 * Decodes the JSON body once (Hono keeps it for the validator), then refuses a malformed one, a non-object
 * where the schema wants an object, and any `jsonProblems` (or the route's own envelope check).
 */
export function bodyGuard(schema: v.GenericSchema, problemsOf: BodyProblems = jsonProblems): MiddlewareHandler<AppEnv> {
  const wantsObject = OBJECT_SCHEMAS.has(schema.type);
  return async (c, next) => {
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(c.req.header('Content-Type') ?? '')) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw invalid([{ field: '', rule: 'json', message: 'The request body is not valid JSON.' }]);
    }
    if (wantsObject && !isObject(body)) throw invalid([{ field: '', rule: 'object', message: 'The request body must be a JSON object.' }]);
    const problems = problemsOf(body);
    if (problems.length > 0) throw invalid(problems);
    await next();
  };
}
