import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasAnyPermission } from '../../../domain/permissions';
import type { ScanContext } from '../../../domain/receiving/scan-context';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { clients, skuBarcodes, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumbers, items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { reserveNumbers } from '../../settings/number-reservations';
import { freshWmsNumbers } from '../../settings/wms-numbers';

/** Reserves a block of WMS numbers for one device; it labels units with them, online or not. */
/** The screens that print WMS labels: receiving's scan-item and the relabel station. */
const LABELLING_PERMISSIONS = ['RECEIVING_DETAIL_SCAN', 'RELABEL_ACTION'] as const;

export async function reserveWmsBlock(c: AppContext, { count }: { count: number }) {
  const auth = authOf(c);
  if (!hasAnyPermission(auth.grants, LABELLING_PERMISSIONS)) throw new AppError(403, 'You do not have permission to do this.', { permission: LABELLING_PERMISSIONS.join(' or ') });
  const { db } = c.get('deps');
  const numbers = await db.transaction(async (tx) => {
    const issued = await freshWmsNumbers(tx, auth.companyId, count);
    await reserveNumbers(tx, { companyId: auth.companyId, userId: auth.user.id, device: c.get('client').device }, 'wms', issued);
    return issued;
  });
  return ok(c, { numbers });
}

export async function scanContext(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  const { companyId } = authOf(c);
  const { db } = c.get('deps');
  const [header] = await db
    .select({ id: controlNumbers.id, number: controlNumbers.number, status: controlNumbers.status, clientId: clients.id, clientCode: clients.code, clientName: clients.name })
    .from(controlNumbers)
    .innerJoin(clients, eq(clients.id, controlNumbers.clientId))
    .where(and(eq(controlNumbers.companyId, companyId), eq(controlNumbers.number, number)));
  if (!header) throw new AppError(404, `Control number ${number} does not exist.`);

  const [expected, skuRows, units] = await Promise.all([
    db.select({ skuId: controlNumberLines.skuId, quantity: controlNumberLines.quantity }).from(controlNumberLines).where(eq(controlNumberLines.controlNumberId, header.id)),
    db
      .select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised })
      .from(skus)
      .where(and(eq(skus.clientId, header.clientId), eq(skus.active, true)))
      .orderBy(asc(skus.code)),
    db
      .select({ itemId: items.id, wmsNumber: items.wmsNumber, skuId: items.skuId, serial: items.serial, quantity: items.quantity })
      .from(items)
      .where(eq(items.controlNumberId, header.id))
      .orderBy(asc(items.createdAt), asc(items.wmsNumber)),
  ]);
  const barcodes = skuRows.length
    ? await db.select({ skuId: skuBarcodes.skuId, barcode: skuBarcodes.barcode }).from(skuBarcodes).where(inArray(skuBarcodes.skuId, skuRows.map((sku) => sku.id)))
    : [];
  const bySku = new Map<string, string[]>();
  for (const row of barcodes) bySku.set(row.skuId, [...(bySku.get(row.skuId) ?? []), row.barcode]);
  const context: ScanContext = {
    controlNumber: { number: header.number, status: header.status, client: { id: header.clientId, code: header.clientCode, name: header.clientName } },
    expected,
    skus: skuRows.map((sku) => ({ ...sku, barcodes: bySku.get(sku.id) ?? [] })),
    units,
  };
  return ok(c, context);
}
