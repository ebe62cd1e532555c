import * as v from 'valibot';
import { LoginSchema, SessionPayloadSchema, TwoFactorSchema } from '../../../domain/auth/schemas';
import { LoginChallengeSchema, MeResponseSchema } from '../../../domain/auth/responses';
import { defineRoute, named } from '../registry';
import { clearSessions, login, me, secondFactor } from './auth.handlers';

const tag = 'Auth';
const session = named(SessionPayloadSchema, 'SessionPayload');

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/auth/login',
    access: 'public',
    tag,
    summary: 'Sign in. Code 200 gives the session; 1001 (enrol: QR code) or 1002 (enrolled) asks for the second factor with a pending token.',
    body: LoginSchema,
    payload: v.union([session, named(LoginChallengeSchema, 'LoginChallenge')]),
    errors: { 401: 'Wrong username or password, or inactive account', 429: 'Too many failed attempts; see Retry-After' },
    handler: login,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/auth/login/2fa',
    access: 'second-factor',
    tag,
    summary: 'Second factor: a TOTP pin (RFC 6238, 6 digits, 30 s), with the pending token from login as bearer.',
    body: TwoFactorSchema,
    payload: session,
    errors: { 429: 'Too many failed attempts; see Retry-After' },
    handler: secondFactor,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/auth/me',
    access: 'signed-in',
    tag,
    summary: 'The signed-in user, the union of their roles’ permissions, and the current session.',
    payload: named(MeResponseSchema, 'Me'),
    handler: me,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/auth/clear-sessions',
    access: 'signed-in',
    tag,
    summary: 'Ends every session of the caller, this one included.',
    payload: v.null(),
    handler: clearSessions,
  }),
];
