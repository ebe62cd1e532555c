import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext, ApiKeyCaller } from '../context';
import { clientApiKeys, clients } from '../db/schema/master';
import { AppError } from '../lib/errors';
import { hashToken, newToken } from './tokens';

/** Marks a string as one of our keys (secret scanners and people both recognise it). */
const KEY_MARK = 'wk_';
/** Characters of the key kept in clear to tell keys apart in the list. */
const PREFIX_LENGTH = KEY_MARK.length + 8;
/** `lastUsedAt` is written at most this often per key: a busy integration must not write on every call. */
export const LAST_USED_EVERY_MS = 60_000;

/** A new key, its stored digest and its clear prefix. The key itself is answered once and never stored. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_MARK}${newToken()}`;
  return { key, hash: hashToken(key), prefix: key.slice(0, PREFIX_LENGTH) };
}

function presentedKey(c: AppContext): string | null {
  const authorization = /^ApiKey\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return authorization?.[1] ?? c.req.header('X-Api-Key')?.trim() ?? null;
}

/**
 * The client system behind the request's API key (`Authorization: ApiKey <key>` or `X-Api-Key`); 401 for a
 * missing, unknown or revoked key, or one of an inactive client.
 */
export async function authenticateApiKey(c: AppContext): Promise<ApiKeyCaller> {
  const key = presentedKey(c);
  if (!key) throw new AppError(401, 'Send an API key (Authorization: ApiKey <key>, or X-Api-Key).');
  const { db, now } = c.get('deps');
  const [found] = await db
    .select({ keyId: clientApiKeys.id, revokedAt: clientApiKeys.revokedAt, clientId: clients.id, clientCode: clients.code, companyId: clients.companyId, active: clients.active })
    .from(clientApiKeys)
    .innerJoin(clients, eq(clients.id, clientApiKeys.clientId))
    .where(eq(clientApiKeys.keyHash, hashToken(key)))
    .limit(1);
  if (!found || found.revokedAt !== null) throw new AppError(401, 'This API key is unknown or revoked.');
  if (!found.active) throw new AppError(401, 'This client is inactive.');
  const at = now();
  // One conditional update: processes sharing the database agree on "at most once a minute" without a lock.
  await db
    .update(clientApiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(clientApiKeys.id, found.keyId), or(isNull(clientApiKeys.lastUsedAt), lt(clientApiKeys.lastUsedAt, new Date(at.getTime() - LAST_USED_EVERY_MS)))));
  return { keyId: found.keyId, clientId: found.clientId, clientCode: found.clientCode, companyId: found.companyId };
}
