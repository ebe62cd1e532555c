import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NOT_RELABELLABLE, RELABEL_UNITS, type RelabelAnswer } from '../../../domain/inventory/relabel';
import { wmsReservations } from '../../db/schema/receiving';
import { lockItems } from '../../ledger/lock-items';
import { relabelItems } from '../../ledger/relabel-items';
import { labelsTaken } from '../../ledger/unit-codes';
import { AppError } from '../../lib/errors';
import { handleMutation } from '../../sync/mutation-kind';

/**
 * One relabel from the relabel screen (RELABEL_ACTION), online or queued offline: a unit or a container's
 * units, each with a new number from the device's reserved block or its own again (a reprint). All or
 * nothing. A unit on a scrap list may be relabelled: it does not move (docs/decisions/0033-relabel.md).
 */
export const relabelUnits = handleMutation(RELABEL_UNITS, {
  async apply(tx, ctx, { units }): Promise<RelabelAnswer> {
    const ids = [...new Set(units.map((unit) => unit.itemId))];
    if (ids.length !== units.length) throw new AppError(400, 'A unit appears twice in one relabel.', { reason: 'duplicate-unit' });
    const numbers = units.flatMap((unit) => (unit.newNumber === null ? [] : [unit.newNumber]));
    if (new Set(numbers.map((n) => n.toLowerCase())).size !== numbers.length) throw new AppError(400, 'Two units cannot get the same new number.', { reason: 'duplicate-number' });
    const locked = new Map((await lockItems(tx, ctx.companyId, { ids })).map((item) => [item.id, item]));
    const missing = ids.filter((id) => !locked.has(id));
    if (missing.length > 0) throw new AppError(404, 'This unit is not known on the server.', { reason: 'unknown-unit', itemIds: missing });
    for (const item of locked.values()) {
      if (NOT_RELABELLABLE.includes(item.status)) throw new AppError(409, `${item.wmsNumber} is ${item.status}: it is no longer in the warehouse and keeps its label.`, { reason: 'not-relabellable', wmsNumber: item.wmsNumber, status: item.status });
    }
    const taken = await labelsTaken(tx, ctx.companyId, numbers);
    if (taken.length > 0) throw new AppError(409, `${taken[0]} is or was another label's number and cannot be issued again.`, { reason: 'number-taken', numbers: taken });
    // Each new number must come from a block reserved for labelling and be used once.
    if (numbers.length > 0) {
      const claimed = await tx
        .update(wmsReservations)
        .set({ usedAt: ctx.at })
        .where(and(eq(wmsReservations.companyId, ctx.companyId), eq(wmsReservations.kind, 'wms'), inArray(wmsReservations.number, numbers), isNull(wmsReservations.usedAt)))
        .returning({ number: wmsReservations.number });
      const ok = new Set(claimed.map((row) => row.number));
      const unclaimed = numbers.filter((n) => !ok.has(n));
      if (unclaimed.length > 0) throw new AppError(409, `${unclaimed[0]} was never reserved for labelling, or was used already.`, { reason: 'wms-number', numbers: unclaimed });
    }
    const list = units.map((unit) => {
      const item = locked.get(unit.itemId)!;
      return { item, to: unit.newNumber ?? item.wmsNumber };
    });
    await relabelItems(tx, ctx, list);
    return { units: list.map(({ item, to }) => ({ itemId: item.id, from: item.wmsNumber, to })) };
  },
});
