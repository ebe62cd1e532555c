import * as v from 'valibot';

const flag = (fallback: '0' | '1') =>
  v.pipe(v.optional(v.picklist(['0', '1']), fallback), v.transform((value) => value === '1'));

const int = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value === '' ? undefined : value)),
);

/** A base64 AES-256 key: exactly 32 bytes once decoded. */
const secretsKey = v.pipe(
  optionalText,
  v.check(
    (value) => value === undefined || (/^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32),
    'must be the base64 of 32 random bytes (openssl rand -base64 32)',
  ),
);

/** An http(s) origin without path, query or trailing slash: `https://wms.example.com`. */
const appUrl = v.pipe(
  optionalText,
  v.check((url) => url === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(url), 'must be an http(s) address without a path, e.g. https://wms.example.com'),
  v.transform((url) => url?.replace(/\/$/, '')),
);

/** Every setting the server reads from the environment; `npm start` works with none of them set. */
const Variables = v.object({
  PORT: int(3000, 0, 65_535),
  DATA_DIR: v.pipe(v.optional(v.string(), './data'), v.nonEmpty('must not be empty')),
  DATABASE_URL: v.pipe(
    optionalText,
    v.check((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), 'must start with postgres://'),
  ),
  SEED: v.pipe(
    v.optional(v.picklist(['demo', ''], "must be 'demo' or unset")),
    v.transform((value) => (value === 'demo' ? value : undefined)),
  ),
  /** Generated accounts added to the demo (no password: invitation pending), to try lists at scale. */
  DEMO_EXTRA_ACCOUNTS: int(0, 0, 1_000_000),
  /** Generated control numbers added to the demo, to try the receiving list at scale. */
  DEMO_EXTRA_CONTROL_NUMBERS: int(0, 0, 1_000_000),
  SERVE_WEB: flag('1'),
  TRUST_PROXY: flag('0'),
  SESSION_IDLE_MINUTES: int(12 * 60, 1, 365 * 24 * 60),
  SESSION_MAX_DAYS: int(7, 1, 365),
  PENDING_2FA_MINUTES: int(5, 1, 60),
  LOGIN_THROTTLE: flag('1'),
  LOGIN_MAX_FAILURES_PER_USER: int(5, 1, 10_000),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(20, 1, 100_000),
  LOGIN_FAILURE_WINDOW_MINUTES: int(15, 1, 24 * 60),
  LOGIN_DELAY_AFTER_FAILURES: int(3, 0, 10_000),
  LOGIN_MAX_DELAY_MS: int(2000, 0, 30_000),
  LOGIN_LOCK_MINUTES: int(5, 1, 24 * 60),
  LOGIN_MAX_LOCK_MINUTES: int(24 * 60, 1, 7 * 24 * 60),
  SECRETS_KEY: secretsKey,
  LOG: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent'], 'must be debug, info, warn, error or silent'), 'info'),
  /** Where mail goes: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. Unset: mail stays in the outbox. */
  SMTP_URL: v.pipe(
    optionalText,
    v.check((url) => url === undefined || /^smtps?:\/\/[^\s]+$/.test(url), 'must start with smtp:// or smtps://'),
  ),
  /** Sender of every mail; default `Warehouse <no-reply@` + APP_URL's host + `>`. */
  MAIL_FROM: v.pipe(optionalText, v.check((from) => from === undefined || from.includes('@'), 'must contain an e-mail address')),
  /** The address users open the app at, for links in mails. Unset: the address the request came to. */
  APP_URL: appUrl,
});

/**
 * A link in a mail built from the request's Host header could point anywhere a forged request says
 * (reset-link poisoning): once mail really leaves the server, its links come from APP_URL only.
 */
const EnvSchema = v.pipe(
  Variables,
  v.forward(
    v.check((env) => env.SMTP_URL === undefined || env.APP_URL !== undefined, 'must be set when SMTP_URL is set (links in mails must not come from a request header)'),
    ['APP_URL'],
  ),
);

export type Env = v.InferOutput<typeof EnvSchema>;

export class EnvError extends Error {}

/** Validates the environment; the error names every bad variable so the operator can fix it at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
