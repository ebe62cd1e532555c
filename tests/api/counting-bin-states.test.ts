import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountingBinStates } from '../../src/domain/counting/bin-states';
import type { CountingCycleDetail } from '../../src/domain/counting/cycles';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { accountHolding, api, signIn } from './helpers';
import { closeBinMutation, countEntryMutation, cycleBody } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueZoneCode } from '../factories/unique';

/*
 * GET …/bin-states: what a counter's handheld asks while online to learn which bins other devices
 * hold or have closed, so two people do not count one bin twice.
 */
const base = '/v1/counting/cycles';

let admin: string;
let zoneId: string;
let binIds: string[];

beforeAll(async () => {
  admin = await signIn('admin');
  const code = uniqueZoneCode('S', 7);
  zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Bin states zone') })).body.payload.id;
  binIds = [];
  for (const n of [1, 2, 3]) {
    binIds.push((await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, `${code}-${n}`, n) })).body.payload.id);
  }
}, 120_000);

async function startedCycle(counterIds: string[]): Promise<string> {
  const created = await api<CountingCycleDetail>(base, {
    token: admin,
    body: cycleBody({ zoneIds: [zoneId] }, { counterIds }),
  });
  expect(created.status).toBe(201);
  expect((await api(`${base}/${created.body.payload.id}/start`, { token: admin, method: 'POST' })).status).toBe(200);
  return created.body.payload.id;
}

/** One handheld's count of a bin: an entry, and the close when asked. */
async function countBin(token: string, device: string, cycleId: string, binId: string, closed: boolean): Promise<string> {
  const binCountId = randomUUID();
  const mutations = [countEntryMutation({ cycleId, binCountId, binId }, `X-${device}`), ...(closed ? [closeBinMutation({ cycleId, binCountId, binId })] : [])];
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations }, headers: { Device: device } });
  expect(answer.body.payload.results.map((r) => r.status)).toEqual(mutations.map(() => 200));
  return binCountId;
}

describe('the bin states of a cycle', () => {
  it('tell each counter who holds and who closed each bin in its current round', async () => {
    const one = await accountHolding(admin, ['COUNTING_ITEMS']);
    const two = await accountHolding(admin, ['COUNTING_ITEMS']);
    const cycleId = await startedCycle([one.id, two.id]);
    const closedByOne = await countBin(one.token, 'handheld-1', cycleId, binIds[0]!, true);
    const heldByTwo = await countBin(two.token, 'handheld-2', cycleId, binIds[1]!, false);

    const answer = await api<CountingBinStates>(`${base}/${cycleId}/bin-states`, { token: two.token });
    expect(answer.status).toBe(200);
    const byBin = new Map(answer.body.payload.bins.map((bin) => [bin.binId, bin]));
    expect(byBin.size).toBe(3);
    expect(byBin.get(binIds[0]!)).toMatchObject({ round: 1, counts: [{ id: closedByOne, user: 'Permission Test', device: 'handheld-1' }] });
    expect(byBin.get(binIds[0]!)!.counts[0]!.closedAt).not.toBeNull();
    expect(byBin.get(binIds[1]!)!.counts).toEqual([{ id: heldByTwo, user: 'Permission Test', device: 'handheld-2', closedAt: null }]);
    expect(byBin.get(binIds[2]!)!.counts).toEqual([]);
  }, 60_000);

  it('need COUNTING_ITEMS and, when counters are assigned, being one of them', async () => {
    const counter = await accountHolding(admin, ['COUNTING_ITEMS']);
    const bystander = await accountHolding(admin, ['COUNTING_ITEMS']);
    const withoutItems = await accountHolding(admin, ['COUNTING_CYCLE_LIST']);
    const cycleId = await startedCycle([counter.id]);
    const path = `${base}/${cycleId}/bin-states`;
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { token: withoutItems.token })).status).toBe(403);
    expect((await api(path, { token: bystander.token })).status).toBe(403);
    expect((await api(path, { token: counter.token })).status).toBe(200);
    expect((await api(`${base}/${randomUUID()}/bin-states`, { token: counter.token })).status).toBe(404);
  }, 60_000);
});
