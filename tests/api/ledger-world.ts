import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CountingCycleDetail } from '../../src/domain/counting/cycles';
import { CLOSE_BIN, COUNT_ENTRY } from '../../src/domain/counting/statuses';
import type { LedgerCheck } from '../../src/domain/ledger/ledger-check';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivedItem, ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM, type ReceiveItem, UNDO_RECEIVE } from '../../src/domain/receiving/items';
import type { Sku } from '../../src/domain/skus/skus';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { api } from './helpers';
import { cycleBody } from '../factories/counting';
import { moveMutation } from '../factories/movement';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody } from '../factories/receiving';
import { outboxMutation } from '../factories/mutations';
import { skuBody } from '../factories/skus';
import { uniqueId, uniqueZoneCode } from '../factories/unique';

/*
 * A small warehouse of the ledger property test's own (a zone of three bins, a serialised and a
 * counted SKU of one client) and the calls a user or a handheld makes on it, through the real API.
 */
export interface World {
  token: string;
  clientId: string;
  binIds: string[];
  binCodes: string[];
  serialSku: Sku;
  countedSku: Sku;
  /** Every control number the test created, to read its units back. */
  controlNumbers: string[];
  /** The control number units are scanned into, until a goods receipt of the whole closes its receiving. */
  open: string | null;
  wmsNumbers: string[];
}

export const LOTS = [null, 'LOT-A', 'LOT-B'] as const;

export async function makeWorld(token: string): Promise<World> {
  const clientId = (await api<ReceivingOptions>('/v1/receiving/options', { token })).body.payload.clients.find((c) => c.code === 'NORDIC')!.id;
  const code = uniqueZoneCode('L');
  const zone = await api<{ id: string }>('/v1/zones', { token, body: zoneBody(code, 'Ledger property zone') });
  expect(zone.status).toBe(200);
  const binCodes = [0, 1, 2].map((n) => `${code}-${n}`);
  const binIds: string[] = [];
  for (const [n, binCode] of binCodes.entries()) {
    const bin = await api<{ id: string }>('/v1/bins', { token, body: binBody(zone.body.payload.id, binCode, n) });
    expect(bin.status).toBe(200);
    binIds.push(bin.body.payload.id);
  }
  const sku = async (serialised: boolean) => {
    const body = skuBody({ code: `LP-${uniqueId()}`, description: 'Ledger property test', clientId, serialised, unitValue: 1 });
    const answer = await api<Sku>('/v1/skus', { token, body });
    expect(answer.status).toBe(200);
    return answer.body.payload;
  };
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token, body: { count: 500 } });
  expect(block.status).toBe(200);
  return { token, clientId, binIds, binCodes, serialSku: await sku(true), countedSku: await sku(false), controlNumbers: [], open: null, wmsNumbers: block.body.payload.numbers };
}

/** Answers the ledger check; the property is that it always holds. */
export async function ledgerCheck(token: string): Promise<LedgerCheck> {
  const answer = await api<LedgerCheck>('/v1/ledger/check', { token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

export async function sync(world: World, kind: string, payload: unknown) {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: world.token, body: { mutations: [outboxMutation(kind, payload)] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

/** Every unit the test received that is still there, oldest first. */
export async function unitsOf(world: World): Promise<ReceivedItem[]> {
  const pages = await Promise.all(
    world.controlNumbers.map((number) => api<ListPage<ReceivedItem>>(`/v1/receiving/control-numbers/${number}/items?pageSize=100&sort=createdAt&dir=asc`, { token: world.token })),
  );
  return pages.flatMap((page) => page.body.payload.items);
}

async function openControlNumber(world: World): Promise<string> {
  if (world.open) return world.open;
  const answer = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: world.token,
    body: controlNumberBody(world.clientId, { notes: 'Ledger property test' }),
  });
  expect(answer.status).toBe(200);
  world.open = answer.body.payload.number;
  world.controlNumbers.push(world.open);
  return world.open;
}

export async function receive(world: World, unit: { serial: boolean; quantity: number; bin: number; lot: number }) {
  const sku = unit.serial ? world.serialSku : world.countedSku;
  const payload: ReceiveItem = {
    itemId: randomUUID(), controlNumber: await openControlNumber(world), wmsNumber: world.wmsNumbers.shift()!, skuId: sku.id,
    serial: unit.serial ? `LP-${randomUUID().slice(0, 12)}` : null, quantity: unit.serial ? 1 : unit.quantity,
    lotNumber: LOTS[unit.lot] ?? null, expiry: null, binCode: world.binCodes[unit.bin] ?? null, containerCode: null,
  };
  return sync(world, RECEIVE_ITEM, payload);
}

export const undo = (world: World, itemId: string) => sync(world, UNDO_RECEIVE, { itemId });

/** A handheld's move of a unit to another bin of the zone; `part` units of a non-serial one split off it. */
export async function move(world: World, unit: ReceivedItem, bin: number, part: number) {
  const to = { kind: 'bin' as const, binId: world.binIds[bin % world.binIds.length]! };
  const splits = !unit.serial && unit.bin && part > 0 && part < unit.quantity;
  const mutation = splits
    ? moveMutation({ kind: 'quantity', skuId: unit.sku.id, lotNumber: unit.lotNumber, quantity: part, newItemId: randomUUID() }, to, { source: { binId: unit.bin!.id, containerId: null } })
    : moveMutation({ kind: 'item', itemId: unit.id }, to);
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: world.token, body: { mutations: [mutation] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

/**
 * A whole counting cycle over the zone: started, every bin counted by one handheld (`entries` per bin),
 * completed; its discrepancies accepted when `accept`.
 */
export async function countZone(world: World, mode: 'serial' | 'non-serial', entries: { code: string; skuId: string | null; quantity: number }[][], accept: boolean) {
  const base = '/v1/counting/cycles';
  const body = cycleBody({ binIds: world.binIds }, { name: `Ledger ${uniqueId()}`, mode });
  const created = await api<CountingCycleDetail>(base, { token: world.token, body });
  expect(created.status).toBe(201);
  const id = created.body.payload.id;
  expect((await api(`${base}/${id}/start`, { token: world.token, method: 'POST' })).status).toBe(200);
  for (const [b, binId] of world.binIds.entries()) {
    const binCountId = randomUUID();
    for (const entry of entries[b] ?? []) {
      const payload = { id: randomUUID(), cycleId: id, binCountId, binId, round: 1, ...entry, countedAt: new Date().toISOString() };
      expect((await sync(world, COUNT_ENTRY, payload)).status).toBe(200);
    }
    expect((await sync(world, CLOSE_BIN, { cycleId: id, binCountId, binId, round: 1, closedAt: new Date().toISOString() })).status).toBe(200);
  }
  expect((await api(`${base}/${id}/complete`, { token: world.token, method: 'POST' })).status).toBe(200);
  if (accept) expect((await api(`${base}/${id}/discrepancies/accept`, { token: world.token, body: {} })).status).toBe(200);
}
