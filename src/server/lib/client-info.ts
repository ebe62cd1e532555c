import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { Header } from '../../domain/api';
import type { AppEnv, ClientInfo } from '../context';

const validZones = new Set<string>();

/** An IANA zone name the runtime knows, else null; only valid names are cached so junk cannot grow the set. */
export function validTimeZone(name: string | undefined): string | null {
  if (!name || name.length > 64) return null;
  if (validZones.has(name)) return name;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return null;
  }
  validZones.add(name);
  return name;
}

const text = (value: string | undefined, max: number): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Reads the spec's request headers once. Behind a proxy (TRUST_PROXY=1) the client is the last address of
 * X-Forwarded-For, the one our proxy appended; earlier entries come from the client and could be forged.
 * Company-Name is sent by the browser but not used: the company always comes from the signed-in user's
 * record, never from a header the client controls.
 */
export function clientInfo(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim() : undefined;
    const info: ClientInfo = {
      address: forwarded || socketAddress(c),
      device: text(c.req.header(Header.device), 200),
      timeZone: validTimeZone(c.req.header(Header.timeZone)?.trim()),
    };
    c.set('client', info);
    await next();
  };
}
