import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { AppError } from './errors';

/**
 * Where a master-data record may be used: a column of another table pointing at it. Each record kind
 * keeps a list of these; documents added later (receiving, items) append theirs, and deleting stays
 * refused while any of them points at the record.
 */
export interface Reference {
  /** Names the using records in the 409 answer (`usedBy.models`). */
  name: string;
  table: PgTable;
  column: AnyColumn;
  /** Narrows the table (e.g. catalogue entries of one catalogue). */
  where?: SQL;
}

/** How many records of each reference point at `id`; only the references that do. */
async function usageOf(db: Database, references: readonly Reference[], id: string): Promise<Record<string, number>> {
  const usage: Record<string, number> = {};
  for (const reference of references) {
    const [row] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(reference.table)
      .where(and(eq(reference.column, id), reference.where));
    if (row && row.n > 0) usage[reference.name] = row.n;
  }
  return usage;
}

/** 409 naming where the record is used, so the user can deactivate it instead or clear the uses first. */
export async function assertUnused(db: Database, references: readonly Reference[], id: string, label: string): Promise<void> {
  const usedBy = await usageOf(db, references, id);
  const uses = Object.entries(usedBy);
  if (uses.length === 0) return;
  const where = uses.map(([name, n]) => `${n} ${name}`).join(', ');
  throw new AppError(409, `${label} is in use (${where}): deactivate it instead.`, { usedBy });
}
