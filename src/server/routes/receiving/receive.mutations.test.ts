import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVE_ITEM, type ReceiveItem, UNDO_RECEIVE } from '../../../domain/receiving/items';
import type { MutationResult } from '../../../domain/sync/mutations';
import { company } from '../../db/schema/company';
import { clients, movements, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumbers, items } from '../../db/schema/receiving';
import { appFixture } from '../../testing/app-fixture';

/*
 * The receive mutation in-process, against a seeded PGlite: what a handheld's queued scans do to the
 * database, and each refusal it may meet on sync. The HTTP suite (tests/api/receiving-scan.test.ts)
 * walks the same through the real server with control numbers made by their API.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let token: string;
let numbers: string[];
let serialSku: { id: string; code: string; clientId: string };
let bulkSku: { id: string; clientId: string };
let otherClientSku: { id: string };

async function controlNumber(number: string, clientId: string, lines: { skuId: string; quantity: number }[] = []) {
  const [{ id: companyId }] = (await fx.db.select({ id: company.id }).from(company).limit(1)) as [{ id: string }];
  const [row] = await fx.db.insert(controlNumbers).values({ companyId, number, clientId }).returning({ id: controlNumbers.id });
  const id = row!.id;
  if (lines.length) await fx.db.insert(controlNumberLines).values(lines.map((line) => ({ ...line, controlNumberId: id })));
  return id;
}

function unit(overrides: Partial<ReceiveItem> & Pick<ReceiveItem, 'controlNumber'>): ReceiveItem {
  const wmsNumber = numbers.shift();
  if (!wmsNumber) throw new Error('block used up');
  return { itemId: randomUUID(), wmsNumber, skuId: serialSku.id, serial: randomUUID().slice(0, 12), quantity: 1, lotNumber: null, expiry: null, binCode: null, containerCode: null, ...overrides };
}

async function sync(...mutations: { id?: string; kind: string; payload: unknown }[]) {
  const answer = await fx.request<{ results: MutationResult[] }>('/v1/sync', {
    token,
    body: { mutations: mutations.map((m) => ({ id: m.id ?? randomUUID(), kind: m.kind, payload: m.payload, createdAt: Date.now() })) },
  });
  expect(answer.status).toBe(200);
  return answer.body.payload.results;
}

const receive = (payload: ReceiveItem, id?: string) => sync({ id, kind: RECEIVE_ITEM, payload });

beforeAll(async () => {
  fx = await appFixture();
  token = await fx.signIn('admin');
  const block = await fx.request<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token, body: { count: 100 } });
  numbers = block.body.payload.numbers;
  const all = await fx.db.select({ id: skus.id, code: skus.code, clientId: skus.clientId, serialised: skus.serialised }).from(skus).where(eq(skus.active, true));
  bulkSku = all.find((sku) => !sku.serialised)!;
  serialSku = all.find((sku) => sku.serialised && sku.clientId === bulkSku.clientId)!;
  otherClientSku = all.find((sku) => sku.clientId !== serialSku.clientId)!;
}, 60_000);

afterAll(() => fx.close());

describe('receiving.item.receive', () => {
  it('reserves consecutive distinct numbers', async () => {
    expect(numbers.length).toBe(100);
    expect(new Set(numbers).size).toBe(100);
  });

  it('stores the unit with a receive movement, moves the control number to receiving, and applies a replay once', async () => {
    const cnId = await controlNumber('T-RCV-1', serialSku.clientId);
    const payload = unit({ controlNumber: 'T-RCV-1' });
    const id = randomUUID();
    const [first] = await receive(payload, id);
    expect(first).toMatchObject({ status: 200, payload: { itemId: payload.itemId, wmsNumber: payload.wmsNumber } });
    const [again] = await receive(payload, id);
    expect(again?.status).toBe(200);

    const stored = await fx.db.select().from(items).where(eq(items.controlNumberId, cnId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ wmsNumber: payload.wmsNumber, serial: payload.serial, status: 'received' });
    const ledger = await fx.db.select().from(movements).where(eq(movements.itemId, payload.itemId));
    expect(ledger).toMatchObject([{ type: 'receive', toStatus: 'received', referenceId: 'T-RCV-1', sapStatus: 'not-required' }]);
    const [header] = await fx.db.select({ status: controlNumbers.status }).from(controlNumbers).where(eq(controlNumbers.id, cnId));
    expect(header?.status).toBe('receiving');
  });

  it('refuses each kind of wrong unit with its reason and keeps nothing of it', async () => {
    const cnId = await controlNumber('T-RCV-2', serialSku.clientId, [{ skuId: bulkSku.id, quantity: 5 }, { skuId: serialSku.id, quantity: 2 }]);
    const first = unit({ controlNumber: 'T-RCV-2' });
    expect((await receive(first))[0]?.status).toBe(200);

    const cases: [ReceiveItem, string][] = [
      [unit({ controlNumber: 'T-RCV-2', serial: first.serial?.toUpperCase() ?? null }), 'serial-in-stock'],
      [unit({ controlNumber: 'T-RCV-2', skuId: otherClientSku.id }), 'other-client'],
      [unit({ controlNumber: 'T-RCV-2', skuId: bulkSku.id, serial: null, quantity: 6 }), 'over-expected'],
      [unit({ controlNumber: 'T-RCV-2', serial: null }), 'serial-required'],
      [unit({ controlNumber: 'T-RCV-2', binCode: 'NO-SUCH-BIN' }), 'unknown-location'],
      [unit({ controlNumber: 'T-RCV-2', wmsNumber: 'WMS-NEVER-RESERVED' }), 'wms-number'],
      [unit({ controlNumber: 'T-RCV-2', wmsNumber: first.wmsNumber }), 'wms-number'],
      [unit({ controlNumber: 'T-NO-SUCH' }), 'not-scannable'],
    ];
    for (const [payload, reason] of cases) {
      const [result] = await receive(payload);
      expect(result?.status, reason).toBe(409);
      expect(result?.payload, reason).toMatchObject({ reason });
    }
    expect(await fx.db.select({ id: items.id }).from(items).where(eq(items.controlNumberId, cnId))).toHaveLength(1);

    expect((await receive(unit({ controlNumber: 'T-RCV-2', skuId: bulkSku.id, serial: null, quantity: 5 })))[0]?.status).toBe(200);
    expect((await receive(unit({ controlNumber: 'T-RCV-2' })))[0]?.status).toBe(200);
    expect((await receive(unit({ controlNumber: 'T-RCV-2' })))[0]?.payload).toMatchObject({ reason: 'over-expected' });
  });

  it('refuses units for a control number past receiving', async () => {
    const cnId = await controlNumber('T-RCV-3', serialSku.clientId);
    await fx.db.update(controlNumbers).set({ status: 'received' }).where(eq(controlNumbers.id, cnId));
    const [result] = await receive(unit({ controlNumber: 'T-RCV-3' }));
    expect(result).toMatchObject({ status: 409, payload: { reason: 'not-scannable', state: 'received' } });
  });

  it('undo takes back the scanner’s own unit with a reversal movement, and only while received', async () => {
    await controlNumber('T-RCV-4', serialSku.clientId);
    const payload = unit({ controlNumber: 'T-RCV-4' });
    await receive(payload);
    const [undone] = await sync({ kind: UNDO_RECEIVE, payload: { itemId: payload.itemId } });
    expect(undone).toMatchObject({ status: 200, payload: { undone: true, wmsNumber: payload.wmsNumber } });
    expect(await fx.db.select().from(items).where(eq(items.id, payload.itemId))).toHaveLength(0);
    const ledger = await fx.db.select({ type: movements.type, fromStatus: movements.fromStatus }).from(movements).where(eq(movements.itemId, payload.itemId));
    expect(ledger.map((row) => row.type).sort()).toEqual(['receive', 'receive-reversal']);

    const [nothing] = await sync({ kind: UNDO_RECEIVE, payload: { itemId: payload.itemId } });
    expect(nothing).toMatchObject({ status: 200, payload: { undone: false } });

    const kept = unit({ controlNumber: 'T-RCV-4' });
    await receive(kept);
    await fx.db.update(items).set({ status: 'available' }).where(and(eq(items.id, kept.itemId)));
    const [refused] = await sync({ kind: UNDO_RECEIVE, payload: { itemId: kept.itemId } });
    expect(refused).toMatchObject({ status: 409, payload: { state: 'available' } });
  });

  it('keeps a unit scanned into a bin or container there', async () => {
    const [client] = await fx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, serialSku.clientId));
    await controlNumber('T-RCV-5', client!.id);
    const payload = unit({ controlNumber: 'T-RCV-5', binCode: 'a-01-02' });
    expect((await receive(payload))[0]?.status).toBe(200);
    const [ledger] = await fx.db.select({ toBinId: movements.toBinId }).from(movements).where(eq(movements.itemId, payload.itemId));
    const [stored] = await fx.db.select({ binId: items.binId }).from(items).where(eq(items.id, payload.itemId));
    expect(stored?.binId).not.toBeNull();
    expect(ledger?.toBinId).toBe(stored?.binId);
  });
});
