import { revertBlocker, revertTargets, mayConvert, mayDeleteWithoutForce } from '../../../domain/inventory/item-rules';
import type { ForceDelete, ReasonBody, RevertStatus } from '../../../domain/inventory/item-detail';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { deleteItem } from '../../ledger/item-details';
import { changeItems } from '../../ledger/item-writes';
import { auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { ITEM_AUDIT, heldStatuses, itemHistory } from './item-detail-history';
import { loadItemDetail } from './item-detail-rows';
import { type DetailItem, itemDocumentLinks, lockDetailItem } from './item-lock';

type Params = { wmsNumber: string };
type Actor = ReturnType<typeof callerActor>;

/** Runs one detail action on the locked unit in a transaction, then answers the unit as the screen shows it. */
async function act(c: AppContext, wmsNumber: string, action: (tx: Database, actor: Actor, item: DetailItem) => Promise<void>) {
  const { db } = c.get('deps');
  const actor = callerActor(c);
  await db.transaction(async (tx) => action(tx, actor, await lockDetailItem(tx, actor.companyId, wmsNumber)));
  return ok(c, await loadItemDetail(db, actor.companyId, wmsNumber));
}

const audit = (tx: Database, actor: Actor, item: DetailItem, action: string, detail: Record<string, unknown>) =>
  auditActor(tx, actor, { action, entity: 'item', entityId: item.wmsNumber, detail });

/** The unit's label, to print again; audited, as every reprint of a label is a chance of two units with one number. */
export function printLabelHandler(c: AppContext, _body: undefined, _query: undefined, { wmsNumber }: Params) {
  return act(c, wmsNumber, (tx, actor, item) => audit(tx, actor, item, ITEM_AUDIT.print, { skuId: item.skuId, serial: item.serial }));
}

/** Back to a status the unit held before, unless a later document relies on the one it is in. */
export function revertStatusHandler(c: AppContext, body: RevertStatus, _query: undefined, { wmsNumber }: Params) {
  return act(c, wmsNumber, async (tx, actor, item) => {
    const allowed = revertTargets(item.status, heldStatuses(await itemHistory(tx, actor.companyId, item.id, item.wmsNumber)));
    if (!allowed.includes(body.status)) {
      throw new AppError(409, `Item ${item.wmsNumber} never was ${body.status} before, or cannot go back there by hand.`, { reason: 'not-held', status: item.status, allowed });
    }
    const blocker = revertBlocker(item.status, await itemDocumentLinks(tx, item.id));
    if (blocker) {
      throw new AppError(409, `Item ${item.wmsNumber} is ${item.status} on ${blocker.document} ${blocker.number} (${blocker.state}): that document depends on it.`, {
        reason: 'document-depends',
        status: item.status,
        document: blocker.document,
        number: blocker.number,
      });
    }
    await changeItems(tx, actor, 'status', [{ item, to: { status: body.status }, reference: null, sapStatus: 'not-required' }]);
    await audit(tx, actor, item, ITEM_AUDIT.revert, { from: item.status, to: body.status, reason: body.reason });
  });
}

/** Non-inventory units are kept but never counted as stock: a conversion is a `convert` movement where the unit lies. */
function convert(inventory: boolean) {
  return (c: AppContext, body: ReasonBody, _query: undefined, { wmsNumber }: Params) =>
    act(c, wmsNumber, async (tx, actor, item) => {
      if (item.inventory === inventory) {
        throw new AppError(409, `Item ${item.wmsNumber} is ${inventory ? 'inventory' : 'non-inventory'} already.`, { reason: 'already', inventory });
      }
      if (!mayConvert(item.status)) throw new AppError(409, `Item ${item.wmsNumber} is allocated to an order: it cannot be converted.`, { reason: 'allocated', status: item.status });
      // The client's stock changes either way, so SAP hears of it.
      await changeItems(tx, actor, 'convert', [{ item, to: {}, details: { inventory }, reference: null, sapStatus: 'pending' }]);
      await audit(tx, actor, item, ITEM_AUDIT.convert, { inventory, reason: body.reason });
    });
}
export const toNonInventoryHandler = convert(false);
export const toInventoryHandler = convert(true);

/** Even a forced delete leaves a unit on an open scrap list alone: the list's own steps decide what becomes of it. */
async function remove(tx: Database, actor: Actor, item: DetailItem, reason: string, force: boolean) {
  if (item.heldBy) throw new AppError(409, `Item ${item.wmsNumber} is on scrap list ${item.heldBy}: take it off the list first.`, { reason: 'held', list: item.heldBy });
  const wasStock = item.inventory && item.status !== 'received';
  await deleteItem(tx, actor, item, { wmsNumber: item.wmsNumber, clientId: item.clientId, serial: item.serial, reason }, wasStock ? 'pending' : 'not-required');
  await audit(tx, actor, item, ITEM_AUDIT.delete, { force, status: item.status, inventory: item.inventory, skuId: item.skuId, serial: item.serial, quantity: item.quantity, reason });
}

/** ITEM_DELETE_NON_INVEN_AND_MISSING: only what is not stock anyway, a non-inventory or missing unit. */
export function deleteHandler(c: AppContext, body: ReasonBody, _query: undefined, { wmsNumber }: Params) {
  return act(c, wmsNumber, async (tx, actor, item) => {
    if (!mayDeleteWithoutForce(item)) {
      throw new AppError(409, `Item ${item.wmsNumber} is ${item.status} inventory: only non-inventory or missing units can be deleted without force.`, { reason: 'in-stock', status: item.status });
    }
    await remove(tx, actor, item, body.reason, false);
  });
}

/** ITEM_FORCE_DELETE: any unit, once its WMS number is typed again. */
export function forceDeleteHandler(c: AppContext, body: ForceDelete, _query: undefined, { wmsNumber }: Params) {
  return act(c, wmsNumber, async (tx, actor, item) => {
    if (body.confirmWmsNumber.toLowerCase() !== item.wmsNumber.toLowerCase()) {
      const message = `Type ${item.wmsNumber} to confirm.`;
      throw new AppError(400, message, { fields: [{ field: 'confirmWmsNumber', rule: 'confirm', message }] });
    }
    await remove(tx, actor, item, body.reason, true);
  });
}
