import type { AccountTokenInfo, AccountTokenRefusal } from '../../../domain/accounts/account-tokens';
import type { ApiClient } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';

/**
 * The public account-token calls. None of them is about a session: their 401/403/404 are the caller's
 * to handle, never a reason to log out (skipAuthEvents).
 */

export function postRequestReset(client: ApiClient, login: string) {
  return client.post<null>('/auth/request-reset-password', { login }, { skipAuthEvents: true });
}

export function postInspectToken(client: ApiClient, token: string) {
  return client.post<AccountTokenInfo>('/auth/account-token', { token }, { skipAuthEvents: true });
}

export function postResetPassword(client: ApiClient, token: string, password: string) {
  return client.post<AccountTokenInfo>('/auth/reset-password', { token, password }, { skipAuthEvents: true });
}

const REASONS: readonly string[] = ['invalid', 'invitation-expired', 'reset-expired'] satisfies AccountTokenRefusal[];

/** Why the server refused a token (404 or 410 with `{ reason }`), or null for any other failure. */
export function tokenRefusal(error: unknown): AccountTokenRefusal | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 410)) return null;
  const reason = (error.payload as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && REASONS.includes(reason) ? (reason as AccountTokenRefusal) : null;
}

/** Where a refused token sends the user: an expired invitation needs the administrator, the rest a new link. */
export function refusalPath(reason: AccountTokenRefusal): '/invitation-expired' | '/invalid-reset-password-token' {
  return reason === 'invitation-expired' ? '/invitation-expired' : '/invalid-reset-password-token';
}
