import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiEnvelope, ApiCode } from '../../domain/api';
import type { Logger } from './logger';

/** The one error the server throws on purpose; `onError` turns it into the `{code, message, payload}` envelope. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly payload: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function envelope<T>(code: number, message: string, payload: T): ApiEnvelope<T> {
  return { code, message, payload };
}

export function errorHandler(log: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(envelope(err.status, err.message, err.payload), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      return c.json(envelope(status, err.message || 'Bad request', null), status);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, err);
    return c.json(envelope(ApiCode.serverError, 'Internal server error', null), 500);
  };
}

export function notFound(c: Context): Response {
  return c.json(envelope(ApiCode.notFound, 'Not found', null), 404);
}
