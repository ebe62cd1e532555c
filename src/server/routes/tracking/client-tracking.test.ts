import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalMutation, trackingBody } from '../../../../tests/factories/tracking';
import type { SyncBatchAnswer } from '../../../domain/sync/mutations';
import type { ClientTracking, TrackingOptions } from '../../../domain/tracking/client-tracking';
import type { TrackingReport } from '../../../domain/tracking/tracking-report';
import { company } from '../../db/schema/company';
import { controlNumbers, controlNumberTrackings } from '../../db/schema/receiving';
import { appFixture } from '../../testing/app-fixture';

/*
 * What the HTTP suite cannot reach yet: "received" comes from control numbers, whose API is built
 * elsewhere, so their rows go straight into the tables here; and the company's day moves with the clock.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let client: TrackingOptions['clients'][number];
/** Moves the clock and signs in again, so the session is fresh at the new time. */
async function at(iso: string): Promise<void> {
  fx.clock.now = Date.parse(iso);
  admin = await fx.signIn('admin');
}
beforeAll(async () => {
  fx = await appFixture();
  await at('2030-05-10T15:00:00Z');
  client = (await fx.request<TrackingOptions>('/v1/receiving/client-trackings/options', { token: admin })).body.payload.clients[0]!;
}, 60_000);
afterAll(() => fx.close());

const number = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();
const register = (trackingNumber: string, expectedOn: string) =>
  fx.request<ClientTracking>('/v1/receiving/client-trackings', {
    token: admin,
    body: trackingBody(client.id, { trackingNumber, expectedOn }),
  });
const arrive = (trackingNumber: string, scannedAt: string) =>
  fx.request<SyncBatchAnswer>('/v1/sync', {
    token: admin,
    body: { mutations: [arrivalMutation(trackingNumber, scannedAt)] },
  });

describe('tracking report, in-process', { timeout: 30_000 }, () => {
  it('counts received parcels from control numbers (not cancelled) and overdue ones against the company day', async () => {
    // 2030-05-10 15:00 UTC is 11:00 in New York (the demo company's zone): today is 2030-05-10 there.
    const [early, onTime, late, cancelled] = ['EARLY', 'ONTIME', 'LATE', 'CANC'].map(number) as [string, string, string, string];
    for (const n of [early, onTime, late, cancelled]) expect((await register(n, n === onTime ? '2030-05-10' : '2030-05-09')).status).toBe(200);
    await arrive(early.toLowerCase(), '2030-05-09T14:00:00Z');
    await arrive(onTime, '2030-05-10T14:00:00Z');

    const [org] = await fx.db.select({ id: company.id }).from(company).limit(1);
    const [open, dropped] = await fx.db
      .insert(controlNumbers)
      .values([
        { companyId: org!.id, number: `CN-${randomUUID().slice(0, 6)}`, clientId: client.id, status: 'receiving' },
        { companyId: org!.id, number: `CN-${randomUUID().slice(0, 6)}`, clientId: client.id, status: 'cancelled' },
      ])
      .returning();
    await fx.db.insert(controlNumberTrackings).values([
      { controlNumberId: open!.id, trackingNumber: early.toLowerCase() },
      { controlNumberId: dropped!.id, trackingNumber: cancelled },
    ]);

    const answer = await fx.request<TrackingReport>(`/v1/receiving/tracking-report?from=2030-05-09&to=2030-05-10&client=${client.id}`, { token: admin });
    expect(answer.status).toBe(200);
    const report = answer.body.payload;
    expect(report.today).toBe('2030-05-10');
    expect(report.rows.map(({ day, expected, arrived, received, overdue }) => ({ day, expected, arrived, received, overdue }))).toEqual([
      { day: '2030-05-09', expected: 3, arrived: 1, received: 1, overdue: 2 },
      { day: '2030-05-10', expected: 1, arrived: 1, received: 0, overdue: 0 },
    ]);
    const listed = await fx.request<{ items: ClientTracking[] }>(`/v1/receiving/client-trackings?q=${early}`, { token: admin });
    expect(listed.body.payload.items[0]).toMatchObject({ state: 'arrived', received: true, arrivedAt: '2030-05-09T14:00:00.000Z' });

    // A day later in New York, the parcel due on the 10th is not overdue: it arrived.
    await at('2030-05-11T03:59:00Z');
    const stillTenth = (await fx.request<TrackingReport>('/v1/receiving/tracking-report?from=2030-05-10&to=2030-05-10', { token: admin })).body.payload;
    expect(stillTenth.today).toBe('2030-05-10');
  });

  it('never records an arrival later than the server received the scan', async () => {
    await at('2030-06-01T12:00:00Z');
    const n = number('FUTURE');
    const answer = await arrive(n, '2030-06-02T12:00:00Z');
    expect(answer.body.payload.results[0]?.payload).toMatchObject({ outcome: 'unexpected', arrivedAt: '2030-06-01T12:00:00.000Z' });
  });
});
