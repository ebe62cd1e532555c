import { type SQL, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ItemListQuery, ItemRow } from '../../../domain/inventory/item-list';
import type { Database } from '../../db/client';
import { itemTags } from '../../db/schema/inventory';
import { bins, clients, containers, skuBarcodes, skus, tags, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { unitCodeWhere } from '../../ledger/unit-codes';
import { orderFor, searchAny } from '../../lib/list';

/*
 * The item list at 1,000,000 items (issue 17: first page ≤300 ms on PostgreSQL, also by SKU or bin).
 * - Every filter is a condition on `items` alone (a SKU attribute or a zone is an `in (select …)` on the
 *   small master tables), so the count needs no join and the page joins only its own rows.
 * - The default order (newest first, id as tie-breaker) has an index per common filter in that order
 *   (company, SKU, bin, client, status: migration items_list_indexes), so a first page reads a page of
 *   index entries instead of sorting every matching item.
 * - No `count(*) over ()`, which visits every matching row: the total is counted on its own, only up to
 *   TOTAL_CAP (the answer then says `capped`: "more than 10,000"), and not at all when the first page is
 *   not full. Measured on PostgreSQL 15 with 1,000,000 items on a shared 2-core machine: the page
 *   query 1–2 ms unfiltered or by SKU, bin, client or status, 25–30 ms by zone or SKU type; the capped
 *   count 0.1–2 ms, 80–120 ms by zone or SKU type (counting up to 100,000 took 900 ms there, hence
 *   10,000); an exact search 0.3 ms, an SKU-code part ~110 ms.
 * - The search is exact (any case) on WMS number and serial (their lower() indexes) and on barcodes, and
 *   a substring of SKU codes: a substring of a million WMS numbers could use no index.
 */
export const TOTAL_CAP = 10_000;

/** The outer item in correlated subqueries: drizzle leaves columns unqualified in a one-table query. */
const ITEM_ID = sql.raw('"items"."id"');

/** More SKUs than this matching a search are left to a subquery instead of a list of ids. */
const SEARCH_SKU_IDS = 1000;

/**
 * The search as a condition on items: the SKUs whose code contains it or that have it as a barcode are
 * looked up first (small tables), so every branch of the OR has an index on items; an `in (select …)`
 * would make PostgreSQL scan every item. The unit's own codes (WMS number, serial, old label) are
 * ledger/unit-codes' condition, built the same way.
 */
async function searchOf(db: Database, companyId: string, q: string): Promise<SQL> {
  const matching = sql`select ${skus.id} from ${skus} where ${skus.companyId} = ${companyId} and ${searchAny(q, [skus.code])}
    union select ${skuBarcodes.skuId} from ${skuBarcodes} where ${skuBarcodes.barcode} = ${q}`;
  const found = (await db.execute(sql`${matching} limit ${SEARCH_SKU_IDS + 1}`)) as unknown as { rows: { id: string }[] };
  const bySku =
    found.rows.length > SEARCH_SKU_IDS
      ? sql`${items.skuId} in (${matching})`
      : sql`${items.skuId} = any(${`{${found.rows.map((row) => row.id).join(',')}}`}::uuid[])`;
  return sql`(${await unitCodeWhere(db, companyId, q)} or ${bySku})`;
}

const skusWhere = (column: typeof skus.skuTypeId | typeof skus.brandId | typeof skus.modelId, id: string) =>
  sql`${items.skuId} in (select ${skus.id} from ${skus} where ${column} = ${id})`;

export type ItemFilter = Omit<ItemListQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

/** The list's filter as one condition on items; async because a search first looks up its SKUs. */
export async function itemFilter(db: Database, companyId: string, query: ItemFilter): Promise<SQL | undefined> {
  return and(
    eq(items.companyId, companyId),
    query.q ? await searchOf(db, companyId, query.q) : undefined,
    query.code ? await unitCodeWhere(db, companyId, query.code) : undefined,
    query.status ? eq(items.status, query.status) : undefined,
    query.client ? eq(items.clientId, query.client) : undefined,
    query.sku ? eq(items.skuId, query.sku) : undefined,
    query.skuType ? skusWhere(skus.skuTypeId, query.skuType) : undefined,
    query.brand ? skusWhere(skus.brandId, query.brand) : undefined,
    query.model ? skusWhere(skus.modelId, query.model) : undefined,
    query.bin ? eq(items.binId, query.bin) : undefined,
    query.zone ? sql`${items.binId} in (select ${bins.id} from ${bins} where ${bins.zoneId} = ${query.zone})` : undefined,
    query.container ? eq(items.containerId, query.container) : undefined,
    query.lot ? sql`lower(${items.lotNumber}) = lower(${query.lot})` : undefined,
    query.tag ? sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${ITEM_ID} and ${itemTags.tagId} = ${query.tag})` : undefined,
    query.condition ? eq(items.condition, query.condition) : undefined,
    query.inventory ? eq(items.inventory, query.inventory === 'yes') : undefined,
    query.receivedFrom ? gte(items.receiptAt, new Date(query.receivedFrom)) : undefined,
    query.receivedTo ? lt(items.receiptAt, new Date(query.receivedTo)) : undefined,
  );
}

function joined(db: Database) {
  return db
    .select({
      id: items.id,
      wmsNumber: items.wmsNumber,
      client: { id: clients.id, code: clients.code },
      sku: { id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised },
      serial: items.serial,
      quantity: items.quantity,
      lotNumber: items.lotNumber,
      status: items.status,
      condition: items.condition,
      inventory: items.inventory,
      binId: bins.id,
      binCode: bins.code,
      zoneId: zones.id,
      zoneCode: zones.code,
      containerId: containers.id,
      containerCode: containers.code,
      createdAt: items.createdAt,
      receiptAt: items.receiptAt,
    })
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .innerJoin(clients, eq(clients.id, items.clientId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .leftJoin(zones, eq(zones.id, bins.zoneId))
    .leftJoin(containers, eq(containers.id, items.containerId));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

const refOf = (id: string | null, code: string | null) => (id && code ? { id, code } : null);

async function withTags(db: Database, rows: readonly Row[]): Promise<ItemRow[]> {
  const held = new Map<string, ItemRow['tags']>();
  if (rows.length > 0) {
    const found = await db
      .select({ itemId: itemTags.itemId, id: tags.id, name: tags.name, colour: tags.colour })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(inArray(itemTags.itemId, rows.map((row) => row.id)))
      .orderBy(asc(sql`lower(${tags.name})`));
    for (const { itemId, ...tag } of found) held.set(itemId, [...(held.get(itemId) ?? []), tag]);
  }
  return rows.map(({ binId, binCode, zoneId, zoneCode, containerId, containerCode, ...row }) => ({
    ...row,
    bin: refOf(binId, binCode),
    zone: refOf(zoneId, zoneCode),
    container: refOf(containerId, containerCode),
    tags: held.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    receiptAt: row.receiptAt?.toISOString() ?? null,
  }));
}

const order = (query: ItemListQuery) =>
  orderFor(
    query,
    {
      wmsNumber: items.wmsNumber,
      sku: sql`lower(${skus.code})`,
      client: sql`lower(${clients.code})`,
      status: items.status,
      bin: sql`lower(${bins.code})`,
      createdAt: items.createdAt,
      receiptAt: items.receiptAt,
    },
    { sort: 'createdAt', dir: 'desc' },
    items.id,
  );

/** One page of items in the chosen order; `offset` and `limit` are the page's. */
export async function itemRows(db: Database, where: SQL | undefined, query: ItemListQuery, page: { limit: number; offset: number }): Promise<ItemRow[]> {
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(page.limit).offset(page.offset);
  return withTags(db, rows);
}

/** How many items match, counted up to TOTAL_CAP. */
export async function countItems(db: Database, where: SQL | undefined): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(items).where(where).limit(TOTAL_CAP).as('capped');
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(capped);
  return row?.n ?? 0;
}
