import type { MovementPack } from '../../../domain/inventory/movement';
import { indexMovementPack } from '../../../domain/inventory/movement-index';
import { NOT_RELABELLABLE, RELABEL_UNITS, type Relabel, type RelabelLookup, type RelabelUnit, type UnitAlias } from '../../../domain/inventory/relabel';
import { relabelIndex, relabelLookupLocally, searchRelabelLocally } from '../../../domain/inventory/relabel-pack';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { OutboxState } from '../../../domain/sync/outbox-machine';
import { isApiError } from '../../lib/api/api-error';
import { createStore } from '../../lib/store/create-store';
import { type RelabelRecord, deviceDb } from '../../offline/device-db';
import { enqueueMutationWith, onOutboxFlushed } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { forgetWmsNumber, takeWmsNumber } from '../../offline/wms-pool';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { printWmsLabels } from '../printing/public';
import { lookupRelabel, searchRelabel } from './relabel-api';

/*
 * The relabel screen's flow (docs/decisions/0033-relabel.md): a scanned code is resolved from the unit
 * pack on the device (a unit by its label, old label or serial, or a container's units), or asked of the
 * server when the pack does not know it and the network is there, then relabelled at once in the chosen
 * mode: new numbers from this device's reserved block, or the same number printed again. Each relabel
 * is applied to the pack's index at once, so the next scan finds the new number and the old one as an
 * alias, and kept as one row (with its outbox entry, in one IndexedDB transaction) that a reload applies
 * again; one the server refuses is taken off the index. The labels print where this device prints
 * (queued until a printer is reachable).
 */

export type RelabelMode = 'new' | 'reprint';

/** One relabel as the screen lists it: each unit's old and new number. */
export type RelabelRow = Pick<RelabelRecord, 'container' | 'changes'>;

export type RelabelRejection = 'unreadable' | 'unknown-code' | 'offline' | 'no-numbers' | 'gone';

export type RelabelNotice =
  | { kind: 'looking-up'; code: string }
  | { kind: 'choose'; code: string; count: number }
  | { kind: 'done'; mode: RelabelMode; row: RelabelRow; relabelled: UnitAlias | null }
  | { kind: 'reject'; reason: RelabelRejection; code: string; status?: ItemStatus };

interface RelabelFlow {
  mode: RelabelMode;
  /** Several units answer to the scanned code (a shared serial): the user picks one. */
  choices: RelabelUnit[];
  /** The relabels still in the outbox are applied to the pack: scans may start. */
  restored: boolean;
}

const db = deviceDb;
/** A relabel whose outbox entry stands here the server refused: a discarded entry stays in the outbox, so a discard on another screen still tells. */
const REFUSED_STATES: OutboxState[] = ['problem', 'discarded'];

export function createRelabelSession(pack: MovementPack, userId: string) {
  let index = indexMovementPack(pack);
  /** This account's relabels on this device, oldest first: applied to the pack again after a reload or a refusal. */
  let made: RelabelRecord[] = [];
  const flow = createStore<RelabelFlow>({ mode: 'new', choices: [], restored: false });
  const session = createScanSession<RelabelRecord, RelabelNotice>();
  const say = session.say;
  /** Counts scans, so a lookup's late answer does not act on a screen that has moved on. */
  let scans = 0;

  /** Relabels the units in the chosen mode; a container's shipped or scrapped units (none, normally) keep their label. */
  function relabel(found: readonly RelabelUnit[], code: string, container: string | null, relabelled: UnitAlias | null): ScanOutcome {
    flow.set((state) => ({ ...state, choices: [] }));
    const units = found.filter((unit) => !NOT_RELABELLABLE.includes(unit.status));
    if (units.length === 0) {
      say({ kind: 'reject', reason: found.length > 0 ? 'gone' : 'unknown-code', code, ...(found[0] ? { status: found[0].status } : {}) });
      return 'rejected';
    }
    const { mode } = flow.get();
    const numbers = units.map((unit) => (mode === 'new' ? takeWmsNumber() : unit.wmsNumber));
    if (numbers.some((number) => number === null)) {
      say({ kind: 'reject', reason: 'no-numbers', code });
      return 'rejected';
    }
    const payload: Relabel = { id: crypto.randomUUID(), units: units.map((unit, i) => ({ itemId: unit.id, newNumber: mode === 'new' ? numbers[i]! : null })) };
    const record: RelabelRecord = {
      id: payload.id, userId, payload, container, changes: units.map((unit, i) => ({ from: unit.wmsNumber, to: numbers[i]! })), relabelledAt: new Date().toISOString(), refused: false,
    };
    relabelIndex(index, payload);
    made.push(record);
    // Opening the IndexedDB transaction in the key's task would hold the feedback's frame back.
    const enqueued = new Promise<string>((resolve, reject) => afterPaint(() => void enqueueMutationWith(RELABEL_UNITS, payload, [db().relabels], () => db().relabels.add(record)).then(resolve, reject))());
    if (mode === 'new') void enqueued.then(() => Promise.all(numbers.map((number) => forgetWmsNumber(number!))));
    void printWmsLabels(units.map((unit, i) => ({ wmsNumber: numbers[i]!, skuCode: unit.skuCode, description: unit.description, serial: unit.serial, quantity: unit.quantity, lotNumber: unit.lotNumber })));
    session.add(payload.id, record, { kind: 'done', mode, row: record, relabelled }, enqueued);
    return 'accepted';
  }

  function rebuild(): void {
    index = indexMovementPack(pack);
    for (const record of made) if (!record.refused) relabelIndex(index, record.payload);
  }

  /** Relabels the server refused come off the index (the units keep their numbers there), and are kept refused. */
  async function takeOffRefused(): Promise<void> {
    const open = new Set(made.filter((record) => !record.refused).map((record) => record.id));
    if (open.size === 0) return;
    const problems = await db().outbox.where('state').anyOf(REFUSED_STATES).toArray();
    const refused = new Set(problems.filter((entry) => entry.kind === RELABEL_UNITS && open.has((entry.payload as Relabel).id)).map((entry) => (entry.payload as Relabel).id));
    await markRefused(refused);
  }

  /**
   * Keeps relabels refused on the device too, so a reload does not apply them again whatever becomes of
   * their outbox entries. Takes them off the index.
   */
  async function markRefused(ids: ReadonlySet<string>): Promise<void> {
    if (ids.size === 0) return;
    made = made.map((record) => (ids.has(record.id) ? { ...record, refused: true } : record));
    await db().relabels.bulkUpdate([...ids].map((key) => ({ key, changes: { refused: true } })));
    rebuild();
  }

  function decide(found: RelabelLookup, code: string): ScanOutcome {
    if (found.container === null && found.units.length > 1) {
      flow.set((state) => ({ ...state, choices: found.units }));
      say({ kind: 'choose', code, count: found.units.length });
      return 'accepted';
    }
    return relabel(found.units, code, found.container, found.relabelled);
  }

  async function lookUp(code: string): Promise<void> {
    const asked = scans;
    try {
      const found = await lookupRelabel(code);
      if (asked !== scans) return;
      decide(found, code);
    } catch (error) {
      if (asked !== scans) return;
      say({ kind: 'reject', reason: isApiError(error) && error.status === 404 ? 'unknown-code' : 'offline', code });
    }
  }

  return {
    flow,
    session,
    setMode: (mode: RelabelMode) => flow.set((state) => ({ ...state, mode })),

    /**
     * The relabels this account made on this device (this visit or one before a reload), listed and
     * applied to the pack: one downloaded before them lacks them, one downloaded after has them (no
     * change then), and those the server refused are listed but not applied.
     */
    async restore(): Promise<void> {
      const [all, queued] = await Promise.all([db().relabels.where('userId').equals(userId).toArray(), db().outbox.toArray()]);
      const waiting = new Map(queued.filter((entry) => entry.kind === RELABEL_UNITS).map((entry) => [(entry.payload as Relabel).id, entry]));
      // Relabels on the server before this download are in the pack already.
      const done = all.filter((record) => !stepNotInPack(pack, { id: record.id, at: record.relabelledAt }) && !waiting.has(record.id));
      await db().relabels.bulkDelete(done.map((record) => record.id));
      const rows = all.filter((record) => !done.includes(record)).sort((a, b) => a.relabelledAt.localeCompare(b.relabelledAt));
      made = [...rows, ...made.filter((record) => !rows.some((kept) => kept.id === record.id))];
      rebuild();
      // Refused while the screen was closed, and perhaps discarded since on another screen: marked now.
      const refusedNow = rows.filter((record) => !record.refused && REFUSED_STATES.includes(waiting.get(record.id)?.state ?? 'queued'));
      await markRefused(new Set(refusedNow.map((record) => record.id)));
      session.adopt(rows, (record) => record.id, () => false, new Map([...waiting].map(([id, entry]) => [id, entry.id])));
      flow.set((state) => ({ ...state, restored: true }));
    },

    /** Follows the outbox while the screen is open, so a relabel the server refuses comes off the index. */
    listen(): () => void {
      return onOutboxFlushed(() => void takeOffRefused());
    },

    onScan(scan: Scan): ScanOutcome {
      scans += 1;
      const { parsed } = scan;
      if (parsed.kind === 'error') {
        say({ kind: 'reject', reason: 'unreadable', code: parsed.raw });
        return 'rejected';
      }
      const code = parsed.kind === 'gs1' ? (parsed.serial ?? parsed.code) : parsed.code;
      const found = relabelLookupLocally(index, code);
      if (found) return decide(found, code);
      // The pack carries some of the company's units: any other only the server can name.
      if (!navigator.onLine) {
        say({ kind: 'reject', reason: 'offline', code });
        return 'rejected';
      }
      say({ kind: 'looking-up', code });
      void lookUp(code);
      return 'duplicate';
    },

    /**
     * Units whose number or serial holds the text: asked of the server (it knows every unit), else of
     * the pack when there is no network, or no answer (navigator.onLine may say online without it).
     */
    async search(text: string): Promise<RelabelUnit[]> {
      if (!navigator.onLine) return searchRelabelLocally(index, text);
      try {
        return (await searchRelabel(text)).units;
      } catch (error) {
        if (isApiError(error) && error.status !== null) throw error;
        return searchRelabelLocally(index, text);
      }
    },

    /** A unit picked from a search or among several that share a serial. */
    choose(unit: RelabelUnit): void {
      scans += 1;
      relabel([unit], unit.wmsNumber, null, null);
    },
  };
}

export type RelabelSession = ReturnType<typeof createRelabelSession>;
