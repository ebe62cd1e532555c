import * as v from 'valibot';

/** Login form and POST /v1/auth/login body. */
export const LoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** The second-factor pin travels as an integer (spec section 9), so 012345 arrives as 12345. */
export const TwoFactorSchema = v.object({
  pinToken: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999)),
});
export type TwoFactorInput = v.InferOutput<typeof TwoFactorSchema>;

/** The form keeps the pin as six typed digits; leading zeros matter there. */
export const PinFormSchema = v.object({
  pin: v.pipe(v.string(), v.regex(/^\d{6}$/)),
});
export type PinFormInput = v.InferOutput<typeof PinFormSchema>;

export const PIN_LENGTH = 6;

/** Restores the leading zeros an integer pin lost on the way. */
export function padPin(pin: number): string {
  return String(pin).padStart(PIN_LENGTH, '0');
}

export const RoleSchema = v.object({
  id: v.string(),
  name: v.string(),
  isSuperAdmin: v.boolean(),
});

export const SessionUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  companyName: v.string(),
  roles: v.array(RoleSchema),
  /** Set for a client account (a portal login of one client): the app shows it the client portal only. */
  client: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** Payload of a completed login, of the second factor and (without token) of GET /v1/auth/me. */
export const SessionPayloadSchema = v.object({
  user: SessionUserSchema,
  token: v.string(),
  permissions: v.array(v.string()),
});
export type SessionPayload = v.InferOutput<typeof SessionPayloadSchema>;

export const MePayloadSchema = v.omit(SessionPayloadSchema, ['token']);
export type MePayload = v.InferOutput<typeof MePayloadSchema>;

/** Payload of a login answered with 1001 (qrcode set) or 1002 (qrcode null). */
export const TwoFactorChallengeSchema = v.object({
  token: v.string(),
  qrcode: v.nullable(v.string()),
});
export type TwoFactorChallenge = v.InferOutput<typeof TwoFactorChallengeSchema>;

export const CompanySchema = v.object({
  id: v.string(),
  name: v.string(),
  timeZone: v.string(),
  address: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
});
export type Company = v.InferOutput<typeof CompanySchema>;
