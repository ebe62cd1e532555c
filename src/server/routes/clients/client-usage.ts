import { type AnyColumn, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ClientUsage } from '../../../domain/clients/clients';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { skus } from '../../db/schema/master';
import { clientTrackings, controlNumbers, items } from '../../db/schema/receiving';

/**
 * Every table that references a client, by the name a 409 on delete reports it under. A module adding a
 * client reference (receiving, orders, client issues…) adds its line here, and deleting stays safe.
 */
const CLIENT_REFERENCES: { kind: string; label: string; table: PgTable; column: AnyColumn }[] = [
  { kind: 'skus', label: 'SKUs', table: skus, column: skus.clientId },
  { kind: 'clientAccounts', label: 'client accounts', table: users, column: users.clientId },
  { kind: 'clientTrackings', label: 'tracking numbers', table: clientTrackings, column: clientTrackings.clientId },
  { kind: 'controlNumbers', label: 'control numbers', table: controlNumbers, column: controlNumbers.clientId },
  { kind: 'items', label: 'units in the warehouse', table: items, column: items.clientId },
];

/** How many records of each kind use the client; kinds with none are left out. */
export async function clientUsage(db: Database, clientId: string): Promise<ClientUsage> {
  const usage: ClientUsage = {};
  for (const reference of CLIENT_REFERENCES) {
    const [row] = await db.select({ n: count() }).from(reference.table).where(eq(reference.column, clientId));
    if (row && row.n > 0) usage[reference.kind] = row.n;
  }
  return usage;
}

/** "3 SKUs, 1 client accounts": where a client is used, for the 409 message. */
export function describeUsage(usage: ClientUsage): string {
  return CLIENT_REFERENCES.filter((r) => usage[r.kind]).map((r) => `${usage[r.kind]} ${r.label}`).join(', ');
}
