import { RECEIVE_ITEM, type ReceiveItem, UNDO_RECEIVE, type UndoReceive } from '../../../../domain/receiving/items';
import type { ScanContext, ScanSku } from '../../../../domain/receiving/scan-context';
import { type Awaiting, type Place, type SkuIndex, type Step, type UnitDraft, decideQuantity, decideScan, indexSkus } from '../../../../domain/receiving/scan-session';
import { type StoredOutboxEntry, deviceDb } from '../../../offline/device-db';
import { enqueueMutation, getOutbox, syncNow } from '../../../offline/outbox-control';
import { printWmsLabels } from '../../printing/print-labels';
import { afterPaint } from '../../../scan/after-paint';
import type { ScanOutcome } from '../../../scan/feedback';
import type { Scan } from '../../../scan/scan-service';
import { forgetWmsNumber, takeWmsNumber } from './wms-pool';

/** A unit this device received on the screen (or found queued from an earlier visit). */
export interface SessionUnit {
  itemId: string;
  wmsNumber: string;
  sku: ScanSku | undefined;
  serial: string | null;
  quantity: number;
  /** The outbox entry carrying it, once stored. */
  outboxId: string | null;
  /** On the server: known when the screen opened (scanned earlier, here or elsewhere), or its receive was applied since. */
  synced: boolean;
  undone: boolean;
}

/** The last thing the screen has to say: what was taken, or why a scan was refused. */
export type Notice =
  | { kind: 'received'; unit: SessionUnit }
  | { kind: 'place'; place: Place }
  | { kind: 'awaiting' }
  | { kind: 'undone'; unit: SessionUnit }
  | { kind: 'no-numbers' }
  | Extract<Step, { kind: 'reject' }>;

export interface SessionState {
  awaiting: Awaiting;
  /** What the quantity field shows while a counted SKU waits for its quantity. */
  quantityText: string;
  place: Place | null;
  notice: Notice | null;
  units: SessionUnit[];
  received: ReadonlyMap<string, number>;
}

const SHOWN_UNITS = 30;

/**
 * One handheld scanning into one control number, outside React so a scan is decided and answered
 * in the key's own task and only the parts that changed re-render: what it waits for, where units
 * go, the running tally and the units of this visit. Units then travel through the outbox.
 */
export function createScanSession(context: ScanContext) {
  const number = context.controlNumber.number;
  const index: SkuIndex = indexSkus(context.skus);
  const expected = new Map(context.expected.map((line) => [line.skuId, line.quantity]));
  const serials = new Map<string, Set<string>>();
  const known = new Set<string>();
  const received = new Map<string, number>();
  const listeners = new Set<() => void>();
  let state: SessionState = { awaiting: { kind: 'sku' }, quantityText: '1', place: null, notice: null, units: [], received: new Map() };

  const notify = afterPaint(() => listeners.forEach((listener) => listener()));

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    notify();
  }

  function count(skuId: string, serial: string | null, quantity: number, itemId: string): void {
    if (quantity > 0) known.add(itemId);
    else known.delete(itemId);
    if (serial) {
      const set = serials.get(skuId) ?? new Set<string>();
      if (quantity > 0) set.add(serial.toLowerCase());
      else set.delete(serial.toLowerCase());
      serials.set(skuId, set);
    }
    received.set(skuId, (received.get(skuId) ?? 0) + quantity);
  }

  for (const unit of context.units) count(unit.skuId, unit.serial, unit.quantity, unit.itemId);
  const latest = context.units
    .slice(-SHOWN_UNITS)
    .reverse()
    .map((unit): SessionUnit => ({ ...unit, sku: index.byId.get(unit.skuId), outboxId: null, synced: true, undone: false }));
  state = { ...state, units: latest, received: new Map(received) };

  const facts = () => ({ index, expected, received, serials });

  function await_(awaiting: Awaiting, notice: Notice | null): void {
    set({ awaiting, notice, quantityText: awaiting.kind === 'quantity' ? String(awaiting.quantity) : state.quantityText });
  }

  function receive(draft: UnitDraft): ScanOutcome {
    const wmsNumber = takeWmsNumber();
    if (!wmsNumber) {
      set({ notice: { kind: 'no-numbers' } });
      return 'rejected';
    }
    const where = state.place;
    const payload: ReceiveItem = {
      itemId: crypto.randomUUID(),
      controlNumber: number,
      wmsNumber,
      skuId: draft.sku.id,
      serial: draft.serial,
      quantity: draft.quantity,
      lotNumber: draft.lot,
      expiry: draft.expiry,
      binCode: where?.kind === 'bin' ? where.code : null,
      containerCode: where?.kind === 'container' ? where.code : null,
    };
    const unit: SessionUnit = { itemId: payload.itemId, wmsNumber, sku: draft.sku, serial: draft.serial, quantity: draft.quantity, outboxId: null, synced: false, undone: false };
    count(draft.sku.id, draft.serial, draft.quantity, payload.itemId);
    set({ units: [unit, ...state.units].slice(0, SHOWN_UNITS), received: new Map(received), awaiting: { kind: 'sku' }, notice: { kind: 'received', unit } });
    void enqueueMutation(RECEIVE_ITEM, payload).then(async (outboxId) => {
      updateUnit(unit.itemId, { outboxId });
      await forgetWmsNumber(wmsNumber);
    });
    // The label needs nothing from the server: it prints (or waits for the print dialog) at once.
    void printWmsLabels([{ wmsNumber, skuCode: draft.sku.code, description: draft.sku.description, serial: draft.serial, quantity: draft.quantity, lotNumber: draft.lot }]);
    return 'accepted';
  }

  function updateUnit(itemId: string, patch: Partial<SessionUnit>): void {
    set({ units: state.units.map((u) => (u.itemId === itemId ? { ...u, ...patch } : u)) });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    index,

    /** Units still queued (or refused) from an earlier visit count in the tally and are listed. */
    async restore(): Promise<void> {
      const entries = await deviceDb().outbox.where('state').anyOf('queued', 'sending', 'problem').sortBy('seq');
      const undone = new Set(entries.filter((e) => e.kind === UNDO_RECEIVE).map((e) => (e.payload as UndoReceive).itemId));
      const restored: SessionUnit[] = [];
      for (const entry of entries) {
        if (entry.kind !== RECEIVE_ITEM) continue;
        const payload = entry.payload as ReceiveItem;
        if (payload.controlNumber !== number || undone.has(payload.itemId) || known.has(payload.itemId)) continue;
        count(payload.skuId, payload.serial, payload.quantity, payload.itemId);
        restored.unshift({ ...payload, sku: index.byId.get(payload.skuId), outboxId: entry.id, synced: false, undone: false });
      }
      if (restored.length) set({ units: [...restored, ...state.units].slice(0, SHOWN_UNITS), received: new Map(received) });
    },

    onScan(scan: Scan): ScanOutcome {
      const step = decideScan(state.awaiting, scan.parsed, facts());
      switch (step.kind) {
        case 'await':
          await_(step.awaiting, { kind: 'awaiting' });
          return 'accepted';
        case 'place':
          set({ place: step.place, notice: { kind: 'place', place: step.place } });
          return 'accepted';
        case 'receive':
          return receive(step.unit);
        case 'reject':
          set({ notice: step });
          return 'rejected';
      }
    },

    /** The outbox heard the server apply a mutation: a unit of this screen is on the server now. */
    onApplied(entry: StoredOutboxEntry): void {
      if (entry.kind !== RECEIVE_ITEM) return;
      const { itemId } = entry.payload as ReceiveItem;
      if (state.units.some((u) => u.itemId === itemId)) updateUnit(itemId, { synced: true });
    },

    setQuantityText: (quantityText: string) => set({ quantityText }),

    confirmQuantity(): ScanOutcome | null {
      const current = state.awaiting;
      const quantity = Number(state.quantityText);
      if (current.kind !== 'quantity' || !Number.isInteger(quantity) || quantity < 1) return null;
      const step = decideQuantity(current, quantity, facts());
      if (step.kind === 'receive') return receive(step.unit);
      if (step.kind === 'reject') set({ notice: step });
      return 'rejected';
    },

    cancelAwaiting: () => set({ awaiting: { kind: 'sku' }, notice: null }),
    clearPlace: () => set({ place: null }),
    setNotice: (notice: Notice) => set({ notice }),

    async undo(unit: SessionUnit): Promise<void> {
      const entry = unit.outboxId ? await deviceDb().outbox.where('id').equals(unit.outboxId).first() : undefined;
      // A unit the server refused was never stored there: dropping the refusal is the whole undo.
      if (entry?.state === 'problem') await getOutbox().discard(entry.id, 'undone on the scan screen');
      else await enqueueMutation(UNDO_RECEIVE, { itemId: unit.itemId } satisfies UndoReceive);
      if (unit.sku) count(unit.sku.id, unit.serial, -unit.quantity, unit.itemId);
      set({ received: new Map(received), notice: { kind: 'undone', unit } });
      updateUnit(unit.itemId, { undone: true });
      void syncNow();
    },

    /** A refused unit's serial corrected: it goes again under the same id. */
    async fixSerial(unit: SessionUnit, serial: string): Promise<void> {
      const entry = unit.outboxId ? await deviceDb().outbox.where('id').equals(unit.outboxId).first() : undefined;
      if (!entry || !unit.sku) return;
      await getOutbox().amend(entry.id, { ...(entry.payload as ReceiveItem), serial });
      count(unit.sku.id, unit.serial, -1, unit.itemId);
      count(unit.sku.id, serial, 1, unit.itemId);
      updateUnit(unit.itemId, { serial });
      void syncNow();
    },
  };
}

export type ScanSession = ReturnType<typeof createScanSession>;
