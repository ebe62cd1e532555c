import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { clients } from './schema/master';

/** Demo clients of the warehouse; the first has a client account (`client` in DEMO_USERS). */
export const DEMO_CLIENTS = [
  { code: 'ACME', name: 'ACME Electronics', contactName: 'Alice Carter', email: 'logistics@acme.example', phone: '(201) 555-0141', address: '100 Circuit Ave, Jersey City, NJ 07302' },
  { code: 'NORDIC', name: 'Nordic Outdoor', contactName: 'Nils Berg', email: 'returns@nordic-outdoor.example', phone: '+46 8 555 0123', address: 'Fjällgatan 12, 116 28 Stockholm, Sweden' },
  { code: 'GLOBEX', name: 'Globex Retail', contactName: 'Hank Scorpio', email: 'supply@globex.example', phone: '(503) 555-0199', address: '1 Globex Plaza, Portland, OR 97201' },
] as const;

/** Adds the missing demo clients (existing ones, even edited, stay) and answers every demo client's id by code. */
export async function seedDemoClients(tx: Database, companyId: string): Promise<Map<string, string>> {
  await tx.insert(clients).values(DEMO_CLIENTS.map((client) => ({ companyId, ...client }))).onConflictDoNothing();
  const rows = await tx
    .select({ id: clients.id, code: clients.code })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(clients.code, DEMO_CLIENTS.map((client) => client.code))));
  return new Map(rows.map((row) => [row.code, row.id]));
}
