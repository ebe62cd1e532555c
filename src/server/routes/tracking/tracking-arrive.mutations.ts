import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRACKING_ARRIVE, type TrackingArrival } from '../../../domain/tracking/client-tracking';
import type { Database } from '../../db/client';
import { auditActor } from '../../lib/audit';
import { clients } from '../../db/schema/master';
import { clientTrackings } from '../../db/schema/receiving';
import { handleMutation } from '../../sync/mutation-kind';

const sameNumber = (companyId: string, trackingNumber: string) =>
  and(eq(clientTrackings.companyId, companyId), sql`lower(${clientTrackings.trackingNumber}) = lower(${trackingNumber})`);

async function clientOf(tx: Database, clientId: string | null) {
  if (!clientId) return null;
  const [client] = await tx.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return client ?? null;
}

/**
 * A parcel scanned at the dock (the scan list), online or later from the outbox. A registered parcel
 * becomes arrived at the device's scan time; an unknown number is recorded as unexpected with no
 * client; a parcel already arrived is left as it is and the answer says so. The outbox's key makes a
 * replay of the same scan answer the same; a second scan of the parcel is a new key and answers
 * `already-arrived`.
 */
export const trackingArrive = handleMutation(TRACKING_ARRIVE, {
  async apply(tx, ctx, payload): Promise<TrackingArrival> {
    // A device clock ahead of the server's must not record an arrival in the future.
    const arrivedAt = new Date(Math.min(Date.parse(payload.scannedAt), ctx.at.getTime()));
    const arrival = { arrivedAt, arrivedBy: ctx.userId, arrivedDevice: ctx.device, updatedAt: ctx.at };
    const audit = (entityId: string, outcome: string) =>
      auditActor(tx, ctx, {
        action: TRACKING_ARRIVE, entity: 'client_tracking', entityId, detail: { trackingNumber: payload.trackingNumber, outcome, scannedAt: payload.scannedAt, mutationId: ctx.mutationId },
      });

    // The update claims the parcel only while it has not arrived, so two devices cannot both arrive it.
    const [arrived] = await tx
      .update(clientTrackings)
      .set(arrival)
      .where(and(sameNumber(ctx.companyId, payload.trackingNumber), isNull(clientTrackings.arrivedAt)))
      .returning({ id: clientTrackings.id, trackingNumber: clientTrackings.trackingNumber, clientId: clientTrackings.clientId });
    if (arrived) {
      await audit(arrived.id, 'arrived');
      return { outcome: 'arrived', trackingNumber: arrived.trackingNumber, client: await clientOf(tx, arrived.clientId), arrivedAt: arrivedAt.toISOString() };
    }

    const [created] = await tx
      .insert(clientTrackings)
      .values({ companyId: ctx.companyId, trackingNumber: payload.trackingNumber, unexpected: true, createdBy: ctx.userId, createdAt: ctx.at, ...arrival })
      // Another scan of the same unknown number may have just recorded it: then it is already arrived.
      .onConflictDoNothing()
      .returning({ id: clientTrackings.id, trackingNumber: clientTrackings.trackingNumber });
    if (created) {
      await audit(created.id, 'unexpected');
      return { outcome: 'unexpected', trackingNumber: created.trackingNumber, client: null, arrivedAt: arrivedAt.toISOString() };
    }

    const [before] = await tx
      .select({ trackingNumber: clientTrackings.trackingNumber, clientId: clientTrackings.clientId, arrivedAt: clientTrackings.arrivedAt })
      .from(clientTrackings)
      .where(sameNumber(ctx.companyId, payload.trackingNumber))
      .limit(1);
    if (!before?.arrivedAt) throw new Error(`tracking number ${payload.trackingNumber} neither arrived nor recorded`);
    return { outcome: 'already-arrived', trackingNumber: before.trackingNumber, client: await clientOf(tx, before.clientId), arrivedAt: before.arrivedAt.toISOString() };
  },
});
