import type { AppContext } from '../context';

/**
 * The origin of links put in mails: APP_URL when set (always, once mail really leaves the server: see
 * env.ts), else the address this request came to, so the embedded default works on whatever host and
 * port it is opened at. Behind a proxy (TRUST_PROXY=1) the scheme is the proxy's X-Forwarded-Proto.
 */
export function linkOrigin(c: AppContext): string {
  const { env } = c.get('deps');
  if (env.APP_URL) return env.APP_URL;
  const url = new URL(c.req.url);
  const proto = env.TRUST_PROXY ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim() : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return `${scheme}://${url.host}`;
}

/** The page that sets a password with an invitation or reset token. */
export function accountLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
