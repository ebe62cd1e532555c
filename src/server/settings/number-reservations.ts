import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wmsReservations } from '../db/schema/receiving';

/** What a device reserves to use offline: WMS numbers (receiving), carton SSCCs and own-fleet tracking numbers (packing). */
export type ReservedKind = 'wms' | 'sscc' | 'tracking';

interface Reserver {
  companyId: string;
  userId: string;
  /** The Device header: what the device calls itself, for people reading the table. */
  device: string | null;
  /** The id the device made for itself; a number reserved with one is taken only from that device. */
  deviceId?: string | null;
}

/**
 * Records numbers just issued (with the same transaction) as this device's. Every offline block goes
 * through here, so there is one table to ask whether a number a device chose was ever handed to it.
 */
export async function reserveNumbers(tx: Database, who: Reserver, kind: ReservedKind, numbers: readonly string[]): Promise<void> {
  if (numbers.length === 0) return;
  await tx
    .insert(wmsReservations)
    .values(numbers.map((number) => ({ companyId: who.companyId, kind, number, reservedBy: who.userId, device: who.device, deviceId: who.deviceId ?? null })));
}

/**
 * Marks device-chosen numbers used, each once: the update takes only numbers of `kind` reserved to
 * `deviceId` and not used yet, under their rows' locks, so two mutations naming one number cannot both
 * take it. Answers the numbers it could not take (not reserved, another device's, used already).
 */
export async function claimReserved(tx: Database, companyId: string, deviceId: string, kind: ReservedKind, numbers: readonly string[], at: Date): Promise<string[]> {
  const taken = await tx
    .update(wmsReservations)
    .set({ usedAt: at })
    .where(
      and(
        eq(wmsReservations.companyId, companyId),
        eq(wmsReservations.kind, kind),
        inArray(wmsReservations.number, [...numbers]),
        eq(wmsReservations.deviceId, deviceId),
        isNull(wmsReservations.usedAt),
      ),
    )
    .returning({ number: wmsReservations.number });
  const ok = new Set(taken.map((row) => row.number));
  return numbers.filter((number) => !ok.has(number));
}
