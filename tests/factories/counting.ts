import type { CountingScope } from '../../src/domain/counting/cycles';
import { CLOSE_BIN, COUNT_ENTRY } from '../../src/domain/counting/statuses';
import { outboxMutation } from './mutations';
import { uniqueId } from './unique';

/** The fields of a cycle's form besides its scope; strings, so validation tests can send a wrong one. */
export interface CycleFields { name: string; mode: string; blind: boolean; counterIds: string[] }

/**
 * A counting cycle's create body (src/domain/counting/cycles.ts): a fresh name, serial, not blind,
 * nobody assigned; `scope` names what it counts, the rest of the scope empty.
 */
export const cycleBody = (scope: Partial<CountingScope>, fields: Partial<CycleFields> = {}) => ({
  name: `Cycle ${uniqueId()}`, mode: 'serial', blind: false, counterIds: [] as string[], ...fields,
  scope: { zoneIds: [], binIds: [], skuIds: [], clientIds: [], ...scope },
});

/** Which count of which bin a handheld's counting mutation belongs to (round 1 unless a recount). */
interface BinCount { cycleId: string; binCountId: string; binId: string; round?: number }

interface EntryFields { skuId: string | null; quantity: number; countedAt: string }

/** One counted code as a handheld's outbox sends it (src/domain/counting/entries.ts): one unit, no SKU picked. */
export const countEntryMutation = ({ round = 1, ...binCount }: BinCount, code: string, { skuId = null, quantity = 1, countedAt = new Date().toISOString() }: Partial<EntryFields> = {}) =>
  outboxMutation(COUNT_ENTRY, { id: crypto.randomUUID(), ...binCount, round, code, skuId, quantity, countedAt });

/** A handheld closing its count of a bin, as its outbox sends it. */
export const closeBinMutation = ({ round = 1, ...binCount }: BinCount, closedAt = new Date().toISOString()) =>
  outboxMutation(CLOSE_BIN, { ...binCount, round, closedAt });
