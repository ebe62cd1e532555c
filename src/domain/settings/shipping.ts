import * as v from 'valibot';

/** Loopback hosts, the only ones a carrier API may be reached on over plain http (a local test double). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function isAllowedApiUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * A carrier's API credentials as the form sends them. The secret is write-only: an empty string on an
 * edit keeps the stored one, the API never sends it back.
 */
export const ShippingCredentialSchema = v.object({
  carrier: v.pipe(text(60), v.nonEmpty()),
  accountNumber: text(60),
  apiUrl: v.pipe(text(500), v.nonEmpty(), v.check(isAllowedApiUrl)),
  username: text(200),
  secret: v.pipe(v.string(), v.maxLength(2000)),
  active: v.boolean(),
});
export type ShippingCredentialInput = v.InferOutput<typeof ShippingCredentialSchema>;

/** What the API answers for a credential: `hasSecret` instead of the secret. */
export const ShippingCredentialViewSchema = v.object({
  id: v.string(),
  carrier: v.string(),
  accountNumber: v.string(),
  apiUrl: v.string(),
  username: v.string(),
  hasSecret: v.boolean(),
  active: v.boolean(),
  lastTestAt: v.nullable(v.string()),
  lastTestOk: v.nullable(v.boolean()),
  lastTestMessage: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type ShippingCredentialView = v.InferOutput<typeof ShippingCredentialViewSchema>;

export const ConnectionTestSchema = v.object({ ok: v.boolean(), status: v.nullable(v.number()), message: v.string() });
export type ConnectionTest = v.InferOutput<typeof ConnectionTestSchema>;
