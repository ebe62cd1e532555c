import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { NonInventoryItemForm } from '../../../domain/inventory/non-inventory-item';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { bins, clients, containers, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { actorOf } from '../../ledger/ledger-actor';
import { createItem } from '../../ledger/item-writes';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { nextNumbers } from '../../settings/sequences';

const invalid = (fields: FieldError[]) => new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });

/** The client's active SKU by its code, the bin and container by theirs; 400 on the fields that name nothing usable. */
async function resolve(tx: Database, companyId: string, body: NonInventoryItemForm) {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, body.clientId), eq(clients.active, true)));
  if (!client) throw invalid([{ field: 'clientId', rule: 'unknown', message: 'No such active client.' }]);
  const [sku] = await tx
    .select({
      id: skus.id,
      code: skus.code,
      serialised: skus.serialised,
      holder: body.serial
        ? sql<string | null>`(select ${items.wmsNumber} from ${items} where ${items.skuId} = "skus"."id" and lower(${items.serial}) = lower(${body.serial})
            and ${items.status} not in ('shipped', 'scrapped') limit 1)`
        : sql<string | null>`null`,
    })
    .from(skus)
    .where(and(eq(skus.companyId, companyId), eq(skus.clientId, client.id), sql`lower(${skus.code}) = lower(${body.skuCode})`, eq(skus.active, true)));
  const fields: FieldError[] = [];
  if (!sku) fields.push({ field: 'skuCode', rule: 'unknown', message: 'The client has no active SKU with this code.' });
  else if (sku.serialised && !body.serial) fields.push({ field: 'serial', rule: 'required', message: 'Scan or type the serial number' });
  else if (sku.serialised && body.quantity !== 1) fields.push({ field: 'quantity', rule: 'serialised', message: 'A serialised unit is one unit.' });
  else if (sku.holder) fields.push({ field: 'serial', rule: 'unique', message: `This serial number is in stock already as ${sku.holder}.` });
  let binId: string | null = null;
  let containerId: string | null = null;
  if (body.containerCode) {
    const [container] = await tx
      .select({ id: containers.id, binId: containers.binId })
      .from(containers)
      .where(and(eq(containers.companyId, companyId), sql`lower(${containers.code}) = lower(${body.containerCode})`, eq(containers.active, true)));
    if (container) [containerId, binId] = [container.id, container.binId];
    else fields.push({ field: 'containerCode', rule: 'unknown', message: 'No active container with this code.' });
  }
  if (body.binCode) {
    const [bin] = await tx.select({ id: bins.id }).from(bins).where(and(eq(bins.companyId, companyId), sql`lower(${bins.code}) = lower(${body.binCode})`, eq(bins.active, true)));
    if (bin) binId = bin.id;
    else fields.push({ field: 'binCode', rule: 'unknown', message: 'No active bin with this code.' });
  }
  if (fields.length > 0 || !sku) throw invalid(fields);
  return { client, sku, binId, containerId };
}

/**
 * A unit kept in the warehouse that is not the client's stock (a sample, customer property): it gets
 * a WMS number from the sequence and enters the ledger with a `receive` naming itself (no control
 * number brought it), `available` and `inventory = false`. Counting and allocation read inventory
 * items only, so it never counts as on hand and is never allocated.
 */
export async function createNonInventoryHandler(c: AppContext, body: NonInventoryItemForm) {
  const deps = c.get('deps');
  const actor = actorOf(c, deps.now());
  const created = await deps.db
    .transaction(async (tx) => {
      const { client, sku, binId, containerId } = await resolve(tx, actor.companyId, body);
      const [wmsNumber] = await nextNumbers(tx, actor.companyId, 'wms-number', 1, actor.at);
      if (!wmsNumber) throw new Error('no WMS number issued');
      const id = randomUUID();
      const serial = sku.serialised ? body.serial : null;
      await createItem(
        tx,
        actor,
        'receive',
        {
          id, wmsNumber, clientId: client.id, skuId: sku.id, serial, quantity: body.quantity, binId, containerId, status: 'available', inventory: false,
          condition: body.condition, notes: body.notes, createdBy: actor.userId, device: actor.device, createdAt: actor.at, updatedAt: actor.at, receiptAt: actor.at,
        },
        { reference: { type: 'item', id: wmsNumber }, sapStatus: 'not-required' },
      );
      await auditCaller(c, { action: 'item.create-non-inventory', entity: 'item', entityId: id, detail: { wmsNumber, sku: sku.code, serial, quantity: body.quantity } }, tx);
      return { id, wmsNumber };
    })
    .catch((error: unknown) => {
      // Both checks ran; only a unit with this serial committed at the same instant gets here.
      if (isUniqueViolation(error, 'items_serial_in_stock_key')) throw invalid([{ field: 'serial', rule: 'unique', message: 'This serial number is in stock already.' }]);
      throw error;
    });
  return ok(c, created);
}
