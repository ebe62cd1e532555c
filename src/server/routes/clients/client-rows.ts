import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Client, ClientListQuery } from '../../../domain/clients/clients';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema/master';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const columns = {
  id: clients.id,
  code: clients.code,
  name: clients.name,
  contactName: clients.contactName,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  active: clients.active,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

type Row = Omit<Client, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toClient = (row: Row): Client => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

function clientFilter(companyId: string, query: ClientListQuery): SQL | undefined {
  return and(
    eq(clients.companyId, companyId),
    searchAny(query.q, [clients.code, clients.name, clients.contactName, clients.email, clients.phone]),
    query.active ? eq(clients.active, query.active === 'yes') : undefined,
  );
}

const order = (query: ClientListQuery) =>
  orderFor(
    query,
    { code: sql`lower(${clients.code})`, name: sql`lower(${clients.name})`, contactName: sql`lower(${clients.contactName})`, createdAt: clients.createdAt },
    { sort: 'code', dir: 'asc' },
    clients.id,
  );

export async function listClients(db: Database, companyId: string, query: ClientListQuery): Promise<{ items: Client[]; total: number }> {
  const where = clientFilter(companyId, query);
  const rows = await db.select({ ...columns, total: totalOver }).from(clients).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  const total = rows[0]?.total ?? (query.page > 1 ? ((await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(clients).where(where))[0]?.n ?? 0) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toClient(row)), total };
}

/** Every client matching the list's filter, in its order, for the CSV export. */
export async function exportClients(db: Database, companyId: string, query: ClientListQuery, max: number): Promise<Client[]> {
  const rows = await db.select(columns).from(clients).where(clientFilter(companyId, query)).orderBy(...order(query)).limit(max);
  return rows.map(toClient);
}

export async function findClient(db: Database, companyId: string, id: string): Promise<Client | null> {
  const [row] = await db.select(columns).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, id))).limit(1);
  return row ? toClient(row) : null;
}

/**
 * The clients a form or filter offers: the active ones by code (or by name), or only `only` (a client
 * account's own, active or not: its own goods stay its own).
 */
export function clientChoices(db: Database, companyId: string, { by = 'code', only = null }: { by?: 'code' | 'name'; only?: string | null } = {}) {
  return db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), only === null ? eq(clients.active, true) : eq(clients.id, only)))
    .orderBy(asc(by === 'code' ? clients.code : clients.name));
}
