import { LOAD_CARTON, type LoadOutPack, SHIP_SHIPMENT, type ShipShipment } from '../../../domain/shipping/load-out';
import { type LoadIndex, type LoadStep, applyLoadLocally, applyShipLocally, decideLoad, indexLoadOut, missingOf } from '../../../domain/shipping/load-scan';
import { type LoadRow, deviceDb } from '../../offline/device-db';
import { enqueueMutationWith } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { createStore, patchStore } from '../../lib/store/create-store';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import type { LoadNotice, LoadState } from './load-out-state';

const db = () => deviceDb();

/**
 * One loader at a dock, outside React so a scan is decided and answered in the key's own task: each
 * load and confirmation is applied to the device's copy at once and stored with its outbox entry after
 * the feedback has painted, so a reload with no network finds every carton where it was put.
 */
export function createLoadSession(pack: LoadOutPack, userId: string) {
  let index: LoadIndex = indexLoadOut(pack);
  const flow = createStore<LoadState>({ dock: null, version: 0, restored: false }, { batch: afterPaint });
  const set = (patch: Partial<LoadState>) => patchStore(flow, { ...patch, version: flow.get().version + 1 });
  let made: LoadRow[] = [];
  const session = createScanSession<LoadRow, LoadNotice>();

  function replay(row: LoadRow): void {
    if (row.action.kind === 'load') applyLoadLocally(index, row.action.payload);
    else applyShipLocally(index, row.action.payload);
  }

  function record(row: LoadRow, notice: () => LoadNotice): void {
    replay(row);
    made.push(row);
    const write = () => db().loads.add(row);
    const { action } = row;
    const enqueue = () => (action.kind === 'load' ? enqueueMutationWith(LOAD_CARTON, action.payload, [db().loads], write) : enqueueMutationWith(SHIP_SHIPMENT, action.payload, [db().loads], write));
    const stored = new Promise<string>((resolve, reject) => afterPaint(() => void enqueue().then(resolve, reject))());
    session.add(row.id, row, notice(), stored);
    set({});
  }

  function decided(step: LoadStep): ScanOutcome {
    switch (step.kind) {
      case 'reject':
        session.say(step);
        return step.reason === 'already-loaded' ? 'duplicate' : 'rejected';
      case 'dock':
        set({ dock: step.code });
        session.say({ kind: 'dock', code: step.code });
        return 'accepted';
      case 'load': {
        const { dock } = flow.get();
        const payload = { id: crypto.randomUUID(), cartonId: step.carton.id, dock: dock!, loadedAt: new Date().toISOString() };
        const row: LoadRow = { id: payload.id, userId, action: { kind: 'load', payload }, code: step.carton.sscc, label: `${step.shipment.number} · ${step.carton.position}/${step.shipment.cartons.length} → ${dock}`, at: payload.loadedAt, undone: false };
        record(row, () => ({ kind: 'loaded', sscc: step.carton.sscc, shipmentNumber: step.shipment.number, left: missingOf(step.shipment).length }));
        return 'accepted';
      }
    }
  }

  return {
    flow,
    session,
    get index() {
      return index;
    },

    async restore(): Promise<void> {
      const [all, queued] = await Promise.all([db().loads.where('userId').equals(userId).toArray(), db().outbox.toArray()]);
      const kinds = new Set<string>([LOAD_CARTON, SHIP_SHIPMENT]);
      const outboxOf = new Map(queued.filter((entry) => kinds.has(entry.kind)).map((entry) => [(entry.payload as { id: string }).id, entry.id]));
      const rows = all.filter((row) => stepNotInPack(pack, row)).sort((a, b) => a.at.localeCompare(b.at));
      made = [...rows, ...made.filter((row) => !rows.some((kept) => kept.id === row.id))];
      index = indexLoadOut(pack);
      for (const row of made) replay(row);
      session.adopt(rows, (row) => row.id, (row) => row.undone, outboxOf);
      set({ restored: true });
    },

    onScan(scan: Scan): ScanOutcome {
      return decided(decideLoad(index, flow.get().dock, scan.parsed));
    },

    /** Confirms a shipment whose cartons are all on a dock: it leaves. */
    ship(shipmentId: string): void {
      const shipment = index.shipments.find((s) => s.id === shipmentId);
      if (!shipment || shipment.status !== 'labelled') return;
      if (missingOf(shipment).length > 0) {
        session.say({ kind: 'reject', reason: 'cartons-missing', code: shipment.number });
        return;
      }
      const payload: ShipShipment = { id: crypto.randomUUID(), shipmentId, shippedAt: new Date().toISOString() };
      const row: LoadRow = { id: payload.id, userId, action: { kind: 'ship', payload }, code: shipment.number, label: shipment.number, at: payload.shippedAt, undone: false };
      record(row, () => ({ kind: 'shipped', shipmentNumber: shipment.number }));
    },
  };
}

export type LoadSession = ReturnType<typeof createLoadSession>;
