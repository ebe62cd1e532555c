import { NOT_RELABELLABLE, RELABEL_UNITS, type Relabel, type RelabelUnit, type UnitAlias } from '../../../domain/inventory/relabel';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import { isApiError } from '../../lib/api/api-error';
import { createStore } from '../../lib/store/create-store';
import { enqueueMutation } from '../../offline/outbox-control';
import { forgetWmsNumber, takeWmsNumber } from '../../offline/wms-pool';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { printWmsLabels } from '../printing/public';
import { lookupRelabel } from './relabel-api';

/*
 * The relabel screen's flow (docs/decisions/0033-relabel.md): a scanned code is asked of the server (a
 * unit by its label, old label or serial, or a container's units), then relabelled at once in the chosen
 * mode: new numbers from this device's reserved block, or the same number printed again. One outbox
 * entry per relabel; the labels print where this device prints (queued until a printer is reachable).
 */

export type RelabelMode = 'new' | 'reprint';

/** One relabel as the screen lists it: each unit's old and new number. */
export interface RelabelRow {
  container: string | null;
  changes: { from: string; to: string }[];
}

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
}

export function createRelabelSession() {
  const flow = createStore<RelabelFlow>({ mode: 'new', choices: [] });
  const session = createScanSession<RelabelRow, RelabelNotice>();
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
    const row: RelabelRow = { container, changes: units.map((unit, i) => ({ from: unit.wmsNumber, to: numbers[i]! })) };
    const enqueued = enqueueMutation(RELABEL_UNITS, payload);
    if (mode === 'new') void enqueued.then(() => Promise.all(numbers.map((number) => forgetWmsNumber(number!))));
    void printWmsLabels(units.map((unit, i) => ({ wmsNumber: numbers[i]!, skuCode: unit.skuCode, description: unit.description, serial: unit.serial, quantity: unit.quantity, lotNumber: unit.lotNumber })));
    session.add(payload.id, row, { kind: 'done', mode, row, relabelled }, enqueued);
    return 'accepted';
  }

  async function lookUp(code: string): Promise<void> {
    const asked = scans;
    try {
      const found = await lookupRelabel(code);
      if (asked !== scans) return;
      if (found.container === null && found.units.length > 1) {
        flow.set((state) => ({ ...state, choices: found.units }));
        say({ kind: 'choose', code, count: found.units.length });
        return;
      }
      relabel(found.units, code, found.container, found.relabelled);
    } catch (error) {
      if (asked !== scans) return;
      say({ kind: 'reject', reason: isApiError(error) && error.status === 404 ? 'unknown-code' : 'offline', code });
    }
  }

  return {
    flow,
    session,
    setMode: (mode: RelabelMode) => flow.set((state) => ({ ...state, mode })),

    onScan(scan: Scan): ScanOutcome {
      scans += 1;
      const { parsed } = scan;
      if (parsed.kind === 'error') {
        say({ kind: 'reject', reason: 'unreadable', code: parsed.raw });
        return 'rejected';
      }
      const code = parsed.kind === 'gs1' ? (parsed.serial ?? parsed.code) : parsed.code;
      // Which unit a code names, and what its label shows, only the server knows: the relabel itself queues.
      if (!navigator.onLine) {
        say({ kind: 'reject', reason: 'offline', code });
        return 'rejected';
      }
      say({ kind: 'looking-up', code });
      void lookUp(code);
      return 'duplicate';
    },

    /** A unit picked from a search or among several that share a serial. */
    choose(unit: RelabelUnit): void {
      scans += 1;
      relabel([unit], unit.wmsNumber, null, null);
    },
  };
}

export type RelabelSession = ReturnType<typeof createRelabelSession>;
