import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogueEntry, CatalogueKey, CatalogueListQuery, CatalogueOption } from '../../../domain/catalogues/definitions';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema/master';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const parent = alias(catalogueEntries, 'parent');

const columns = {
  id: catalogueEntries.id,
  catalogue: catalogueEntries.catalogue,
  code: catalogueEntries.code,
  name: catalogueEntries.name,
  description: catalogueEntries.description,
  active: catalogueEntries.active,
  parentId: catalogueEntries.parentId,
  parentName: parent.name,
  attributes: catalogueEntries.attributes,
  createdAt: catalogueEntries.createdAt,
  updatedAt: catalogueEntries.updatedAt,
};

type Row = Omit<CatalogueEntry, 'attributes' | 'createdAt' | 'updatedAt' | 'catalogue'> & {
  catalogue: string;
  attributes: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

function toEntry(row: Row): CatalogueEntry {
  return {
    ...row,
    catalogue: row.catalogue as CatalogueKey,
    attributes: Object.fromEntries(Object.entries(row.attributes).map(([key, value]) => [key, String(value ?? '')])),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Entries of one catalogue of one company. */
export const inCatalogue = (companyId: string, catalogue: CatalogueKey) =>
  and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue));

function entryFilter(companyId: string, catalogue: CatalogueKey, query: Omit<CatalogueListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    inCatalogue(companyId, catalogue),
    searchAny(query.q, [catalogueEntries.code, catalogueEntries.name, catalogueEntries.description, parent.name]),
    query.active ? eq(catalogueEntries.active, query.active === 'yes') : undefined,
    query.parent ? eq(catalogueEntries.parentId, query.parent) : undefined,
  );
}

const order = (query: CatalogueListQuery) =>
  orderFor(
    query,
    {
      code: sql`lower(${catalogueEntries.code})`,
      name: sql`lower(${catalogueEntries.name})`,
      parent: sql`lower(${parent.name})`,
      active: catalogueEntries.active,
      createdAt: catalogueEntries.createdAt,
    },
    { sort: 'code', dir: 'asc' },
    catalogueEntries.id,
  );

const selectEntries = (db: Database) => db.select(columns).from(catalogueEntries).leftJoin(parent, eq(parent.id, catalogueEntries.parentId));

async function countEntries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(catalogueEntries).leftJoin(parent, eq(parent.id, catalogueEntries.parentId)).where(where);
  return row?.n ?? 0;
}

export async function listEntries(db: Database, companyId: string, catalogue: CatalogueKey, query: CatalogueListQuery): Promise<{ items: CatalogueEntry[]; total: number }> {
  const where = entryFilter(companyId, catalogue, query);
  const rows = await db
    .select({ ...columns, total: totalOver })
    .from(catalogueEntries)
    .leftJoin(parent, eq(parent.id, catalogueEntries.parentId))
    .where(where)
    .orderBy(...order(query))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  const total = rows[0]?.total ?? (query.page > 1 ? await countEntries(db, where) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toEntry(row)), total };
}

/** Every entry matching the list's filter, in its order, for the CSV export. */
export async function exportEntries(db: Database, companyId: string, catalogue: CatalogueKey, query: CatalogueListQuery, max: number): Promise<CatalogueEntry[]> {
  const rows = await selectEntries(db).where(entryFilter(companyId, catalogue, query)).orderBy(...order(query)).limit(max);
  return rows.map(toEntry);
}

export async function findEntry(db: Database, companyId: string, catalogue: CatalogueKey, id: string): Promise<CatalogueEntry | null> {
  const [row] = await selectEntries(db).where(and(inCatalogue(companyId, catalogue), eq(catalogueEntries.id, id))).limit(1);
  return row ? toEntry(row) : null;
}

/** A picker holds a catalogue whole: these lists are tens to a few thousand entries. */
const OPTIONS_MAX = 5000;

export async function activeOptions(db: Database, companyId: string, catalogue: CatalogueKey, parentId?: string): Promise<CatalogueOption[]> {
  return db
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name, parentId: catalogueEntries.parentId })
    .from(catalogueEntries)
    .where(and(inCatalogue(companyId, catalogue), eq(catalogueEntries.active, true), parentId ? eq(catalogueEntries.parentId, parentId) : undefined))
    .orderBy(sql`lower(${catalogueEntries.name})`, catalogueEntries.id)
    .limit(OPTIONS_MAX);
}
