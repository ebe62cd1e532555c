import { afterEach, describe, expect, it } from 'vitest';
import { padPin } from '../../../domain/auth/schemas';
import { createApiClient, createAuthEvents } from '../api/api-client';
import { createFetchDouble, envelope, json, type RecordedRequest } from '../api/test-fetch';
import { StorageKey } from '../storage';
import { bootSession, loadSession, login, logout, verifySecondFactor } from './session-actions';
import { pinToInteger } from './session-api';
import { createSessionStore, type SessionStore } from './session-store';
import { DEMO_PASSWORD } from '../../../../tests/factories/accounts';

const USER = { id: 'u1', username: 'operator', firstname: 'Olga', lastname: 'Ops', companyName: 'Demo Warehouse', roles: [{ id: 'r1', name: 'Floor', isSuperAdmin: false }], client: null };
const COMPANY = { id: 'c1', name: 'Demo Warehouse', timeZone: 'UTC', address: null, logoUrl: null };
const PERMISSIONS = ['RECEIVING_LIST'];

/** A server double: answers by path. */
function server(routes: Record<string, (request: RecordedRequest) => Response | Error>) {
  return createFetchDouble((request) => {
    const path = request.url.replace(/^\/v1/, '');
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : json(404, { code: 404, message: 'none', payload: null });
  });
}

function clientFor(store: SessionStore, double: ReturnType<typeof server>) {
  return createApiClient({
    credentials: { token: () => store.get().token, companyName: () => store.get().user?.companyName ?? null },
    events: createAuthEvents(),
    loading: false,
    fetch: double.fetch,
  });
}

const meAndCompany = {
  'GET /auth/me': () => envelope({ user: USER, permissions: PERMISSIONS }),
  'GET /company_master/my-company': () => envelope(COMPANY),
};

afterEach(() => localStorage.clear());

describe('login', () => {
  it.each([1001, 1002])('code %i asks for the second factor and stores no token', async (code) => {
    const store = createSessionStore();
    const double = server({ 'POST /auth/login': () => envelope({ token: 'pending', qrcode: code === 1001 ? 'data:image/png;base64,AAA' : null, otpauthUrl: 'otpauth://totp/x' }, code) });
    const result = await login(store, clientFor(store, double), { username: 'twofa', password: DEMO_PASSWORD }, 'Android Pixel 7');
    expect(result).toEqual({ kind: 'second-factor', token: 'pending', qrcode: code === 1001 ? 'data:image/png;base64,AAA' : null, otpauthUrl: 'otpauth://totp/x' });
    expect(store.get().token).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(double.requests[0]?.headers.get('Device')).toBe('Android Pixel 7');
  });

  it('success stores the token, loads user, permissions and company and persists them', async () => {
    const store = createSessionStore();
    const double = server({ 'POST /auth/login': () => envelope({ user: USER, token: 'tok', permissions: PERMISSIONS }), ...meAndCompany });
    await expect(login(store, clientFor(store, double), { username: 'operator', password: DEMO_PASSWORD }, 'Linux')).resolves.toEqual({ kind: 'signed-in' });
    expect(store.get()).toMatchObject({ token: 'tok', user: USER, permissions: PERMISSIONS, company: COMPANY });
    expect(localStorage.getItem(StorageKey.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(StorageKey.session) ?? '{}')).toMatchObject({ user: USER, permissions: PERMISSIONS, company: COMPANY });
    // The session load after login already carries the new token and the company header.
    const me = double.requests.find((r) => r.url.endsWith('/auth/me'));
    expect(me?.headers.get('Authorization')).toBe('Bearer tok');
    expect(me?.headers.get('Company-Name')).toBe('Demo Warehouse');
    expect(store.grants()?.permissions.has('RECEIVING_LIST')).toBe(true);
  });

  it('wrong credentials reject and leave the user signed out', async () => {
    const store = createSessionStore();
    const double = server({ 'POST /auth/login': () => json(401, { code: 401, message: 'Wrong', payload: null }) });
    await expect(login(store, clientFor(store, double), { username: 'x', password: 'y' }, 'Linux')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store.grants()).toBeNull();
  });
});

describe('second factor', () => {
  it('sends the pin as an integer with the pending token, then stores the real token', async () => {
    const store = createSessionStore();
    const double = server({ 'POST /auth/login/2fa': () => envelope({ user: USER, token: 'real', permissions: PERMISSIONS }), ...meAndCompany });
    await verifySecondFactor(store, clientFor(store, double), 'pending', '012345');
    const request = double.requests[0];
    expect(request?.body).toEqual({ pinToken: 12345 });
    expect(request?.headers.get('Authorization')).toBe('Bearer pending');
    expect(store.get().token).toBe('real');
  });

  it('pin padding: the integer form restores to the six typed digits', () => {
    for (const pin of ['000000', '012345', '000042', '999999', '100000']) {
      expect(padPin(pinToInteger(pin))).toBe(pin);
    }
    expect(pinToInteger('012345')).toBe(12345);
  });
});

describe('session load (boot)', () => {
  function signedInStore() {
    localStorage.setItem(StorageKey.token, 'tok');
    localStorage.setItem(StorageKey.session, JSON.stringify({ user: USER, permissions: PERMISSIONS, company: COMPANY }));
    return createSessionStore();
  }

  it('reads the persisted session at start', () => {
    expect(signedInStore().get()).toMatchObject({ token: 'tok', user: USER, company: COMPANY });
  });

  it('401 logs out', async () => {
    const store = signedInStore();
    const double = server({ 'GET /auth/me': () => json(401, { code: 401, message: 'expired', payload: null }), 'GET /company_master/my-company': () => envelope(COMPANY) });
    await expect(loadSession(store, clientFor(store, double))).resolves.toBe('signed-out');
    expect(store.get()).toMatchObject({ token: null, user: null, permissions: [] });
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('another HTTP failure removes the token', async () => {
    const store = signedInStore();
    const double = server({ ...meAndCompany, 'GET /company_master/my-company': () => json(500, { code: 500, message: 'boom', payload: null }) });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(loadSession(store, clientFor(store, double))).resolves.toBe('signed-out');
    } finally {
      console.error = original;
    }
    expect(store.get().token).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('a network failure keeps the persisted session (offline start)', async () => {
    const store = signedInStore();
    const double = server({ 'GET /auth/me': () => new TypeError('Failed to fetch'), 'GET /company_master/my-company': () => new TypeError('Failed to fetch') });
    await expect(loadSession(store, clientFor(store, double))).resolves.toBe('offline');
    expect(store.get()).toMatchObject({ token: 'tok', user: USER });
    expect(store.grants()).not.toBeNull();
  });

  it('is skipped on /reset-password and without a token', async () => {
    const store = signedInStore();
    const double = server(meAndCompany);
    await expect(bootSession(store, clientFor(store, double), '/reset-password')).resolves.toBe('skipped');
    expect(double.requests).toHaveLength(0);
    const empty = createSessionStore();
    localStorage.clear();
    await expect(bootSession(createSessionStore(), clientFor(empty, double), '/')).resolves.toBe('skipped');
    await expect(bootSession(store, clientFor(store, double), '/receiving')).resolves.toBe('loaded');
    expect(double.requests).toHaveLength(2);
  });
});

describe('logout', () => {
  it('clears user, token and permissions, then calls clear-sessions with the old token', async () => {
    localStorage.setItem(StorageKey.token, 'tok');
    localStorage.setItem(StorageKey.session, JSON.stringify({ user: USER, permissions: PERMISSIONS, company: COMPANY }));
    const store = createSessionStore();
    let stateDuringCall: unknown = 'not called';
    const double = server({ 'PUT /auth/clear-sessions': () => ((stateDuringCall = store.get().token), envelope(null)) });
    await logout(store, clientFor(store, double));
    expect(stateDuringCall).toBeNull();
    expect(double.requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(store.get()).toMatchObject({ token: null, user: null, permissions: [], company: null });
    expect(localStorage.getItem(StorageKey.session)).toBeNull();
  });

  it('a 401 from clear-sessions still ends the local session quietly', async () => {
    localStorage.setItem(StorageKey.token, 'tok');
    const store = createSessionStore();
    const double = server({ 'PUT /auth/clear-sessions': () => json(401, { code: 401, message: 'gone', payload: null }) });
    await expect(logout(store, clientFor(store, double))).resolves.toBeUndefined();
    expect(store.get().token).toBeNull();
  });
});
