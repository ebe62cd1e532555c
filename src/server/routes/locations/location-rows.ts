import { type SQL, and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Bin, BinListQuery, Container, ContainerListQuery, Zone, ZoneListQuery } from '../../../domain/locations/locations';
import { DEFAULT_LABEL_PREFIXES } from '../../../domain/scan/labels';
import type { Database } from '../../db/client';
import { bins, containers, zones } from '../../db/schema/master';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const flag = (column: Parameters<typeof eq>[0], value: 'yes' | 'no' | undefined) => (value ? eq(column, value === 'yes') : undefined);

// The outer row is named in full: drizzle writes columns without their table, and an unqualified "id"
// inside the subquery would be the subquery's own.
const binsOfZone = sql<number>`cast((select count(*) from ${bins} where ${bins.zoneId} = "zones"."id") as integer)`;
const containersOfBin = sql<number>`cast((select count(*) from ${containers} where ${containers.binId} = "bins"."id") as integer)`;

const zoneColumns = { id: zones.id, code: zones.code, name: zones.name, active: zones.active, bins: binsOfZone };
const binColumns = {
  id: bins.id,
  zoneId: bins.zoneId,
  zoneCode: zones.code,
  code: bins.code,
  pickSequence: bins.pickSequence,
  blocked: bins.blocked,
  blockedReason: bins.blockedReason,
  active: bins.active,
  containers: containersOfBin,
};
const containerColumns = {
  id: containers.id,
  code: containers.code,
  type: containers.type,
  binId: containers.binId,
  binCode: bins.code,
  active: containers.active,
  createdAt: containers.createdAt,
};

export const binLabel = (code: string) => `${DEFAULT_LABEL_PREFIXES.bin}${code}`;

const toBin = (row: Omit<Bin, 'label'>): Bin => ({ ...row, label: binLabel(row.code) });
const toContainer = ({ createdAt, ...row }: Omit<Container, 'createdAt'> & { createdAt: Date }): Container => ({ ...row, createdAt: createdAt.toISOString() });

/** One page of a query that carries `total` on each row; an empty page past the end asks the count. */
async function paged<R extends { total: number }>(rows: R[], count: () => Promise<number>, page: number) {
  const total = rows[0]?.total ?? (page > 1 ? await count() : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

const countOf = async (db: Database, table: typeof zones | typeof bins | typeof containers, where: SQL | undefined, join?: 'zone' | 'bin') => {
  const base = db.select({ n: sql<number>`cast(count(*) as integer)` }).from(table);
  const joined = join === 'zone' ? base.innerJoin(zones, eq(zones.id, bins.zoneId)) : join === 'bin' ? base.leftJoin(bins, eq(bins.id, containers.binId)) : base;
  const [row] = await joined.where(where);
  return row?.n ?? 0;
};

function zoneFilter(companyId: string, query: ZoneListQuery) {
  return and(eq(zones.companyId, companyId), searchAny(query.q, [zones.code, zones.name]), flag(zones.active, query.active));
}

export async function listZones(db: Database, companyId: string, query: ZoneListQuery) {
  const where = zoneFilter(companyId, query);
  const rows = await db
    .select({ ...zoneColumns, total: totalOver })
    .from(zones)
    .where(where)
    .orderBy(...orderFor(query, { code: zones.code, name: zones.name, bins: binsOfZone }, { sort: 'code', dir: 'asc' }, zones.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  const { rows: items, total } = await paged(rows, () => countOf(db, zones, where), query.page);
  return { items: items as Zone[], total };
}

export async function findZone(db: Database, companyId: string, id: string): Promise<Zone | null> {
  const [row] = await db.select(zoneColumns).from(zones).where(and(eq(zones.companyId, companyId), eq(zones.id, id)));
  return row ?? null;
}

function binFilter(companyId: string, query: Omit<BinListQuery, 'page' | 'pageSize'>) {
  return and(
    eq(bins.companyId, companyId),
    searchAny(query.q?.replace(new RegExp(`^${DEFAULT_LABEL_PREFIXES.bin}`, 'i'), ''), [bins.code, zones.code, bins.blockedReason]),
    query.zone ? eq(bins.zoneId, query.zone) : undefined,
    flag(bins.blocked, query.blocked),
    flag(bins.active, query.active),
  );
}

const binOrder = (query: BinListQuery) =>
  orderFor(query, { code: bins.code, zone: zones.code, pickSequence: bins.pickSequence, containers: containersOfBin }, { sort: 'pickSequence', dir: 'asc' }, bins.id);

export async function listBins(db: Database, companyId: string, query: BinListQuery, max?: number) {
  const where = binFilter(companyId, query);
  const select = db.select({ ...binColumns, total: totalOver }).from(bins).innerJoin(zones, eq(zones.id, bins.zoneId)).where(where).orderBy(...binOrder(query));
  const rows = max ? await select.limit(max) : await select.limit(pageOf(query).limit).offset(pageOf(query).offset);
  const { rows: items, total } = await paged(rows, () => countOf(db, bins, where, 'zone'), query.page);
  return { items: items.map(toBin), total };
}

export async function findBin(db: Database, companyId: string, where: SQL): Promise<Bin | null> {
  const [row] = await db.select(binColumns).from(bins).innerJoin(zones, eq(zones.id, bins.zoneId)).where(and(eq(bins.companyId, companyId), where)).limit(1);
  return row ? toBin(row) : null;
}

function containerFilter(companyId: string, query: Omit<ContainerListQuery, 'page' | 'pageSize'>) {
  return and(
    eq(containers.companyId, companyId),
    searchAny(query.q, [containers.code, bins.code]),
    query.type ? eq(containers.type, query.type) : undefined,
    query.bin ? eq(containers.binId, query.bin) : undefined,
    query.placed === 'yes' ? isNotNull(containers.binId) : query.placed === 'no' ? isNull(containers.binId) : undefined,
    flag(containers.active, query.active),
  );
}

export async function listContainers(db: Database, companyId: string, query: ContainerListQuery, max?: number) {
  const where = containerFilter(companyId, query);
  const select = db
    .select({ ...containerColumns, total: totalOver })
    .from(containers)
    .leftJoin(bins, eq(bins.id, containers.binId))
    .where(where)
    .orderBy(...orderFor(query, { code: containers.code, type: containers.type, bin: bins.code, createdAt: containers.createdAt }, { sort: 'code', dir: 'asc' }, containers.id));
  const rows = max ? await select.limit(max) : await select.limit(pageOf(query).limit).offset(pageOf(query).offset);
  const { rows: items, total } = await paged(rows, () => countOf(db, containers, where, 'bin'), query.page);
  return { items: items.map(toContainer), total };
}

export async function findContainers(db: Database, companyId: string, where: SQL): Promise<Container[]> {
  const rows = await db.select(containerColumns).from(containers).leftJoin(bins, eq(bins.id, containers.binId)).where(and(eq(containers.companyId, companyId), where)).orderBy(containers.code);
  return rows.map(toContainer);
}

export async function findContainer(db: Database, companyId: string, where: SQL): Promise<Container | null> {
  return (await findContainers(db, companyId, where))[0] ?? null;
}
