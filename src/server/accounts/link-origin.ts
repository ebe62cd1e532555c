import type { Deps } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { readSystemConfig } from '../settings/system-config';

/**
 * The origin of links put in mails: the company's `general.appUrl` setting, else APP_URL. Never the
 * request's Host header: a forged request would have the user mailed a link to another site
 * (reset-link poisoning). Null when neither is set.
 */
export async function configuredLinkOrigin(deps: Pick<Deps, 'env'>, db: Database, companyId: string): Promise<string | null> {
  return (await readSystemConfig(db, companyId))['general.appUrl'] || deps.env.APP_URL || null;
}

/** The origin for a link an admin asked for; without one configured, a 409 that says how to set it. */
export async function requireLinkOrigin(deps: Pick<Deps, 'env'>, db: Database, companyId: string): Promise<string> {
  const origin = await configuredLinkOrigin(deps, db, companyId);
  if (origin) return origin;
  throw new AppError(
    409,
    'No address for links in mails is set: enter the address users open under Settings › System, or set APP_URL on the server.',
    { reason: 'link-address-missing' },
  );
}

/** The page that sets a password with an invitation or reset token. */
export function accountLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
