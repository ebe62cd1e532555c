import { RECEIVE_ITEM, type ReceiveItem, UNDO_RECEIVE, type UndoReceive } from '../../../../domain/receiving/items';
import type { ScanContext, ScanSku } from '../../../../domain/receiving/scan-context';
import { type Awaiting, type Place, type SkuIndex, type Step, type UnitDraft, decideQuantity, decideScan, indexSkus } from '../../../../domain/receiving/scan-session';
import { createStore, patchStore } from '../../../lib/store/create-store';
import { deviceDb } from '../../../offline/device-db';
import { enqueueMutation, getOutbox, outboxWithApplied, syncNow } from '../../../offline/outbox-control';
import { printWmsLabels } from '../../printing/public';
import { afterPaint } from '../../../scan/after-paint';
import type { ScanOutcome } from '../../../scan/feedback';
import { type ScanEntry, createScanSession } from '../../../scan/kit/scan-session';
import type { Scan } from '../../../scan/scan-service';
import { forgetWmsNumber, takeWmsNumber } from '../../../offline/wms-pool';

/** A unit received on this screen (or found queued from an earlier visit, or already on the server). */
export interface UnitData {
  wmsNumber: string;
  sku: ScanSku | undefined;
  serial: string | null;
  quantity: number;
}
export type SessionUnit = ScanEntry<UnitData>;

/** The last thing the screen has to say: what was taken, or why a scan was refused. */
export type Notice =
  | { kind: 'received'; unit: UnitData }
  | { kind: 'place'; place: Place }
  | { kind: 'awaiting' }
  | { kind: 'undone'; unit: UnitData }
  | { kind: 'no-numbers' }
  | Extract<Step, { kind: 'reject' }>;

export interface ReceivingState {
  awaiting: Awaiting;
  /** What the quantity field shows while a counted SKU waits for its quantity. */
  quantityText: string;
  place: Place | null;
  received: ReadonlyMap<string, number>;
}

/**
 * One handheld scanning into one control number, on the scan kit's session (units, verdicts, outbox,
 * undo). This keeps what receiving alone knows: what the next scan should be, where units go, and the
 * running tally against the control number's expected lines.
 */
export function createReceivingSession(context: ScanContext) {
  const number = context.controlNumber.number;
  const index: SkuIndex = indexSkus(context.skus);
  const expected = new Map(context.expected.map((line) => [line.skuId, line.quantity]));
  const serials = new Map<string, Set<string>>();
  const known = new Set<string>();
  const received = new Map<string, number>();

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
  const flow = createStore<ReceivingState>({ awaiting: { kind: 'sku' }, quantityText: '1', place: null, received: new Map(received) }, { batch: afterPaint });
  const set = (patch: Partial<ReceivingState>) => patchStore(flow, patch);
  const tallied = () => set({ received: new Map(received) });

  const session = createScanSession<UnitData, Notice>({
    initial: context.units
      .slice(-30)
      .reverse()
      .map((unit) => ({ id: unit.itemId, data: { wmsNumber: unit.wmsNumber, sku: index.byId.get(unit.skuId), serial: unit.serial, quantity: unit.quantity } })),
    takeBack: (unit) => enqueueMutation(UNDO_RECEIVE, { itemId: unit.id } satisfies UndoReceive),
    forget(unit) {
      if (unit.data.sku) count(unit.data.sku.id, unit.data.serial, -unit.data.quantity, unit.id);
      tallied();
    },
  });

  const facts = () => ({ index, expected, received, serials });

  function receive(draft: UnitDraft): ScanOutcome {
    const wmsNumber = takeWmsNumber();
    if (!wmsNumber) {
      session.say({ kind: 'no-numbers' });
      return 'rejected';
    }
    const where = flow.get().place;
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
    const unit: UnitData = { wmsNumber, sku: draft.sku, serial: draft.serial, quantity: draft.quantity };
    count(draft.sku.id, draft.serial, draft.quantity, payload.itemId);
    set({ received: new Map(received), awaiting: { kind: 'sku' } });
    const enqueued = enqueueMutation(RECEIVE_ITEM, payload);
    session.add(payload.itemId, unit, { kind: 'received', unit }, enqueued);
    void enqueued.then(() => forgetWmsNumber(wmsNumber));
    // The label needs nothing from the server: it prints (or waits for the print dialog) at once.
    void printWmsLabels([{ wmsNumber, skuCode: draft.sku.code, description: draft.sku.description, serial: draft.serial, quantity: draft.quantity, lotNumber: draft.lot }]);
    return 'accepted';
  }

  return {
    flow,
    session,
    index,

    /**
     * Units still queued (or refused) from an earlier visit count in the tally and are listed, and so
     * are those applied since the server's copy of the control number was fetched.
     */
    async restore(): Promise<void> {
      const entries = await outboxWithApplied();
      const undone = new Set(entries.filter((e) => e.kind === UNDO_RECEIVE).map((e) => (e.payload as UndoReceive).itemId));
      const restored: { id: string; data: UnitData; outboxId: string }[] = [];
      for (const entry of entries) {
        if (entry.kind !== RECEIVE_ITEM) continue;
        const payload = entry.payload as ReceiveItem;
        if (payload.controlNumber !== number || undone.has(payload.itemId) || known.has(payload.itemId)) continue;
        count(payload.skuId, payload.serial, payload.quantity, payload.itemId);
        restored.unshift({ id: payload.itemId, outboxId: entry.id, data: { wmsNumber: payload.wmsNumber, sku: index.byId.get(payload.skuId), serial: payload.serial, quantity: payload.quantity } });
      }
      session.restore(restored);
      if (restored.length) tallied();
    },

    onScan(scan: Scan): ScanOutcome {
      const step = decideScan(flow.get().awaiting, scan.parsed, facts());
      switch (step.kind) {
        case 'await':
          set({ awaiting: step.awaiting, quantityText: step.awaiting.kind === 'quantity' ? String(step.awaiting.quantity) : flow.get().quantityText });
          session.say({ kind: 'awaiting' });
          return 'accepted';
        case 'place':
          set({ place: step.place });
          session.say({ kind: 'place', place: step.place });
          return 'accepted';
        case 'receive':
          return receive(step.unit);
        case 'reject':
          session.say(step);
          return 'rejected';
      }
    },

    setQuantityText: (quantityText: string) => set({ quantityText }),

    confirmQuantity(): ScanOutcome | null {
      const { awaiting: current, quantityText } = flow.get();
      const quantity = Number(quantityText);
      if (current.kind !== 'quantity' || !Number.isInteger(quantity) || quantity < 1) return null;
      const step = decideQuantity(current, quantity, facts());
      if (step.kind === 'receive') return receive(step.unit);
      if (step.kind === 'reject') session.say(step);
      return 'rejected';
    },

    cancelAwaiting() {
      set({ awaiting: { kind: 'sku' } });
      session.say(null);
    },
    clearPlace: () => set({ place: null }),

    undo: (unit: SessionUnit) => session.undo(unit.id, { kind: 'undone', unit: unit.data }),

    /** A refused unit's serial corrected: it goes again under the same id. */
    async fixSerial(unit: SessionUnit, serial: string): Promise<void> {
      const entry = unit.outboxId ? await deviceDb().outbox.where('id').equals(unit.outboxId).first() : undefined;
      const { sku } = unit.data;
      if (!entry || !sku) return;
      await getOutbox().amend(entry.id, { ...(entry.payload as ReceiveItem), serial });
      count(sku.id, unit.data.serial, -1, unit.id);
      count(sku.id, serial, 1, unit.id);
      session.changeData(unit.id, (data) => ({ ...data, serial }));
      void syncNow();
    },
  };
}

export type ReceivingSession = ReturnType<typeof createReceivingSession>;
