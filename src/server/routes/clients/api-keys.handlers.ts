import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey, ApiKeyFormInput } from '../../../domain/clients/api-keys';
import { newApiKey } from '../../auth/api-keys';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { clientApiKeys } from '../../db/schema/master';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { authOf } from '../../auth/access';
import { clientOr404 } from './clients.handlers';

type Id = { id: string };
type KeyId = { id: string; keyId: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The client's keys, newest first; never the key or its hash. */
async function keysOf(db: Database, clientId: string, keyId?: string): Promise<ApiKey[]> {
  const rows = await db
    .select({
      id: clientApiKeys.id,
      name: clientApiKeys.name,
      prefix: clientApiKeys.prefix,
      createdBy: users.username,
      createdAt: clientApiKeys.createdAt,
      lastUsedAt: clientApiKeys.lastUsedAt,
      revokedAt: clientApiKeys.revokedAt,
    })
    .from(clientApiKeys)
    .leftJoin(users, eq(users.id, clientApiKeys.createdBy))
    .where(and(eq(clientApiKeys.clientId, clientId), keyId ? eq(clientApiKeys.id, keyId) : undefined))
    .orderBy(desc(clientApiKeys.createdAt), clientApiKeys.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: iso(row.lastUsedAt), revokedAt: iso(row.revokedAt) }));
}

export async function listApiKeys(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  await clientOr404(c, id);
  return ok(c, await keysOf(c.get('deps').db, id));
}

/** The key is in this answer and nowhere else: only its SHA-256 digest and a short prefix are stored. */
export async function createApiKey(c: AppContext, body: ApiKeyFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const client = await clientOr404(c, id);
  const { key, hash, prefix } = newApiKey();
  const keyId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientApiKeys)
      .values({ clientId: id, name: body.name, prefix, keyHash: hash, createdBy: authOf(c).user.id, createdAt: deps.now() })
      .returning({ id: clientApiKeys.id });
    if (!row) throw new Error('insert returned no row');
    await auditCaller(c, { action: 'client-api-key.create', entity: 'client-api-key', entityId: row.id, detail: { client: client.code, name: body.name, prefix } }, tx);
    return row.id;
  });
  const [apiKey] = await keysOf(deps.db, id, keyId);
  return ok(c, { apiKey, key });
}

/** A revoked key answers 401 from the next request on; revoking twice changes nothing and answers 409. */
export async function revokeApiKey(c: AppContext, _body: undefined, _query: undefined, { id, keyId }: KeyId) {
  const deps = c.get('deps');
  const client = await clientOr404(c, id);
  const [before] = await keysOf(deps.db, id, keyId);
  if (!before) throw new AppError(404, 'No such API key of this client.');
  await deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(clientApiKeys)
      .set({ revokedAt: deps.now() })
      .where(and(eq(clientApiKeys.id, keyId), isNull(clientApiKeys.revokedAt)))
      .returning({ id: clientApiKeys.id });
    if (revoked.length === 0) throw new AppError(409, 'This API key is revoked already.');
    await auditCaller(c, { action: 'client-api-key.revoke', entity: 'client-api-key', entityId: keyId, detail: { client: client.code, name: before.name, prefix: before.prefix } }, tx);
  });
  const [apiKey] = await keysOf(deps.db, id, keyId);
  return ok(c, apiKey);
}
