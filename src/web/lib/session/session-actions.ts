import { TWO_FACTOR_CODES } from '../../../domain/api';
import type { LoginInput, SessionPayload } from '../../../domain/auth/schemas';
import { SKIP_SESSION_LOAD_PATHS } from '../../../domain/guard';
import type { ApiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { SessionStore } from './session-store';
import { getMe, getMyCompany, type LoginChallenge, pinToInteger, postLogin, postTwoFactor, putClearSessions } from './session-api';

export type LoadOutcome = 'loaded' | 'offline' | 'signed-out' | 'skipped';

/**
 * Loads user, permissions and company for the stored token (spec section 8):
 * 401 → log out; any other HTTP failure → token removed; no answer at all → the persisted session
 * stays (offline use).
 */
export async function loadSession(store: SessionStore, client: ApiClient): Promise<LoadOutcome> {
  if (!store.get().token) return 'skipped';
  try {
    const [me, company] = await Promise.all([getMe(client), getMyCompany(client)]);
    store.setUser(me.user, me.permissions);
    store.setCompany(company);
    return 'loaded';
  } catch (error) {
    if (isApiError(error) && error.network) return 'offline';
    if (isApiError(error) && error.kind === 'unauthorized') {
      store.clear();
    } else {
      console.error('Session load failed', error);
      store.clear();
    }
    return 'signed-out';
  }
}

/** The boot step: loads the session unless the page is one that must not (reset-password). */
export function bootSession(store: SessionStore, client: ApiClient, pathname: string): Promise<LoadOutcome> {
  if (SKIP_SESSION_LOAD_PATHS.includes(pathname)) return Promise.resolve('skipped');
  return loadSession(store, client);
}

export type LoginResult =
  | { kind: 'signed-in' }
  | { kind: 'second-factor'; token: string; qrcode: string | null; otpauthUrl: string | null };

/** Codes 1001/1002 need the second factor: the pending token is handed on, never stored. */
export async function login(store: SessionStore, client: ApiClient, input: LoginInput, device: string): Promise<LoginResult> {
  const answer = await postLogin(client, input, device);
  if (TWO_FACTOR_CODES.includes(answer.code)) {
    const challenge = answer.payload as LoginChallenge;
    return { kind: 'second-factor', token: challenge.token, qrcode: challenge.qrcode ?? null, otpauthUrl: challenge.otpauthUrl ?? null };
  }
  await startSession(store, client, answer.payload as SessionPayload);
  return { kind: 'signed-in' };
}

export async function verifySecondFactor(store: SessionStore, client: ApiClient, pendingToken: string, pin: string): Promise<void> {
  const answer = await postTwoFactor(client, pendingToken, pinToInteger(pin));
  await startSession(store, client, answer.payload);
}

async function startSession(store: SessionStore, client: ApiClient, payload: SessionPayload): Promise<void> {
  store.setUser(payload.user, payload.permissions);
  store.setToken(payload.token);
  const outcome = await loadSession(store, client);
  if (outcome === 'signed-out') throw new Error('The session could not be loaded.');
}

/**
 * Logout (spec section 4): user, token and permissions are cleared first, then clear-sessions ends
 * the server sessions with the old token. Its failure (401 included) does not keep anyone signed in.
 */
export async function logout(store: SessionStore, client: ApiClient): Promise<void> {
  const token = store.get().token;
  store.clear();
  if (!token) return;
  try {
    await putClearSessions(client, token);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'unauthorized') console.warn('clear-sessions failed', error);
  }
}
