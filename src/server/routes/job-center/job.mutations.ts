import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CatalogueKey } from '../../../domain/catalogues/definitions';
import { JOB_RECORD, type JobRecordAnswer, type JobResult, type JobRouting, routeOf, statusOf } from '../../../domain/job-center/jobs';
import { type ErrorCodeRoute } from '../../../domain/job-center/job-types';
import { hasPermission, jobCenterPermission } from '../../../domain/permissions';
import type { Database } from '../../db/client';
import { itemErrorCodes } from '../../db/schema/inventory';
import { jobResultPhotos, jobResults } from '../../db/schema/job-center';
import { catalogueEntries } from '../../db/schema/master';
import { changeItems } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';
import { decodePhotos } from '../../lib/photos';
import { readSystemConfig } from '../../settings/system-config';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { holdOnFailedQcList } from '../scrap/failed-qc-list';

/** The catalogue entries a result names, each from its own catalogue and of this company; 409 otherwise. */
async function checkCodes(tx: Database, companyId: string, result: JobResult): Promise<Map<string, ErrorCodeRoute>> {
  const named: [CatalogueKey, readonly string[]][] =
    result.type === 'qc' ? [['error-code', result.errorCodeIds], ['area-code', result.areaCodeIds]] : result.type === 'repair' ? [['repair-code', result.repairCodeIds], ['accessory', result.accessories.map((a) => a.accessoryId)]] : [];
  const routes = new Map<string, ErrorCodeRoute>();
  for (const [catalogue, ids] of named) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const rows = await tx
      .select({ id: catalogueEntries.id, onQcFail: sql<string | null>`${catalogueEntries.attributes}->>'onQcFail'` })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue), inArray(catalogueEntries.id, unique)));
    if (rows.length !== unique.length) throw new AppError(409, `A ${catalogue} of this result is not one of the catalogue's entries.`, { reason: 'unknown-code', catalogue });
    for (const row of rows) if (row.onQcFail === 'repair' || row.onQcFail === 'clean' || row.onQcFail === 'scrap') routes.set(row.id, row.onQcFail);
  }
  return routes;
}

async function routingOf(tx: Database, companyId: string): Promise<JobRouting> {
  const config = await readSystemConfig(tx, companyId);
  return { qcPass: config['jobCenter.qcPass'], qcFail: config['jobCenter.qcFail'], repairDone: config['jobCenter.repairDone'], cleanDone: config['jobCenter.cleanDone'] };
}

/**
 * One result recorded at a station: the unit leaves its queue where the routing sends it, by one
 * `status` movement naming the result, and the result is kept with the unit. A QC fail's error codes
 * go onto the unit; one routed to scrap waits on a draft scrap list, held there.
 */
async function applyResult(tx: Database, ctx: ApplyContext, record: { id: string; itemId: string; result: JobResult; recordedAt: string }): Promise<JobRecordAnswer> {
  const { result } = record;
  if (!hasPermission(ctx.grants, jobCenterPermission(result.type))) {
    throw new AppError(403, `Recording ${result.type} results needs the ${jobCenterPermission(result.type)} permission.`, { reason: 'job-permission' });
  }
  const [unit] = await lockItems(tx, ctx.companyId, { ids: [record.itemId] });
  if (!unit) throw new AppError(409, 'This unit is not known on the server.', { reason: 'unknown-unit' });
  if (unit.status !== result.type) throw new AppError(409, `${unit.wmsNumber} is not waiting for ${result.type}: it is ${unit.status}.`, { reason: 'not-in-queue', wmsNumber: unit.wmsNumber, status: unit.status });
  if (unit.heldBy) throw new AppError(409, `${unit.wmsNumber} is on scrap list ${unit.heldBy}.`, { reason: 'held', wmsNumber: unit.wmsNumber, list: unit.heldBy });
  const routes = await checkCodes(tx, ctx.companyId, result);
  const photos = result.type === 'qc' ? decodePhotos(result.photos ?? []) : [];
  const to = routeOf(result, await routingOf(tx, ctx.companyId), routes);
  await changeItems(tx, ctx, 'status', [{ item: unit, to: { status: statusOf(to) }, reference: { type: 'job', id: record.id }, sapStatus: 'not-required' }]);
  if (result.type === 'qc' && result.outcome === 'fail') {
    await tx.insert(itemErrorCodes).values(result.errorCodeIds.map((errorCodeId) => ({ itemId: unit.id, errorCodeId, addedBy: ctx.userId, addedAt: ctx.at }))).onConflictDoNothing();
  }
  const scrapList = to === 'scrap' ? await holdOnFailedQcList(tx, ctx, unit.wmsNumber) : null;
  // The photos go to their own table; the result's JSON keeps the form without them.
  const kept: JobResult = result.type === 'qc' ? { ...result, photos: undefined } : result;
  await tx.insert(jobResults).values({
    id: record.id, companyId: ctx.companyId, itemId: unit.id, type: result.type, outcome: result.type === 'qc' ? result.outcome : null, destination: to, result: kept,
    minutes: result.type === 'repair' ? result.minutes : null, scrapListNumber: scrapList, userId: ctx.userId, device: ctx.device, recordedAt: new Date(record.recordedAt), at: ctx.at,
  });
  if (photos.length > 0) {
    await tx.insert(jobResultPhotos).values(photos.map((photo) => ({ id: crypto.randomUUID(), companyId: ctx.companyId, resultId: record.id, itemId: unit.id, ...photo })));
  }
  return { wmsNumber: unit.wmsNumber, to, scrapList };
}

/** JOB_CENTER_QC, _REPAIR or _CLEAN as the result's type asks (the registry lets any of the three through). */
export const recordJobResult = handleMutation(JOB_RECORD, { apply: applyResult });
