import { eq, inArray, sql } from 'drizzle-orm';
import type { ImportBody } from '../../../domain/import/columns';
import type { BinFormInput, BinListQuery, ContainerCreateInput, ContainerFormInput, ContainerListQuery, ZoneFormInput, ZoneListQuery } from '../../../domain/locations/locations';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { matchLabel } from '../../../domain/scan/labels';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { bins, containers, movements, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { runImport } from '../../lib/csv-import';
import { csvResponse } from '../../lib/list';
import { type Reference, assertUnused } from '../../lib/references';
import { ok } from '../../lib/respond';
import { nextNumbers } from '../../settings/sequences';
import { binImportSpec } from './bin-import';
import { findBin, findContainer, findContainers, findZone, listBins, listContainers, listZones } from './location-rows';

type Id = { id: string };

const duplicate = (what: string) => new AppError(409, `A ${what} with this code exists already.`, { fields: [{ field: 'code', rule: 'unique', message: `A ${what} with this code exists already.` }] });
const uniqueAs = (what: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? duplicate(what) : error;
};
/** Where locations are used; deleting stays refused while any of these points at the record. */
const ZONE_REFERENCES: readonly Reference[] = [{ name: 'bins', table: bins, column: bins.zoneId }];
const BIN_REFERENCES: readonly Reference[] = [
  { name: 'containers', table: containers, column: containers.binId },
  { name: 'movements out', table: movements, column: movements.fromBinId },
  { name: 'movements in', table: movements, column: movements.toBinId },
  { name: 'units', table: items, column: items.binId },
];
const CONTAINER_REFERENCES: readonly Reference[] = [
  { name: 'movements out', table: movements, column: movements.fromContainerId },
  { name: 'movements in', table: movements, column: movements.toContainerId },
  { name: 'units', table: items, column: items.containerId },
];

export async function listZonesHandler(c: AppContext, _body: undefined, query: ZoneListQuery) {
  const page = await listZones(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

async function zoneOrFail(db: Database, companyId: string, id: string) {
  const zone = await findZone(db, companyId, id);
  if (!zone) throw new AppError(404, 'No such zone.');
  return zone;
}

export async function createZone(c: AppContext, body: ZoneFormInput) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(zones).values({ companyId, ...body, createdAt: now(), updatedAt: now() }).returning({ id: zones.id });
      await auditCaller(c, { action: 'zone.create', entity: 'zone', entityId: row!.id, detail: body }, tx);
      return row!.id;
    })
    .catch(uniqueAs('zone'));
  return ok(c, await findZone(db, companyId, id));
}

export async function updateZone(c: AppContext, body: ZoneFormInput, _query: undefined, { id }: Id) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  const before = await zoneOrFail(db, companyId, id);
  await db
    .transaction(async (tx) => {
      await tx.update(zones).set({ ...body, updatedAt: now() }).where(eq(zones.id, id));
      await auditCaller(c, { action: 'zone.update', entity: 'zone', entityId: id, detail: { before: { code: before.code, name: before.name, active: before.active }, after: body } }, tx);
    })
    .catch(uniqueAs('zone'));
  return ok(c, await findZone(db, companyId, id));
}

export async function deleteZone(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const { db } = c.get('deps');
  const zone = await zoneOrFail(db, authOf(c).companyId, id);
  await assertUnused(db, ZONE_REFERENCES, id, `Zone ${zone.code}`);
  await db.transaction(async (tx) => {
    await tx.delete(zones).where(eq(zones.id, id));
    await auditCaller(c, { action: 'zone.delete', entity: 'zone', entityId: id, detail: { code: zone.code } }, tx);
  });
  return ok(c, null);
}

export async function listBinsHandler(c: AppContext, _body: undefined, query: BinListQuery) {
  const page = await listBins(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportBins(c: AppContext, _body: undefined, query: BinListQuery) {
  const { items } = await listBins(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'bins.csv',
    ['zone_code', 'code', 'label', 'pick_sequence', 'blocked', 'blocked_reason', 'active', 'containers'],
    items.map((b) => [b.zoneCode, b.code, b.label, b.pickSequence, b.blocked, b.blockedReason, b.active, b.containers]),
  );
}

async function binOrFail(db: Database, companyId: string, id: string) {
  const bin = await findBin(db, companyId, eq(bins.id, id));
  if (!bin) throw new AppError(404, 'No such bin.');
  return bin;
}

async function checkZone(db: Database, companyId: string, zoneId: string): Promise<void> {
  if (!(await findZone(db, companyId, zoneId))) throw new AppError(400, 'The zone does not exist.', { fields: [{ field: 'zoneId', rule: 'unknown', message: 'The zone does not exist.' }] });
}

export async function createBin(c: AppContext, body: BinFormInput) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  await checkZone(db, companyId, body.zoneId);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(bins).values({ companyId, ...body, createdAt: now(), updatedAt: now() }).returning({ id: bins.id });
      await auditCaller(c, { action: 'bin.create', entity: 'bin', entityId: row!.id, detail: body }, tx);
      return row!.id;
    })
    .catch(uniqueAs('bin'));
  return ok(c, await findBin(db, companyId, eq(bins.id, id)));
}

export async function updateBin(c: AppContext, body: BinFormInput, _query: undefined, { id }: Id) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  const before = await binOrFail(db, companyId, id);
  await checkZone(db, companyId, body.zoneId);
  const action = before.blocked !== body.blocked ? (body.blocked ? 'bin.block' : 'bin.unblock') : 'bin.update';
  await db
    .transaction(async (tx) => {
      await tx.update(bins).set({ ...body, blockedReason: body.blocked ? body.blockedReason : '', updatedAt: now() }).where(eq(bins.id, id));
      await auditCaller(c, { action, entity: 'bin', entityId: id, detail: { code: body.code, blockedReason: body.blockedReason || undefined } }, tx);
    })
    .catch(uniqueAs('bin'));
  return ok(c, await findBin(db, companyId, eq(bins.id, id)));
}

export async function deleteBin(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const { db } = c.get('deps');
  const bin = await binOrFail(db, authOf(c).companyId, id);
  await assertUnused(db, BIN_REFERENCES, id, `Bin ${bin.label}`);
  await db.transaction(async (tx) => {
    await tx.delete(bins).where(eq(bins.id, id));
    await auditCaller(c, { action: 'bin.delete', entity: 'bin', entityId: id, detail: { code: bin.code } }, tx);
  });
  return ok(c, null);
}

export async function listContainersHandler(c: AppContext, _body: undefined, query: ContainerListQuery) {
  const page = await listContainers(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

async function checkBin(db: Database, companyId: string, binId: string | null): Promise<void> {
  if (binId && !(await findBin(db, companyId, eq(bins.id, binId)))) {
    throw new AppError(400, 'The bin does not exist.', { fields: [{ field: 'binId', rule: 'unknown', message: 'The bin does not exist.' }] });
  }
}

/** `count` containers with consecutive codes from the "container" sequence, in one transaction. */
export async function createContainers(c: AppContext, body: ContainerCreateInput) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  await checkBin(db, companyId, body.binId);
  const ids = await db.transaction(async (tx) => {
    const codes = await nextNumbers(tx, companyId, 'container', body.count, now());
    const rows = await tx
      .insert(containers)
      .values(codes.map((code) => ({ companyId, code, type: body.type, binId: body.binId, active: body.active, createdAt: now(), updatedAt: now() })))
      .returning({ id: containers.id });
    await auditCaller(c, { action: 'container.create', entity: 'container', entityId: rows[0]?.id ?? null, detail: { codes, type: body.type, binId: body.binId } }, tx);
    return rows.map((row) => row.id);
  });
  return ok(c, await findContainers(db, companyId, inArray(containers.id, ids)));
}

async function containerOrFail(db: Database, companyId: string, id: string) {
  const container = await findContainer(db, companyId, eq(containers.id, id));
  if (!container) throw new AppError(404, 'No such container.');
  return container;
}

export async function updateContainer(c: AppContext, body: ContainerFormInput, _query: undefined, { id }: Id) {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  const before = await containerOrFail(db, companyId, id);
  await checkBin(db, companyId, body.binId);
  await db.transaction(async (tx) => {
    await tx.update(containers).set({ ...body, updatedAt: now() }).where(eq(containers.id, id));
    const action = before.binId !== body.binId ? 'container.move' : 'container.update';
    await auditCaller(c, { action, entity: 'container', entityId: id, detail: { code: before.code, fromBinId: before.binId, toBinId: body.binId, type: body.type, active: body.active } }, tx);
  });
  return ok(c, await findContainer(db, companyId, eq(containers.id, id)));
}

export async function deleteContainer(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const { db } = c.get('deps');
  const container = await containerOrFail(db, authOf(c).companyId, id);
  await assertUnused(db, CONTAINER_REFERENCES, id, `Container ${container.code}`);
  await db.transaction(async (tx) => {
    await tx.delete(containers).where(eq(containers.id, id));
    await auditCaller(c, { action: 'container.delete', entity: 'container', entityId: id, detail: { code: container.code } }, tx);
  });
  return ok(c, null);
}

/**
 * What a scanned code is: a bin (label BIN-… or the bare bin code) or a container (its code).
 * Case is ignored, as a wedge scanner with Caps Lock sends lower case.
 */
export async function resolveLabel(c: AppContext, _body: undefined, { code }: { code: string }) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const upper = code.toUpperCase();
  const label = matchLabel(upper);
  const binCodes = [...new Set([upper, label?.kind === 'bin' ? label.location : upper.replace(/^BIN-/, '')])];
  const container = await findContainer(db, companyId, sql`upper(${containers.code}) = ${upper}`);
  if (container) return ok(c, { kind: 'container', container });
  const bin = await findBin(db, companyId, inArray(sql`upper(${bins.code})`, binCodes));
  if (bin) return ok(c, { kind: 'bin', bin });
  return ok(c, { kind: 'unknown', code: upper });
}


export async function importBins(c: AppContext, body: ImportBody) {
  return ok(c, await runImport(c, binImportSpec(authOf(c).companyId, c.get('deps').now()), body));
}
