import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelRequest } from '../../src/domain/shipping/carrier';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { sequences } from '../../src/server/db/schema/admin';
import { company } from '../../src/server/db/schema/company';
import { ownFleetCarrier } from '../../src/server/carriers/own-fleet';
import { uniqueId } from '../factories/unique';

/*
 * Straight on the database the suite's server uses when it is PostgreSQL (DATABASE_URL): parallel
 * transactions on a pool, as parallel requests would. Without it, on an embedded database of its own.
 */
const place = { name: 'N', company: '', street1: '1 Main St', street2: '', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US', phone: '', email: '' };
const request = (reference: string): LabelRequest => ({
  from: place,
  to: place,
  parcels: Array.from({ length: 3 }, () => ({ lengthCm: 10, widthCm: 10, heightCm: 10, weightG: 100 })),
  service: null,
  declaredValue: '0',
  currency: 'EUR',
  reference,
  customs: null,
  labelFormat: 'zpl',
});

let dir: string;
let handle: DatabaseHandle;
let companyId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'warehouse-own-fleet-'));
  handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dir });
  await handle.migrate();
  [{ id: companyId }] = (await handle.db.insert(company).values({ name: `Own fleet ${uniqueId()}` }).returning({ id: company.id })) as [{ id: string }];
});
afterAll(async () => {
  await handle.db.delete(sequences).where(eq(sequences.companyId, companyId));
  await handle.db.delete(company).where(eq(company.id, companyId));
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('own-fleet tracking numbers', () => {
  it('never repeat when shipments are labelled in parallel, and a rolled-back one gives its numbers back', async () => {
    const buy = (n: number) =>
      handle.db.transaction(async (tx) => {
        const label = await ownFleetCarrier(tx, companyId).buyLabel(request(`SH${n}`), { idempotencyKey: `SH${n}-1` });
        return label.parcels.map((p) => p.trackingNumber);
      });
    const rolledBack = handle.db
      .transaction(async (tx) => {
        await ownFleetCarrier(tx, companyId).buyLabel(request('SHX'), { idempotencyKey: 'SHX-1' });
        throw new Error('the shipment failed to save');
      })
      .catch((err: Error) => err.message);

    const [numbers, failed] = await Promise.all([Promise.all(Array.from({ length: 20 }, (_, n) => buy(n))), rolledBack]);
    expect(failed).toBe('the shipment failed to save');
    const all = numbers.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    // Nothing lost either: the 60 numbers are the first 60 of the sequence, whatever the order they came in.
    expect([...all].sort()).toEqual(Array.from({ length: 60 }, (_, i) => `OWN${String(i + 1).padStart(6, '0')}`));
  });
});
