/** The envelope of every API answer (spec section 7). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  payload: T;
}

/** Codes carried in the envelope: 200 on success, the two second-factor codes, otherwise the HTTP status. */
export const ApiCode = {
  ok: 200,
  twoFactorEnrol: 1001,
  twoFactorRequired: 1002,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
} as const;

export const TWO_FACTOR_CODES: readonly number[] = [ApiCode.twoFactorEnrol, ApiCode.twoFactorRequired];

/** One failing field of a 400 answer; `rule` is valibot's issue type so the browser can translate it. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

/** Request headers the server reads (spec section 7). */
export const Header = {
  authorization: 'Authorization',
  timeZone: 'TimeZone',
  companyName: 'Company-Name',
  device: 'Device',
} as const;
