import type { FieldError } from '../../../domain/api';

export type ApiErrorKind =
  | 'network'
  | 'unauthorized'
  | 'forbidden'
  | 'validation'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'http';

/** The one error type every API call rejects with; callers branch on `kind`, never on strings. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  /** The envelope's code when the server sent one. */
  readonly code: number | null;
  readonly fields: readonly FieldError[];
  /** The envelope's payload of the error answer (e.g. `{ reason }` of a refused account token), else null. */
  readonly payload: unknown;
  readonly network: boolean;
  readonly path: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number | null;
    code: number | null;
    message: string;
    fields?: readonly FieldError[];
    payload?: unknown;
    path: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.payload = init.payload ?? null;
    this.network = init.kind === 'network';
    this.path = init.path;
  }

  /** The server's messages for one field, for showing under that field. */
  fieldMessages(field: string): string[] {
    return this.fields.filter((f) => f.field === field).map((f) => f.message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'http';
}
