import { beforeAll, describe, expect, it } from 'vitest';
import type { MovementHistoryPage } from '../../src/domain/ledger/movement-history';
import { api, expectEnvelope, signIn } from './helpers';
import { type World, makeWorld, receive, undo, unitsOf } from './ledger-world';

/*
 * GET /v1/movements through the real server: who may read it, each filter, the cursor's pages staying
 * put while new movements arrive, the CSV of a filter, and bad input.
 */
let admin: string;
let world: World;

const history = (query: Record<string, string>, token = admin) => api<MovementHistoryPage>(`/v1/movements?${new URLSearchParams(query)}`, { token });
const page = async (query: Record<string, string>) => {
  const answer = await history(query);
  expect(answer.status).toBe(200);
  return answer.body.payload;
};
/** The filter narrowed to this test file's own units: other files write movements at the same time. */
const mine = (query: Record<string, string> = {}) => page({ sku: world.serialSku.code, pageSize: '100', ...query });

beforeAll(async () => {
  admin = await signIn('admin');
  world = await makeWorld(admin);
  // Bin 0: two serial units, one in LOT-A; bin 1: one counted unit of 5, then a serial unit taken back out.
  await receive(world, { serial: true, quantity: 1, bin: 0, lot: 0 });
  await receive(world, { serial: true, quantity: 1, bin: 0, lot: 1 });
  await receive(world, { serial: false, quantity: 5, bin: 1, lot: 0 });
  await receive(world, { serial: true, quantity: 1, bin: 1, lot: 0 });
  const units = await unitsOf(world);
  expect((await undo(world, units.at(-1)!.id)).status).toBe(200);
  const first = units[0]!;
  expect((await api(`/v1/receiving/items/${first.wmsNumber}/goods-receipt`, { token: admin, method: 'POST' })).status).toBe(200);
}, 60_000);

describe('who reads the ledger', () => {
  it('any staff account, not a client portal account, nobody signed out', async () => {
    expect((await history({}, await signIn('viewer'))).status).toBe(200);
    expect((await history({}, await signIn('noroles'))).status).toBe(200);
    const client = await history({}, await signIn('client'));
    expectEnvelope(client, 403);
    expect((await api('/v1/movements/export', { token: await signIn('client') })).status).toBe(403);
    expectEnvelope(await api('/v1/movements'), 401);
  });
});

describe('the filters', () => {
  it('lists the ledger newest first with the item, SKU, places, document, user and device', async () => {
    const { items, next } = await mine();
    expect(next).toBeNull();
    expect(items.map((m) => m.type)).toEqual(['goods-receipt', 'receive-reversal', 'receive', 'receive', 'receive']);
    const times = items.map((m) => m.at);
    expect([...times].sort().reverse()).toEqual(times);
    const [receipt] = items;
    const unit = (await unitsOf(world))[0]!;
    expect(receipt).toMatchObject({
      item: { wmsNumber: unit.wmsNumber, serial: unit.serial, deleted: false },
      sku: { code: world.serialSku.code },
      from: { status: 'received', bin: world.binCodes[0] }, to: { status: 'available', bin: world.binCodes[0] },
      reference: { type: 'control-number', id: world.controlNumbers[0], label: world.controlNumbers[0] },
      username: 'admin',
    });
    // A receipt undone by the scanner leaves no tombstone (the unit never was stock): no item to link.
    expect(items[1]).toMatchObject({ to: null, item: null });
  });

  it('by type, item, SKU, lot, bin, zone, user, device and document', async () => {
    const units = await unitsOf(world);
    const types = async (query: Record<string, string>) => (await mine(query)).items.map((m) => m.type);
    expect(await types({ type: 'receive' })).toEqual(['receive', 'receive', 'receive']);
    expect(await types({ item: units[0]!.wmsNumber.toLowerCase() })).toEqual(['goods-receipt', 'receive']);
    expect(await types({ item: units[0]!.serial! })).toEqual(['goods-receipt', 'receive']);
    expect(await types({ lot: 'LOT-A' })).toEqual(['receive']);
    expect(await types({ bin: world.binCodes[0]! })).toEqual(['goods-receipt', 'receive', 'receive']);
    expect(await types({ bin: world.binCodes[1]! })).toEqual(['receive-reversal', 'receive']);
    expect(await types({ bin: world.binCodes[2]! })).toEqual([]);
    expect((await page({ zone: world.binCodes[0]!.split('-')[0]!, pageSize: '100' })).items).toHaveLength(6);
    expect(await types({ user: 'ADMIN' })).toHaveLength(5);
    expect(await types({ user: 'operator' })).toEqual([]);
    expect(await types({ referenceType: 'control-number', reference: world.controlNumbers[0]! })).toHaveLength(5);
    expect(await types({ referenceType: 'counting' })).toEqual([]);
    expect(await types({ device: 'no-such-handheld' })).toEqual([]);
    expect((await page({ sku: world.countedSku.code })).items.map((m) => [m.type, m.quantity])).toEqual([['receive', 5]]);
  });

  it('by time: from inclusive, to exclusive', async () => {
    const { items } = await mine();
    const newest = items[0]!.at;
    expect((await mine({ from: newest })).items.map((m) => m.type)).toEqual(['goods-receipt']);
    expect((await mine({ to: newest })).items).toHaveLength(4);
    expect((await mine({ from: '2000-01-01T00:00:00.000Z', to: '2000-01-02T00:00:00.000Z' })).items).toEqual([]);
  });

  it('an unknown code matches nothing', async () => {
    expect((await page({ bin: 'NO-SUCH-BIN' })).items).toEqual([]);
    expect((await page({ item: 'NO-SUCH-WMS' })).items).toEqual([]);
  });
});

describe('pages', () => {
  it('follow the cursor without a row twice or missed, also while new movements arrive', async () => {
    const all = (await mine()).items.map((m) => m.id);
    const first = await mine({ pageSize: '10' });
    expect(first.next).toBeNull();
    const seen: string[] = [];
    let after: string | undefined;
    const small = async () => page({ sku: world.serialSku.code, pageSize: '10', ...(after ? { after } : {}) });
    // Page size 10 is the smallest the list takes; the world has 5 movements of this SKU, so add some.
    for (let n = 0; n < 8; n++) await receive(world, { serial: true, quantity: 1, bin: 2, lot: 0 });
    const before = (await mine()).items.map((m) => m.id);
    for (;;) {
      const p = await small();
      seen.push(...p.items.map((m) => m.id));
      // A unit arriving while the user reads page 1 shows at the top of page 1, never on page 2.
      if (!after) await receive(world, { serial: true, quantity: 1, bin: 2, lot: 0 });
      if (!p.next) break;
      after = p.next;
    }
    expect(seen).toEqual(before);
    expect(before.slice(-all.length)).toEqual(all);
  });
});

describe('the CSV', () => {
  it('holds every movement of the filter, newest first, with a header', async () => {
    const answer = await api<string>(`/v1/movements/export?${new URLSearchParams({ sku: world.serialSku.code, type: 'receive' })}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = answer.body.payload.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^at,type,quantity,quantity_change,wms_number,serial,/);
    const count = (await mine({ type: 'receive' })).items.length;
    expect(lines.slice(1)).toHaveLength(count);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'receive')).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 for an unknown type, a bad date, a forged cursor or page size', async () => {
    const bad: Record<string, string>[] = [{ type: 'teleport' }, { from: 'yesterday' }, { after: 'abc' }, { pageSize: '7' }, { bin: 'x'.repeat(81) }, { sku: 'A\u0000B' }];
    for (const query of bad) {
      expectEnvelope(await history(query), 400);
    }
    // A lone surrogate, percent-encoded as a browser never would.
    expectEnvelope(await api('/v1/movements?lot=%ED%A0%80', { token: admin }), 400);
  });
});
