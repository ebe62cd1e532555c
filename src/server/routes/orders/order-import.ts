import { and, eq } from 'drizzle-orm';
import { ORDER_IMPORT_COLUMNS, type OrderImportRow, OrderImportRowSchema } from '../../../domain/orders/order-import';
import type { OrderForm } from '../../../domain/orders/orders';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skus } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import type { Actor } from '../../lib/audit';
import type { ImportSpec, RowProblem } from '../../lib/csv-import';
import { createOrderAs } from './orders.handlers';

type Resolved = { key: string; form: OrderForm };

const key = (...parts: string[]) => parts.join('\u0000').toLowerCase();

async function lookups(tx: Database, companyId: string) {
  const clientRows = await tx.select({ id: clients.id, code: clients.code }).from(clients).where(eq(clients.companyId, companyId));
  const carriers = await tx
    .select({ id: catalogueEntries.id, code: catalogueEntries.code })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'carrier'), eq(catalogueEntries.active, true)));
  const skuRows = await tx.select({ id: skus.id, clientId: skus.clientId, code: skus.code }).from(skus).where(eq(skus.companyId, companyId));
  const references = await tx.select({ clientId: orders.clientId, reference: orders.reference }).from(orders).where(eq(orders.companyId, companyId));
  return {
    clientIds: new Map(clientRows.map((c) => [c.code.toLowerCase(), c.id])),
    carrierIds: new Map(carriers.map((c) => [c.code.toLowerCase(), c.id])),
    skuIds: new Map(skuRows.map((s) => [key(s.clientId, s.code), s.id])),
    taken: new Set(references.flatMap((r) => (r.clientId ? [key(r.clientId, r.reference)] : []))),
  };
}

/**
 * Orders from CSV through the shared import engine (dry run, all or nothing, valid rows only): each row
 * is a line; the rows of one client and reference become one open order, numbered from the sequence.
 */
export function orderImportSpec(actor: Actor): ImportSpec<OrderImportRow, Resolved> {
  return {
    columns: ORDER_IMPORT_COLUMNS,
    rowSchema: OrderImportRowSchema,
    // A line repeated in the file is a mistake; the same reference on several rows is one order.
    uniqueInFile: (row) => [{ field: 'sku_code', key: key(row.clientCode, row.reference, row.skuCode, row.lotNumber ?? '', row.unit ?? '') }],
    resolver: async (tx) => {
      const { clientIds, carrierIds, skuIds, taken } = await lookups(tx, actor.companyId);
      return (row) => {
        const clientId = clientIds.get(row.clientCode.toLowerCase());
        if (!clientId) return [{ field: 'client_code', rule: 'unknown', message: 'No client has this code.' }];
        const problems: RowProblem[] = [];
        const carrierId = row.carrierCode === null ? null : carrierIds.get(row.carrierCode.toLowerCase());
        if (carrierId === undefined) problems.push({ field: 'carrier_code', rule: 'unknown', message: 'No active carrier has this code.' });
        const skuId = skuIds.get(key(clientId, row.skuCode));
        if (!skuId) problems.push({ field: 'sku_code', rule: 'unknown', message: 'This client has no SKU with this code.' });
        if (taken.has(key(clientId, row.reference))) problems.push({ field: 'reference', rule: 'unique', message: 'This client has an order with this reference already.' });
        if (problems.length > 0 || !skuId || carrierId === undefined) return problems;
        const { shipTo, service, shipBy, priority, notes, reference, quantity, lotNumber, unit } = row;
        return { key: key(clientId, reference), form: { clientId, reference, shipTo, carrierId, service, shipBy, priority, notes, lines: [{ skuId, quantity, lotNumber, unit }] } };
      };
    },
    write: async (tx, rows) => {
      const grouped = new Map<string, OrderForm>();
      for (const { key: orderKey, form } of rows) {
        const first = grouped.get(orderKey);
        if (first) first.lines.push(...form.lines);
        else grouped.set(orderKey, { ...form, lines: [...form.lines] });
      }
      for (const form of grouped.values()) await createOrderAs(tx, actor, form, 'open');
    },
    audit: { action: 'order.import', entity: 'order' },
  };
}
