import { and, eq } from 'drizzle-orm';
import type { ScrapListStatus } from '../../../domain/scrap/statuses';
import { scrapListStates } from '../../../domain/states/scrap-list-states';
import type { Database } from '../../db/client';
import { scrapLists } from '../../db/schema/scrap';
import { type DocumentStore, type LockedDocument, conditionalStateWrite } from '../../lib/transition';

export interface LockedScrapList extends LockedDocument<ScrapListStatus> {
  createdBy: string | null;
}

/**
 * The list's row, locked until the transaction ends. Every step locks the list first and its units after
 * (in id order, ledger/lock-items), so two steps on lists never wait on each other in a cycle.
 */
export async function lockScrapList(tx: Database, companyId: string, number: string): Promise<LockedScrapList | null> {
  const [row] = await tx
    .select({ id: scrapLists.id, number: scrapLists.number, state: scrapLists.status, createdBy: scrapLists.createdBy })
    .from(scrapLists)
    .where(and(eq(scrapLists.companyId, companyId), eq(scrapLists.number, number)))
    .for('update');
  return row ?? null;
}

export const scrapListStore: DocumentStore<LockedScrapList, keyof typeof scrapListStates.transitions, Partial<typeof scrapLists.$inferInsert>> = {
  machine: scrapListStates,
  audit: { entity: 'scrap-list', prefix: 'scrap-list' },
  lock: lockScrapList,
  write: conditionalStateWrite(scrapLists),
  notFound: (number) => `No scrap list ${number}.`,
};
