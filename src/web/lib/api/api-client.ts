import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import { i18n } from '@lingui/core';
import { type ApiEnvelope, type FieldError, Header } from '../../../domain/api';
import { DEFAULT_LOCALE } from '../../../domain/locale';
import { ApiError, kindOfStatus } from './api-error';
import { browserTimeZone } from '../time-zone';
import { trackLoading } from './loading-store';

/** Same origin: Vite proxies /v1 in dev, the API server serves the app in production. */
export const API_BASE = '/v1';

/** Where the clients read the headers' values at the moment of each request. */
export interface Credentials {
  token(): string | null;
  companyName(): string | null;
}

/** Auth outcomes the transport reports; one subscriber (app/auth-reactions.ts) decides what they mean. */
export interface AuthEvent {
  type: 'unauthorized' | 'forbidden';
  error: ApiError;
}

export interface AuthEvents {
  emit(event: AuthEvent): void;
  subscribe(listener: (event: AuthEvent) => void): () => void;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<(event: AuthEvent) => void>();
  return {
    emit: (event) => listeners.forEach((listener) => listener(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ApiRequestOptions extends Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'> {
  /** The caller handles 401/403 itself (login, second factor, session load): no auth event. */
  skipAuthEvents?: boolean;
}

export interface ApiClient {
  /** The whole envelope; for answers whose `code` matters (login). */
  envelope<T>(path: string, options?: ApiRequestOptions): Promise<ApiEnvelope<T>>;
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** A file answer (CSV export…) as a Blob; errors as for every call. */
  download(path: string, options?: ApiRequestOptions): Promise<Blob>;
}

export interface ApiClientConfig {
  credentials: Credentials;
  events: AuthEvents;
  /** Whether calls drive the global loading counter. */
  loading: boolean;
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
}

/** Header values must be ISO-8859-1; anything else is sent percent-encoded. */
function headerSafe(value: string): string {
  return /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(value) ? value : encodeURIComponent(value);
}

function fieldsOf(data: unknown): FieldError[] {
  const fields = (data as { payload?: { fields?: unknown } } | undefined)?.payload?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
}

/** Turns whatever ofetch threw into the one typed error. */
export function classifyError(error: unknown, path: string): ApiError {
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const data: unknown = error.data;
    const envelope = typeof data === 'object' && data !== null ? (data as Partial<ApiEnvelope>) : undefined;
    return new ApiError({
      kind: kindOfStatus(status),
      status,
      code: typeof envelope?.code === 'number' ? envelope.code : null,
      message: typeof envelope?.message === 'string' ? envelope.message : error.response.statusText || `HTTP ${status}`,
      fields: fieldsOf(data),
      payload: envelope?.payload ?? null,
      path,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', status: null, code: null, message, path, cause: error });
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { credentials, events } = config;
  const $fetch = ofetch.create(
    {
      baseURL: config.baseURL ?? API_BASE,
      // No retries: a retried POST could apply twice, and the loading counter stays exact.
      retry: 0,
      onRequest({ options }) {
        const headers = new Headers(options.headers);
        const token = credentials.token();
        if (token && !headers.has(Header.authorization)) headers.set(Header.authorization, `Bearer ${token}`);
        headers.set(Header.timeZone, browserTimeZone());
        // The server writes its mails (password reset, invitation) in the language the user sees.
        headers.set('accept-language', i18n.locale || DEFAULT_LOCALE);
        const company = credentials.companyName();
        if (company) headers.set(Header.companyName, headerSafe(company));
        if (!headers.has('accept')) headers.set('accept', 'application/json');
        options.headers = headers;
      },
    },
    config.fetch ? { fetch: config.fetch } : {},
  );

  async function send<T>(path: string, options: ApiRequestOptions, responseType: 'json' | 'blob'): Promise<T> {
    const { skipAuthEvents, ...rest } = options;
    const run = async () => {
      try {
        return responseType === 'blob'
          ? ((await $fetch(path, { ...(rest as FetchOptions<'blob'>), responseType: 'blob' })) as T)
          : await $fetch<T>(path, rest as FetchOptions<'json'>);
      } catch (raw) {
        const error = classifyError(raw, path);
        if (!skipAuthEvents && (error.kind === 'unauthorized' || error.kind === 'forbidden')) {
          events.emit({ type: error.kind, error });
        }
        throw error;
      }
    };
    return config.loading ? trackLoading(run) : run();
  }

  const envelope = <T,>(path: string, options: ApiRequestOptions = {}) => send<ApiEnvelope<T>>(path, options, 'json');
  const payload = async <T,>(path: string, options?: ApiRequestOptions) => (await envelope<T>(path, options)).payload;

  return {
    envelope,
    get: (path, options) => payload(path, { ...options, method: 'GET' }),
    post: (path, body, options) => payload(path, { ...options, method: 'POST', body: body as BodyInit }),
    put: (path, body, options) => payload(path, { ...options, method: 'PUT', body: body as BodyInit }),
    patch: (path, body, options) => payload(path, { ...options, method: 'PATCH', body: body as BodyInit }),
    delete: (path, options) => payload(path, { ...options, method: 'DELETE' }),
    download: (path, options = {}) => send<Blob>(path, { ...options, method: 'GET', headers: { accept: 'text/csv, */*' } }, 'blob'),
  };
}
