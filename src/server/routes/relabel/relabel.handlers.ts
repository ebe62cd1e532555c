import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { RELABEL_MAX, type RelabelLookup, type RelabelSearch, type RelabelUnit } from '../../../domain/inventory/relabel';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { containers, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { holdersOf } from '../../ledger/holds';
import { aliasOf, unitCodeWhere } from '../../ledger/unit-codes';
import { AppError } from '../../lib/errors';
import { searchAny } from '../../lib/list';
import { ok } from '../../lib/respond';

/** The units `where` names, with what their label shows and the scrap list holding them. */
async function unitsWhere(db: Database, companyId: string, where: SQL | undefined, limit: number): Promise<RelabelUnit[]> {
  const rows = await db
    .select({
      id: items.id,
      wmsNumber: items.wmsNumber,
      serial: items.serial,
      skuCode: skus.code,
      description: skus.description,
      quantity: items.quantity,
      lotNumber: items.lotNumber,
      status: items.status,
    })
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .where(and(eq(items.companyId, companyId), where))
    .orderBy(asc(items.wmsNumber))
    .limit(limit);
  const holders = await holdersOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, heldBy: holders.get(row.id) ?? null }));
}

/**
 * What a code scanned on the relabel screen names: a container's units (relabelled together), or a
 * unit by its label, an old label or its serial (several units may share a serial: the screen asks which).
 */
export async function relabelLookup(c: AppContext, _body: undefined, query: { code: string }) {
  const { companyId } = authOf(c);
  const { db } = c.get('deps');
  const { code } = query;
  const [container] = await db
    .select({ id: containers.id, code: containers.code })
    .from(containers)
    .where(and(eq(containers.companyId, companyId), sql`upper(${containers.code}) = upper(${code})`));
  if (container) {
    const units = await unitsWhere(db, companyId, eq(items.containerId, container.id), RELABEL_MAX);
    return ok(c, { container: container.code, units, relabelled: null } satisfies RelabelLookup);
  }
  const [units, relabelled] = await Promise.all([unitsWhere(db, companyId, await unitCodeWhere(db, companyId, code), 10), aliasOf(db, companyId, code)]);
  if (units.length === 0) throw new AppError(404, `No unit or container has the code ${code}.`, { reason: 'unknown-code' });
  return ok(c, { container: null, units, relabelled } satisfies RelabelLookup);
}

/** Units whose WMS number or serial holds the text: for a label too damaged to scan. */
export async function relabelSearch(c: AppContext, _body: undefined, query: { q: string }) {
  const { companyId } = authOf(c);
  const units = await unitsWhere(c.get('deps').db, companyId, searchAny(query.q, [items.wmsNumber, items.serial]), 20);
  return ok(c, { units } satisfies RelabelSearch);
}
