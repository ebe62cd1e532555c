import { and, asc, eq } from 'drizzle-orm';
import type { ConnectionTest, ShippingCredentialInput, ShippingCredentialView } from '../../../domain/settings/shipping';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { shippingCredentials } from '../../db/schema/admin';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { seal, secretsKey, unseal } from '../../settings/secret-box';
import { testConnection } from '../../settings/test-connection';

type Row = typeof shippingCredentials.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The only shape a credential leaves the server in: the secret is reduced to whether there is one. */
function view(row: Row): ShippingCredentialView {
  return {
    id: row.id,
    carrier: row.carrier,
    accountNumber: row.accountNumber,
    apiUrl: row.apiUrl,
    username: row.username,
    hasSecret: row.secretSealed !== null,
    active: row.active,
    lastTestAt: row.lastTestAt?.toISOString() ?? null,
    lastTestOk: row.lastTestOk,
    lastTestMessage: row.lastTestMessage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a save: everything but the secret, and whether it changed. */
const auditDetail = ({ secret, ...fields }: ShippingCredentialInput) => ({ ...fields, secretChanged: secret !== '' });

function keyOf(c: AppContext) {
  const { env, log } = c.get('deps');
  return secretsKey(env, log);
}

async function findOwn(c: AppContext): Promise<Row> {
  const id = c.req.param('id') ?? '';
  const [row] = UUID.test(id)
    ? await c.get('deps').db.select().from(shippingCredentials).where(and(eq(shippingCredentials.id, id), eq(shippingCredentials.companyId, authOf(c).companyId)))
    : [];
  if (!row) throw new AppError(404, 'This shipping API credential does not exist.');
  return row;
}

export async function listShippingCredentials(c: AppContext) {
  const rows = await c.get('deps').db.select().from(shippingCredentials).where(eq(shippingCredentials.companyId, authOf(c).companyId)).orderBy(asc(shippingCredentials.carrier), asc(shippingCredentials.id));
  return ok(c, rows.map(view));
}

export async function createShippingCredential(c: AppContext, body: ShippingCredentialInput) {
  const deps = c.get('deps');
  const { secret, ...fields } = body;
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shippingCredentials)
      .values({ ...fields, companyId: authOf(c).companyId, secretSealed: secret ? seal(keyOf(c), secret) : null, updatedAt: deps.now() })
      .returning();
    await auditCaller(c, { action: 'settings.shipping_api_create', entity: 'shipping_credential', entityId: created!.id, detail: auditDetail(body) }, tx);
    return created!;
  });
  return ok(c, view(row));
}

export async function updateShippingCredential(c: AppContext, body: ShippingCredentialInput) {
  const deps = c.get('deps');
  const existing = await findOwn(c);
  const { secret, ...fields } = body;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(shippingCredentials)
      .set({ ...fields, ...(secret ? { secretSealed: seal(keyOf(c), secret) } : {}), updatedAt: deps.now() })
      .where(eq(shippingCredentials.id, existing.id))
      .returning();
    await auditCaller(c, { action: 'settings.shipping_api_update', entity: 'shipping_credential', entityId: existing.id, detail: auditDetail(body) }, tx);
    return updated!;
  });
  return ok(c, view(row));
}

export async function deleteShippingCredential(c: AppContext) {
  const existing = await findOwn(c);
  await c.get('deps').db.transaction(async (tx) => {
    await tx.delete(shippingCredentials).where(eq(shippingCredentials.id, existing.id));
    await auditCaller(c, { action: 'settings.shipping_api_delete', entity: 'shipping_credential', entityId: existing.id, detail: { carrier: existing.carrier } }, tx);
  });
  return ok(c, null);
}

export async function testShippingCredential(c: AppContext) {
  const deps = c.get('deps');
  const existing = await findOwn(c);
  const secret = existing.secretSealed ? unseal(keyOf(c), existing.secretSealed) : '';
  const result: ConnectionTest = await testConnection(existing.apiUrl, existing.username, secret);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(shippingCredentials)
      .set({ lastTestAt: deps.now(), lastTestOk: result.ok, lastTestMessage: result.message })
      .where(eq(shippingCredentials.id, existing.id));
    await auditCaller(c, { action: 'settings.shipping_api_test', entity: 'shipping_credential', entityId: existing.id, detail: { ...result } }, tx);
  });
  return ok(c, result);
}
