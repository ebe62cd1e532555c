import * as v from 'valibot';
import { MePayloadSchema, TwoFactorChallengeSchema } from './schemas';

/**
 * Payload of a login answered 1001 or 1002. On 1001 it also carries the otpauth URI, whose secret a user
 * types into an authenticator app by hand when the QR code cannot be scanned (a phone enrolling itself).
 */
export const LoginChallengeSchema = v.object({
  ...TwoFactorChallengeSchema.entries,
  otpauthUrl: v.optional(v.string()),
});

/** The session a request runs in: the Device sent at login and the zone the server uses for this request. */
export const SessionInfoSchema = v.object({
  device: v.nullable(v.string()),
  timeZone: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
});

/** GET /v1/auth/me: the spec's `{user, permissions}` plus the current session. */
export const MeResponseSchema = v.object({
  ...MePayloadSchema.entries,
  session: SessionInfoSchema,
});
