import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session-store';
import { StorageKey } from '../storage';
import { type AuthEvent, createApiClient, createAuthEvents, type Credentials } from './api-client';
import { ApiError } from './api-error';
import { loadingCounter } from './loading-store';
import { createFetchDouble, envelope, json } from './test-fetch';

const credentials = (token: string | null, company: string | null = 'Demo Warehouse'): Credentials => ({
  token: () => token,
  companyName: () => company,
});

function setup(answer: Parameters<typeof createFetchDouble>[0], options: { loading?: boolean; creds?: Credentials } = {}) {
  const double = createFetchDouble(answer);
  const events = createAuthEvents();
  const seen: AuthEvent[] = [];
  events.subscribe((event) => seen.push(event));
  const client = createApiClient({
    credentials: options.creds ?? credentials('tok-1'),
    events,
    loading: options.loading ?? false,
    fetch: double.fetch,
  });
  return { client, requests: double.requests, seen };
}

beforeEach(() => loadingCounter.reset());

describe('request headers', () => {
  it('sends Authorization, TimeZone and Company-Name on every call, under /v1', async () => {
    const { client, requests } = setup(envelope({ ok: true }));
    await expect(client.get('/auth/me')).resolves.toEqual({ ok: true });
    const [request] = requests;
    expect(request?.url).toBe('/v1/auth/me');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(request?.headers.get('Company-Name')).toBe('Demo Warehouse');
  });

  it('omits Authorization and Company-Name when nobody is signed in', async () => {
    const { client, requests } = setup(envelope(null), { creds: credentials(null, null) });
    await client.get('/auth/me');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.has('Company-Name')).toBe(false);
    expect(requests[0]?.headers.get('TimeZone')).toBeTruthy();
  });

  it('keeps an explicit Authorization (second factor, clear-sessions) and sends the JSON body', async () => {
    const { client, requests } = setup(envelope({}));
    await client.post('/auth/login/2fa', { pinToken: 12345 }, { headers: { Authorization: 'Bearer pending' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer pending');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).toEqual({ pinToken: 12345 });
  });

  it('sends a header-safe Company-Name', async () => {
    const { client, requests } = setup(envelope({}), { creds: credentials('t', '倉庫 Almacén') });
    await client.get('/x');
    expect(requests[0]?.headers.get('Company-Name')).toBe(encodeURIComponent('倉庫 Almacén'));
  });
});

describe('error classification', () => {
  it('turns a 401 into an ApiError and emits "unauthorized"', async () => {
    const { client, seen } = setup(json(401, { code: 401, message: 'Sign in again', payload: null }));
    const error = await client.get('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 401, message: 'Sign in again', network: false });
    expect(seen.map((e) => e.type)).toEqual(['unauthorized']);
  });

  it('turns a 403 into "forbidden" and emits it', async () => {
    const { client, seen } = setup(json(403, { code: 403, message: 'No', payload: null }));
    await expect(client.get('/setting/system')).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    expect(seen.map((e) => e.type)).toEqual(['forbidden']);
  });

  it('emits nothing when the caller handles auth itself', async () => {
    const { client, seen } = setup(json(401, { code: 401, message: 'Wrong password', payload: null }));
    await expect(client.post('/auth/login', {}, { skipAuthEvents: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(seen).toEqual([]);
  });

  it('carries the field errors of a 400', async () => {
    const fields = [{ field: 'username', rule: 'non_empty', message: 'Required' }];
    const { client, seen } = setup(json(400, { code: 400, message: 'Invalid', payload: { fields } }));
    const error = (await client.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual(fields);
    expect(error.fieldMessages('username')).toEqual(['Required']);
    expect(seen).toEqual([]);
  });

  it.each([
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [500, 'server'],
    [418, 'http'],
  ])('classifies HTTP %i as %s', async (status, kind) => {
    const { client } = setup(json(status, { code: status, message: 'x', payload: null }));
    await expect(client.get('/x')).rejects.toMatchObject({ kind, status });
  });

  it('marks a request that got no answer as a network error', async () => {
    const { client, seen } = setup(new TypeError('Failed to fetch'));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', network: true, status: null });
    expect(seen).toEqual([]);
  });

  it('uses the status text when the body is not an envelope', async () => {
    const { client } = setup(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'server', code: null, message: 'Bad Gateway' });
  });
});

describe('global loading counter', () => {
  it('adds 1 while a call runs and subtracts 1 when it ends', async () => {
    let release!: (r: Response) => void;
    const { client } = setup(() => new Promise<Response>((resolve) => (release = resolve)), { loading: true });
    const call = client.get('/slow');
    await Promise.resolve();
    expect(loadingCounter.get()).toBe(1);
    const second = setup(envelope(1), { loading: true }).client.get('/other');
    expect(loadingCounter.get()).toBe(2);
    await second;
    expect(loadingCounter.get()).toBe(1);
    release(envelope('done'));
    await expect(call).resolves.toBe('done');
    expect(loadingCounter.get()).toBe(0);
  });

  it('ends the operation on HTTP and network errors too', async () => {
    await expect(setup(json(500, {}), { loading: true }).client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(loadingCounter.get()).toBe(0);
    await expect(setup(new TypeError('offline'), { loading: true }).client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(loadingCounter.get()).toBe(0);
  });

  it('is not touched by the quiet client', async () => {
    const seen: number[] = [];
    const off = loadingCounter.subscribe(() => seen.push(loadingCounter.get()));
    await setup(envelope(1), { loading: false }).client.get('/x');
    off();
    expect(seen).toEqual([]);
  });
});

describe('token change in another tab', () => {
  afterEach(() => localStorage.clear());

  it('updates the Authorization header of both clients', async () => {
    localStorage.setItem(StorageKey.token, 'old-token');
    const store = createSessionStore();
    const stop = store.followOtherTabs(window);
    const double = createFetchDouble(envelope({}));
    const events = createAuthEvents();
    const creds: Credentials = { token: () => store.get().token, companyName: () => null };
    const api = createApiClient({ credentials: creds, events, loading: true, fetch: double.fetch });
    const apiQuiet = createApiClient({ credentials: creds, events, loading: false, fetch: double.fetch });

    await api.get('/a');
    expect(double.requests[0]?.headers.get('Authorization')).toBe('Bearer old-token');

    // What the other tab's login does: write storage; this tab only receives the event.
    localStorage.setItem(StorageKey.token, 'new-token');
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, newValue: 'new-token', oldValue: 'old-token' }));
    await api.get('/b');
    await apiQuiet.get('/c');
    expect(double.requests.slice(1).map((r) => r.headers.get('Authorization'))).toEqual(['Bearer new-token', 'Bearer new-token']);

    localStorage.removeItem(StorageKey.token);
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, newValue: null, oldValue: 'new-token' }));
    await apiQuiet.get('/d');
    expect(double.requests[3]?.headers.has('Authorization')).toBe(false);
    stop();
  });
});
