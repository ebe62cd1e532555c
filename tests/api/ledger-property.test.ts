import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedItem } from '../../src/domain/receiving/control-numbers';
import { COUNTED_ITEM_STATUSES } from '../../src/domain/counting/statuses';
import { api, signIn } from './helpers';
import { LOTS, type World, countZone, ledgerCheck, makeWorld, move, receive, undo, unitsOf } from './ledger-world';

/*
 * The ledger invariant (DOMAIN.md invariant 1, ADR 0017) as a property: whatever a random sequence of
 * receipts, goods receipts, corrections, deletions, undos, moves and splits, counts and accepted discrepancies does
 * through the real API, the items table and the sum of the movements agree after every step.
 */
let world: World;

const place = fc.integer({ min: 0, max: 3 });
const lot = fc.integer({ min: 0, max: LOTS.length - 1 });
const pick = fc.nat();

const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('receive' as const), serial: fc.boolean(), quantity: fc.integer({ min: 1, max: 5 }), bin: place, lot }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('post-one' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('post-all' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick, quantity: fc.integer({ min: 1, max: 6 }), bin: place, lot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), pick, bin: place, part: fc.integer({ min: 0, max: 4 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('count' as const),
      mode: fc.constantFrom('serial' as const, 'non-serial' as const),
      /** Per unit or per (bin, SKU): 0 not found, 1 where expected, 2 in the next bin; a quantity off by -2…+2. */
      found: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }),
      off: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 1, maxLength: 6 }),
      accept: fc.boolean(),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const chosen = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const received = (units: readonly ReceivedItem[]) => units.filter((u) => u.status === 'received');

/** What a counter finds in the zone's bins, from where the units are now and the step's choices. */
function countedEntries(mode: 'serial' | 'non-serial', units: readonly ReceivedItem[], found: readonly number[], off: readonly number[]) {
  const entries: { code: string; skuId: string | null; quantity: number }[][] = world.binIds.map(() => []);
  const inZone = units.filter((u) => u.bin && world.binIds.includes(u.bin.id) && (COUNTED_ITEM_STATUSES as readonly string[]).includes(u.status));
  if (mode === 'serial') {
    for (const [i, unit] of inZone.filter((u) => u.serial).entries()) {
      const b = world.binIds.indexOf(unit.bin!.id);
      const where = chosen(found, i) ?? 1;
      if (where > 0) entries[where === 1 ? b : (b + 1) % world.binIds.length]!.push({ code: unit.wmsNumber, skuId: null, quantity: 1 });
    }
    return entries;
  }
  for (const [b, binId] of world.binIds.entries()) {
    const held = inZone.filter((u) => !u.serial && u.bin!.id === binId).reduce((sum, u) => sum + u.quantity, 0);
    const counted = Math.max(0, held + (chosen(off, b) ?? 0));
    if (counted > 0) entries[b]!.push({ code: world.countedSku.code, skuId: world.countedSku.id, quantity: counted });
  }
  return entries;
}

async function run(s: Step): Promise<number> {
  const units = await unitsOf(world);
  const token = world.token;
  switch (s.kind) {
    case 'receive':
      return (await receive(world, s)).status;
    case 'post-one': {
      const unit = chosen(received(units), s.pick);
      return unit ? (await api(`/v1/receiving/items/${unit.wmsNumber}/goods-receipt`, { method: 'POST', token })).status : 200;
    }
    case 'post-all': {
      if (!world.open) return 200;
      const answer = await api(`/v1/receiving/control-numbers/${world.open}/goods-receipt`, { method: 'POST', token });
      if (answer.status === 200) world.open = null;
      return answer.status;
    }
    case 'edit': {
      const unit = chosen(received(units), s.pick);
      if (!unit) return 200;
      const body = { serial: unit.serial, quantity: unit.serial ? 1 : s.quantity, lotNumber: LOTS[s.lot] ?? null, expiry: null, binId: world.binIds[s.bin] ?? null, containerId: null };
      return (await api(`/v1/receiving/items/${unit.id}`, { method: 'PUT', token, body })).status;
    }
    case 'delete': {
      const unit = chosen(received(units), s.pick);
      return unit ? (await api(`/v1/receiving/items/${unit.id}`, { method: 'DELETE', token })).status : 200;
    }
    case 'undo': {
      const unit = chosen(received(units), s.pick);
      return unit ? (await undo(world, unit.id)).status : 200;
    }
    case 'move': {
      const unit = chosen(units, s.pick);
      return unit ? (await move(world, unit, s.bin, s.part)).status : 200;
    }
    case 'count':
      await countZone(world, s.mode, countedEntries(s.mode, units, s.found, s.off), s.accept);
      return 200;
  }
}

beforeAll(async () => {
  world = await makeWorld(await signIn('admin'));
}, 60_000);

describe('the ledger invariant', () => {
  it('holds before the test changes anything (the seeded demo data included)', async () => {
    expect(await ledgerCheck(world.token)).toMatchObject({ holds: true });
  });

  it('holds after every step of random receipts, goods receipts, corrections, deletions, moves, counts and accepted discrepancies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        for (const [n, s] of steps.entries()) {
          const status = await run(s);
          // A refusal (a unit posted meanwhile, a count that moved nothing) is fine; a server error is not.
          expect([n, s.kind, status < 500]).toEqual([n, s.kind, true]);
          const check = await ledgerCheck(world.token);
          expect({ after: [n, s], ...check }).toEqual({ after: [n, s], holds: true, items: { count: 0, first: [] }, stock: { count: 0, first: [] }, summary: { count: 0, first: [] } });
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 120_000);

  it('is checked only for those who hold SETTING_MENU', async () => {
    expect((await api('/v1/ledger/check')).status).toBe(401);
    expect((await api('/v1/ledger/check', { token: await signIn('viewer') })).status).toBe(403);
  });
});
