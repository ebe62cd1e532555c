import { and, count, eq } from 'drizzle-orm';
import { dayIn } from '../../domain/time/date-range';
import { CARRIER_CATALOGUE } from '../../domain/tracking/client-tracking';
import type { Database } from './client';
import { company } from './schema/company';
import { catalogueEntries, clients } from './schema/master';
import { clientTrackings } from './schema/receiving';

const DAY = 86_400_000;

/**
 * Demo parcels the clients announced, around today in the company's zone: some due today and
 * tomorrow, one arrived yesterday, one overdue (due two days ago, not arrived), and one parcel nobody
 * announced. Only when the company has none, so a restart does not add them again.
 */
const DEMO_TRACKINGS: { client: string | null; number: string; carrier: string | null; dueIn: number | null; reference?: string; arrivedDaysAgo?: number }[] = [
  { client: 'ACME', number: '1Z999AA10123456784', carrier: 'UPS', dueIn: 0, reference: 'PO-4411' },
  { client: 'ACME', number: '1Z999AA10123456791', carrier: 'UPS', dueIn: 1, reference: 'PO-4412' },
  { client: 'ACME', number: '1Z999AA10123456777', carrier: 'UPS', dueIn: -2, reference: 'PO-4398' },
  { client: 'NORDIC', number: '794612345678', carrier: 'FEDEX', dueIn: -1, reference: 'RMA-2201', arrivedDaysAgo: 1 },
  { client: 'NORDIC', number: '794612345685', carrier: 'FEDEX', dueIn: 2 },
  { client: 'GLOBEX', number: '9400111899223100001234', carrier: 'USPS', dueIn: 0, reference: 'GX-7781' },
  { client: 'GLOBEX', number: 'JD014600006281234567', carrier: 'DHL', dueIn: null },
  { client: null, number: 'TBA301234567890', carrier: null, dueIn: null, arrivedDaysAgo: 0 },
];

export async function seedDemoTrackings(tx: Database, companyId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(clientTrackings).where(eq(clientTrackings.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const [org] = await tx.select({ timeZone: company.timeZone }).from(company).where(eq(company.id, companyId));
  const clientIds = new Map((await tx.select({ id: clients.id, code: clients.code }).from(clients).where(eq(clients.companyId, companyId))).map((c) => [c.code, c.id]));
  const carrierIds = new Map(
    (
      await tx
        .select({ id: catalogueEntries.id, code: catalogueEntries.code })
        .from(catalogueEntries)
        .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, CARRIER_CATALOGUE)))
    ).map((c) => [c.code, c.id]),
  );
  const dayFrom = (offset: number) => dayIn(org?.timeZone ?? 'UTC', new Date(now.getTime() + offset * DAY));
  const rows = DEMO_TRACKINGS.filter((t) => t.client === null || clientIds.has(t.client)).map((t) => ({
    companyId,
    clientId: t.client ? (clientIds.get(t.client) ?? null) : null,
    trackingNumber: t.number,
    carrierId: t.carrier ? (carrierIds.get(t.carrier) ?? null) : null,
    expectedOn: t.dueIn === null ? null : dayFrom(t.dueIn),
    reference: t.reference ?? '',
    unexpected: t.client === null,
    arrivedAt: t.arrivedDaysAgo === undefined ? null : new Date(now.getTime() - t.arrivedDaysAgo * DAY),
    arrivedDevice: t.arrivedDaysAgo === undefined ? null : 'Dock 1',
    createdAt: new Date(now.getTime() - 3 * DAY),
    updatedAt: now,
  }));
  await tx.insert(clientTrackings).values(rows).onConflictDoNothing();
}
