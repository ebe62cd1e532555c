import { eq } from 'drizzle-orm';
import type { Client, ClientFormInput, ClientListQuery } from '../../../domain/clients/clients';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { clientApiKeys, clients } from '../../db/schema/master';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { exportClients, findClient, listClients } from './client-rows';
import { clientUsage, describeUsage } from './client-usage';

type Id = { id: string };

const codeTaken = () =>
  new AppError(409, 'A client with this code exists already.', { fields: [{ field: 'code', rule: 'unique', message: 'A client with this code exists already.' }] });

function rethrowUnique(error: unknown): never {
  throw isUniqueViolation(error) ? codeTaken() : error;
}

export async function listClientsHandler(c: AppContext, _body: undefined, query: ClientListQuery) {
  const page = await listClients(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportClientsHandler(c: AppContext, _body: undefined, query: ClientListQuery) {
  const rows = await exportClients(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'clients.csv',
    ['code', 'name', 'contact_name', 'email', 'phone', 'address', 'active', 'created_at'],
    rows.map((r) => [r.code, r.name, r.contactName, r.email, r.phone, r.address, r.active, r.createdAt]),
  );
}

/** The client, or 404: also for another company's client, whose existence is not revealed. */
export async function clientOr404(c: AppContext, id: string): Promise<Client> {
  const client = await findClient(c.get('deps').db, authOf(c).companyId, id);
  if (!client) throw new AppError(404, 'No such client.');
  return client;
}

export async function getClient(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  return ok(c, await clientOr404(c, id));
}

export async function createClient(c: AppContext, body: ClientFormInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(clients).values({ companyId: auth.companyId, ...body, createdAt: deps.now(), updatedAt: deps.now() }).returning({ id: clients.id });
      if (!row) throw new Error('insert returned no row');
      await auditCaller(c, { action: 'client.create', entity: 'client', entityId: row.id, detail: { code: body.code, name: body.name } }, tx);
      return row.id;
    })
    .catch(rethrowUnique);
  return ok(c, await clientOr404(c, id));
}

export async function updateClient(c: AppContext, body: ClientFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const before = await clientOr404(c, id);
  const changes = Object.fromEntries(
    (Object.keys(body) as (keyof ClientFormInput)[]).filter((key) => before[key] !== body[key]).map((key) => [key, { from: before[key], to: body[key] }]),
  );
  await deps.db
    .transaction(async (tx) => {
      await tx.update(clients).set({ ...body, updatedAt: deps.now() }).where(eq(clients.id, id));
      await auditCaller(c, { action: 'client.update', entity: 'client', entityId: id, detail: { code: body.code, changes } }, tx);
    })
    .catch(rethrowUnique);
  return ok(c, await clientOr404(c, id));
}

/** Only a client nothing uses can go (409 with `usedBy` otherwise: deactivate it instead). Its API keys go with it. */
export async function deleteClient(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const client = await clientOr404(c, id);
  await deps.db.transaction(async (tx) => {
    // Inside the transaction: a SKU added meanwhile then fails the delete on its foreign key.
    const usedBy = await clientUsage(tx, id);
    if (Object.keys(usedBy).length > 0) {
      throw new AppError(409, `This client is used by ${describeUsage(usedBy)}. Deactivate it instead.`, { usedBy });
    }
    const keys = await tx.delete(clientApiKeys).where(eq(clientApiKeys.clientId, id)).returning({ id: clientApiKeys.id });
    await tx.delete(clients).where(eq(clients.id, id));
    await auditCaller(c, { action: 'client.delete', entity: 'client', entityId: id, detail: { code: client.code, name: client.name, apiKeysDeleted: keys.length } }, tx);
  });
  return ok(c, null);
}
