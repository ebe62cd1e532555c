import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemFilterOptions, ItemListQuery } from '../../../domain/inventory/item-list';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { catalogueEntries, clients, tags, zones } from '../../db/schema/master';
import { csvStreamResponse, pageOf } from '../../lib/list';
import { ok } from '../../lib/respond';
import { TOTAL_CAP, countItems, itemFilter, itemRows } from './items-list-rows';

export async function listItemsHandler(c: AppContext, _body: undefined, query: ItemListQuery) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const page = pageOf(query);
  const where = await itemFilter(db, companyId, query);
  const rows = await itemRows(db, where, query, page);
  // A first page that is not full holds every match: nothing to count.
  const total = query.page === 1 && rows.length < page.limit ? rows.length : await countItems(db, where);
  return ok(c, { items: rows, total, page: query.page, pageSize: query.pageSize, capped: total >= TOTAL_CAP });
}

/** Rows read per query while exporting: enough to keep the round trips few, few enough to stay small. */
const EXPORT_BATCH = 2000;

export async function exportItemsHandler(c: AppContext, _body: undefined, query: ItemListQuery) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const where = await itemFilter(db, companyId, query);
  async function* batches() {
    for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
      const rows = await itemRows(db, where, query, { limit: Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - offset), offset });
      yield rows.map((r) => [
        r.wmsNumber, r.client.code, r.sku.code, r.sku.description, r.serial, r.quantity, r.lotNumber, r.status, r.condition, r.inventory ? 'yes' : 'no',
        r.zone?.code, r.bin?.code, r.container?.code, r.tags.map((tag) => tag.name).join('|'), r.createdAt, r.receiptAt,
      ]);
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return csvStreamResponse(
    c,
    'items.csv',
    ['wms_number', 'client_code', 'sku_code', 'description', 'serial', 'quantity', 'lot_number', 'status', 'condition', 'inventory', 'zone', 'bin', 'container', 'tags', 'created_at', 'receipt_at'],
    batches(),
  );
}

const CATALOGUES = ['sku-type', 'brand', 'model'] as const;

export async function itemFilterOptionsHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const [clientRows, entries, zoneRows, tagRows] = await Promise.all([
    db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.active, true))).orderBy(asc(sql`lower(${clients.code})`)),
    db
      .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name, catalogue: catalogueEntries.catalogue })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), inArray(catalogueEntries.catalogue, [...CATALOGUES]), eq(catalogueEntries.active, true)))
      .orderBy(asc(sql`lower(${catalogueEntries.name})`)),
    db.select({ id: zones.id, code: zones.code, name: zones.name }).from(zones).where(and(eq(zones.companyId, companyId), eq(zones.active, true))).orderBy(asc(sql`lower(${zones.code})`)),
    db.select({ id: tags.id, name: tags.name, colour: tags.colour }).from(tags).where(and(eq(tags.companyId, companyId), eq(tags.active, true))).orderBy(asc(sql`lower(${tags.name})`)),
  ]);
  const of = (catalogue: (typeof CATALOGUES)[number]) => entries.filter((e) => e.catalogue === catalogue).map(({ catalogue: _c, ...entry }) => entry);
  const options: ItemFilterOptions = { clients: clientRows, skuTypes: of('sku-type'), brands: of('brand'), models: of('model'), zones: zoneRows, tags: tagRows };
  return ok(c, options);
}
