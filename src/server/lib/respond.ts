import type { Context } from 'hono';
import { ApiCode } from '../../domain/api';
import { envelope } from './errors';

/** A successful answer: HTTP 200 with the envelope; `code` differs from 200 only for the second-factor steps. */
export function ok<T>(c: Context, payload: T, code: number = ApiCode.ok, message = 'OK'): Response {
  return c.json(envelope(code, message, payload), 200);
}
