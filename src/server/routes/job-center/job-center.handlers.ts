import { and, asc, eq, sql } from 'drizzle-orm';
import type { CatalogueKey } from '../../../domain/catalogues/definitions';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { type ErrorCodeRoute, type JobType } from '../../../domain/job-center/job-types';
import { type JobPack, type JobQueueQuery, type JobSend, SENDABLE_STATUSES } from '../../../domain/job-center/job-reads';
import { hasPermission, jobCenterPermission } from '../../../domain/permissions';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema/master';
import { changeItems } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { readSystemConfig } from '../../settings/system-config';
import { type Refused, idsOf } from '../scrap/scrap-units';
import { queueExport, queuePage, queueUnits, unitsByCode } from './job-units';

/** The action page's own permission (JOB_CENTER_<TYPE>), besides JOB_CENTER_ACTION which the route checks. */
function requireJobPermission(c: AppContext, type: JobType): void {
  const permission = jobCenterPermission(type);
  if (!hasPermission(authOf(c).grants, permission)) throw new AppError(403, `This needs the ${permission} permission.`, { reason: 'job-permission' });
}

const activeCodes = (db: Database, companyId: string, catalogue: CatalogueKey) =>
  db
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name, onQcFail: sql<string | null>`${catalogueEntries.attributes}->>'onQcFail'` })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue), eq(catalogueEntries.active, true)))
    .orderBy(asc(catalogueEntries.code));

const routeOrNull = (value: string | null): ErrorCodeRoute | null => (value === 'repair' || value === 'clean' || value === 'scrap' ? value : null);

/** A station's download: its queue's units with their history, the catalogues its result names, the routing. */
export async function packHandler(c: AppContext, _body: undefined, _query: undefined, { type }: { type: JobType }) {
  requireJobPermission(c, type);
  const { companyId } = authOf(c);
  const { db } = c.get('deps');
  const [units, errorCodes, areaCodes, repairCodes, accessories, config] = await Promise.all([
    queueUnits(db, companyId, type),
    activeCodes(db, companyId, 'error-code'),
    activeCodes(db, companyId, 'area-code'),
    activeCodes(db, companyId, 'repair-code'),
    activeCodes(db, companyId, 'accessory'),
    readSystemConfig(db, companyId),
  ]);
  const plain = (rows: typeof errorCodes) => rows.map(({ id, code, name }) => ({ id, code, name }));
  const pack: JobPack = {
    type,
    downloadedAt: c.get('deps').now().toISOString(),
    units,
    errorCodes: errorCodes.map(({ id, code, name, onQcFail }) => ({ id, code, name, onQcFail: routeOrNull(onQcFail) })),
    areaCodes: plain(areaCodes),
    repairCodes: plain(repairCodes),
    accessories: plain(accessories),
    routing: { qcPass: config['jobCenter.qcPass'], qcFail: config['jobCenter.qcFail'], repairDone: config['jobCenter.repairDone'], cleanDone: config['jobCenter.cleanDone'] },
  };
  return ok(c, pack);
}

/** A scanned code the station's pack does not hold: the unit, whatever its status, so the station can say where it is. */
export async function lookupHandler(c: AppContext, _body: undefined, query: { code: string }, { type }: { type: JobType }) {
  requireJobPermission(c, type);
  return ok(c, { units: await unitsByCode(c.get('deps').db, authOf(c).companyId, query.code) });
}

export async function queueHandler(c: AppContext, _body: undefined, query: JobQueueQuery) {
  const page = await queuePage(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function queueExportHandler(c: AppContext, _body: undefined, query: JobQueueQuery) {
  const rows = await queueExport(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'job-center.csv',
    ['wms_number', 'serial', 'queue', 'sku', 'description', 'client', 'place', 'since', 'from_status', 'sent_by', 'scrap_list'],
    rows.map((r) => [r.wmsNumber, r.serial, r.status, r.skuCode, r.skuDescription, r.clientCode, r.place, r.since, r.fromStatus, r.sentBy, r.heldBy]),
  );
}

/**
 * Sends units to a queue (the all-items page, the item list's selection, the item detail): all or none.
 * A unit held by a scrap list, or past stock (allocated, shipped…), is refused with its reason; one
 * already in that queue is left as it is.
 */
export async function sendHandler(c: AppContext, body: JobSend) {
  const actor = callerActor(c);
  const sent = await c.get('deps').db.transaction(async (tx) => {
    const { found, refused } = await idsOf(tx, actor.companyId, body.units);
    const units = found.size > 0 ? await lockItems(tx, actor.companyId, { ids: [...new Set(found.values())] }) : [];
    const problems: Refused[] = [
      ...refused,
      ...units.flatMap((unit): Refused[] =>
        unit.heldBy ? [{ code: unit.wmsNumber, refusal: 'held', detail: unit.heldBy }] : (SENDABLE_STATUSES as readonly string[]).includes(unit.status) ? [] : [{ code: unit.wmsNumber, refusal: 'not-scrappable', detail: unit.status }],
      ),
    ];
    if (problems.length > 0) {
      const first = problems[0]!;
      const why = first.refusal === 'held' ? `is on scrap list ${first.detail}` : first.detail ? `is ${first.detail}` : 'is not a unit here';
      throw new AppError(409, `${first.code} ${why}${problems.length > 1 ? `, and ${problems.length - 1} more cannot be sent` : ''}. Nothing was sent.`, { reason: 'units-refused', units: problems });
    }
    const moving = units.filter((unit) => unit.status !== body.type);
    if (moving.length > 0) await changeItems(tx, actor, 'status', moving.map((item) => ({ item, to: { status: body.type }, reference: null, sapStatus: 'not-required' })));
    await auditActor(tx, actor, { action: 'job-center.send', entity: 'item', entityId: null, detail: { type: body.type, units: moving.slice(0, 50).map((u) => u.wmsNumber), count: moving.length } });
    return moving.length;
  });
  return ok(c, { sent });
}
