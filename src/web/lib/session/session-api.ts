import type { ApiEnvelope } from '../../../domain/api';
import { Header } from '../../../domain/api';
import type { Company, LoginInput, MePayload, SessionPayload, TwoFactorChallenge } from '../../../domain/auth/schemas';
import type { ApiClient } from '../api/api-client';

/** Calls of spec section 7. Login and second factor handle their own 401s (wrong password, wrong code). */

/** A 1001 answer may carry the otpauth URL for typing the secret by hand. */
export type LoginChallenge = TwoFactorChallenge & { otpauthUrl?: string | null };

export function postLogin(client: ApiClient, input: LoginInput, device: string) {
  return client.envelope<SessionPayload | LoginChallenge>('/auth/login', {
    method: 'POST',
    body: input,
    headers: { [Header.device]: device },
    skipAuthEvents: true,
  }) as Promise<ApiEnvelope<SessionPayload | LoginChallenge>>;
}

export function postTwoFactor(client: ApiClient, pendingToken: string, pinToken: number) {
  return client.envelope<SessionPayload>('/auth/login/2fa', {
    method: 'POST',
    body: { pinToken },
    headers: { [Header.authorization]: `Bearer ${pendingToken}` },
    skipAuthEvents: true,
  });
}

export function getMe(client: ApiClient) {
  return client.get<MePayload>('/auth/me', { skipAuthEvents: true });
}

export function getMyCompany(client: ApiClient) {
  return client.get<Company>('/company_master/my-company', { skipAuthEvents: true });
}

/** Ends every session of the user; the token is passed explicitly because it was already cleared locally. */
export function putClearSessions(client: ApiClient, token: string) {
  return client.put<unknown>('/auth/clear-sessions', undefined, {
    headers: { [Header.authorization]: `Bearer ${token}` },
    skipAuthEvents: true,
  });
}

/** The pin form keeps six digits; the API takes an integer (spec section 9), so "012345" travels as 12345. */
export function pinToInteger(pin: string): number {
  return Number.parseInt(pin, 10);
}
