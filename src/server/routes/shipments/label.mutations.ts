import { and, eq } from 'drizzle-orm';
import { BUY_LABEL, type LabelAnswer } from '../../../domain/shipping/shipments';
import { orders } from '../../db/schema/orders';
import { shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { handleMutation } from '../../sync/mutation-kind';
import { printShipmentLabels, purchaseLabel } from './label-purchase';

/**
 * The packing station's label step, queued when the order's last carton closes (SHIPMENT_PACKING_DETAIL):
 * buys the labels, then prints them on the station's printer when it named one. A carrier's refusal
 * and a printer that is off are answers, never failures: a 4xx or 5xx here would hold the device's
 * outbox behind it. The refusal waits on the shipment's screen, where the label is bought again.
 */
export const buyLabel = handleMutation(BUY_LABEL, {
  async apply(tx, ctx, { orderId, printerId, deviceTracking }): Promise<LabelAnswer> {
    const [found] = await tx
      .select({ number: shipments.number })
      .from(orders)
      .innerJoin(shipments, eq(shipments.id, orders.shipmentId))
      .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
    if (!found) throw new AppError(404, 'This order has no shipment.');
    const bought = await purchaseLabel(tx, ctx, found.number, ctx.secretKey(), { deviceTracking });
    const printed = bought.labelled && printerId ? await printShipmentLabels(tx, ctx.companyId, found.number, printerId) : null;
    return { ...bought, printed };
  },
});
