import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SCRAP_LIST_MAX_UNITS } from '../../../domain/scrap/scrap-lists';
import type { Database } from '../../db/client';
import { scrapListItems, scrapLists } from '../../db/schema/scrap';
import type { Actor } from '../../lib/audit';
import { createScrapList } from './scrap.handlers';
import { holdUnits } from './scrap-units';

/**
 * A unit the job center routes to scrap (a QC fail whose error code says so) lands on the newest draft
 * list of reason failed-qc that has room, else on a new draft that the operator starts; a person then
 * submits it and another approves it, as any list (ADR 0032). Answers the list's number.
 */
export async function holdOnFailedQcList(tx: Database, actor: Actor, wmsNumber: string): Promise<string> {
  const [list] = await tx
    .select({ id: scrapLists.id, number: scrapLists.number })
    .from(scrapLists)
    .where(
      and(
        eq(scrapLists.companyId, actor.companyId),
        eq(scrapLists.status, 'draft'),
        eq(scrapLists.reason, 'failed-qc'),
        sql`(select count(*) from ${scrapListItems} h where h.list_id = ${scrapLists.id} and ${isNull(sql`h.released_at`)}) < ${SCRAP_LIST_MAX_UNITS}`,
      ),
    )
    .orderBy(desc(scrapLists.createdAt))
    .limit(1)
    .for('update');
  if (list) {
    await holdUnits(tx, actor, list, [wmsNumber]);
    return list.number;
  }
  return createScrapList(tx, actor, { reason: 'failed-qc', notes: '', units: [wmsNumber] });
}
