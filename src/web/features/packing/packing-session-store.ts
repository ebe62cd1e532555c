import { CLOSE_CARTON, type CloseCartonAnswer, OPEN_CARTON, type OpenCartonAnswer, PACK_UNITS, type PackOrder, type PackUnits, UNDO_PACK } from '../../../domain/shipping/packing';
import { BUY_LABEL, type LabelAnswer } from '../../../domain/shipping/shipments';
import { type PackIndex, type PackStep, allPacked, applyCloseLocally, applyOpenLocally, applyPackLocally, decidePack, indexPackOrder, leftOfSku, openCartonOf, unitsIn } from '../../../domain/shipping/pack-scan';
import { type PackRow, deviceDb } from '../../offline/device-db';
import { enqueueMutationWith } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { createStore, patchStore } from '../../lib/store/create-store';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { cartonsOfLabels, ownFleetLabels } from '../../../domain/shipping/own-fleet-labels';
import { loadDeviceId } from '../../offline/number-pool';
import { keepDeviceLabels, loadLabelPrinter, sendZplFromDevice } from '../printing/public';
import { packingNumbers } from './packing-numbers';
import type { PackNotice, PackState } from './packing-state';

const db = () => deviceDb();

/** Grams from what the packer typed off the scale, in kilograms (a comma or a point); null when it is not a weight. */
export function gramsOf(text: string): number | null {
  const kg = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : null;
}

/**
 * One order packed at a station, outside React so a scan is decided and answered in the key's own task.
 * Each step is applied to the device's copy of the order at once and stored after the feedback has
 * painted, in one IndexedDB transaction with its outbox entry. The server's answers fill in what only
 * it can give: a carton's SSCC and place in the shipment, the shipment's number and state.
 */
export function createPackSession(pack: PackOrder, userId: string) {
  let index: PackIndex = indexPackOrder(pack);
  const flow = createStore<PackState>({ cartonId: openCartonOf(index)?.id ?? null, quantity: null, weight: null, version: 0, restored: false, printPage: null, printOnDevice: false }, { batch: afterPaint });
  const set = (patch: Partial<PackState>) => patchStore(flow, patch);
  let made: PackRow[] = [];
  /** What the server said of cartons opened and closed here: kept apart, so a rebuild after an undo keeps it. */
  const heardCartons = new Map<string, OpenCartonAnswer>();
  let heardShipment: { id: string; number: string; status: CloseCartonAnswer['shipmentStatus'] } | null = null;
  /** Known once IndexedDB answers; until then a carton takes no SSCC from the station's block. */
  let deviceId: string | null = null;
  void loadDeviceId().then((id) => {
    deviceId = id;
  });
  void packingNumbers.start();

  function replay(row: PackRow): void {
    const { action } = row;
    if (action.kind === 'open') applyOpenLocally(index, action.payload);
    else if (action.kind === 'pack') applyPackLocally(index, action.payload);
    else if (action.kind === 'close') applyCloseLocally(index, action.payload);
  }

  function applyHeard(): void {
    for (const carton of index.cartons) {
      const heard = heardCartons.get(carton.id);
      if (heard) Object.assign(carton, { sscc: heard.sscc, position: heard.position });
    }
    const [firstHeard] = heardCartons.values();
    if (!index.shipment && firstHeard) index.shipment = { id: firstHeard.shipmentId, number: firstHeard.shipmentNumber, status: 'packing' };
    if (heardShipment) index.shipment = { ...heardShipment };
  }

  function rebuild(): void {
    index = indexPackOrder(pack);
    for (const row of made) if (!row.undone && stepNotInPack(pack, row)) replay(row);
    applyHeard();
  }

  const bump = (patch: Partial<PackState> = {}) => set({ ...patch, version: flow.get().version + 1 });

  const session = createScanSession<PackRow, PackNotice>({
    takeBack(entry) {
      return enqueueMutationWith(UNDO_PACK, { packId: entry.id }, [db().packs], () => db().packs.update(entry.id, { undone: true }));
    },
    forget(entry) {
      made = made.map((row) => (row.id === entry.id ? { ...row, undone: true } : row));
      rebuild();
      bump({ quantity: null });
    },
    answered(entry, answer) {
      const { action } = entry.data;
      if (action.kind === 'open' && answer.payload) {
        heardCartons.set(action.payload.cartonId, answer.payload as OpenCartonAnswer);
        applyHeard();
        bump();
      }
      if (action.kind === 'close' && answer.payload) {
        const closed = answer.payload as CloseCartonAnswer;
        heardShipment = { id: closed.shipmentId, number: closed.shipmentNumber, status: closed.shipmentStatus };
        applyHeard();
        bump();
      }
      if (action.kind === 'label' && answer.payload) labelAnswered(answer.payload as LabelAnswer, action.payload.printerId !== null, action.payload.deviceTracking !== undefined);
      return entry.data;
    },
  });
  const say = session.say;

  /** The label step's answer: printed on the station's printer, or through the browser's print page, or refused by the carrier. */
  function labelAnswered(answer: LabelAnswer, onPrinter: boolean, printedHere: boolean): void {
    if (!answer.labelled) {
      say({ kind: 'label-refused', carrierMessage: answer.problem?.carrierMessage ?? '' });
      return;
    }
    if (heardShipment) heardShipment = { ...heardShipment, status: 'labelled' };
    applyHeard();
    // The station printed these labels itself before the server heard of them: nothing more to say.
    if (printedHere && !onPrinter) {
      bump();
      return;
    }
    if (onPrinter && answer.printed?.printed) {
      say({ kind: 'labelled', shipmentNumber: answer.shipmentNumber, printed: 'printer', error: null });
      bump();
      return;
    }
    if (onPrinter) {
      say({ kind: 'labelled', shipmentNumber: answer.shipmentNumber, printed: 'printer-failed', error: answer.printed?.error ?? null });
      bump();
      return;
    }
    say({ kind: 'labelled', shipmentNumber: answer.shipmentNumber, printed: 'browser', error: null });
    bump({ printPage: answer.shipmentNumber });
  }

  /** The order's last carton closed: its labels are bought and printed without another tap, queued like every step. */
  async function queueLabel(): Promise<void> {
    const { network } = await loadLabelPrinter();
    const id = crypto.randomUUID();
    const at = new Date().toISOString();
    const labels = deviceId ? ownFleetLabels(index, pack.label, packingNumbers.left('tracking'), () => packingNumbers.take('tracking')) : null;
    if (!labels || !deviceId) {
      const row = rowOf(id, { kind: 'label', payload: { id, orderId: index.order.id, printerId: network?.printerId ?? null } }, index.order.number, index.order.number, 0, at);
      record(row, () => ({ kind: 'label-queued' }));
      return;
    }
    // Own fleet: the station labels the cartons itself with its reserved numbers, network or not; the
    // server takes the same numbers when the step syncs. A printer the device cannot reach prints them
    // from the server then.
    const number = labels[0]!.shipmentNumber;
    const sent = network ? await sendZplFromDevice(network, labels) : false;
    if (!network) await keepDeviceLabels(number, labels);
    const payload = { id, orderId: index.order.id, printerId: network && !sent ? network.printerId : null, deviceTracking: { deviceId, cartons: cartonsOfLabels(index, labels) } };
    const row = rowOf(id, { kind: 'label', payload }, index.order.number, index.order.number, 0, at);
    const printed = network ? (sent ? 'printer' : 'printer-later') : 'browser';
    record(row, () => ({ kind: 'labelled', shipmentNumber: number, printed, error: null }));
    if (!network) bump({ printPage: number, printOnDevice: true });
  }

  /** Applies the step here at once, then stores it with its outbox entry once the feedback has painted. */
  function record(row: PackRow, noticeOf: () => PackNotice): void {
    replay(row);
    made.push(row);
    const { action } = row;
    // Numbers from the station's block leave its pool in the transaction that queues the step using them.
    const used: { kind: 'sscc' | 'tracking'; number: string }[] = action.kind === 'open' && action.payload.reserved ? [{ kind: 'sscc', number: action.payload.reserved.sscc }] : [];
    if (action.kind === 'label') used.push(...(action.payload.deviceTracking?.cartons ?? []).map((one) => ({ kind: 'tracking' as const, number: one.trackingNumber })));
    const write = () => Promise.all([db().packs.add(row), ...used.map((one) => packingNumbers.forget(one.kind, one.number))]);
    const tables = [db().packs, db().numberPool];
    const enqueue = () => {
      if (action.kind === 'open') return enqueueMutationWith(OPEN_CARTON, action.payload, tables, write);
      if (action.kind === 'pack') return enqueueMutationWith(PACK_UNITS, action.payload, tables, write);
      if (action.kind === 'label') return enqueueMutationWith(BUY_LABEL, action.payload, tables, write);
      return enqueueMutationWith(CLOSE_CARTON, action.payload, tables, write);
    };
    // Opening the IndexedDB transaction in the key's task held the feedback's frame back.
    const stored = new Promise<string>((resolve, reject) => afterPaint(() => void enqueue().then(resolve, reject))());
    session.add(row.id, row, noticeOf(), stored);
  }

  const rowOf = (id: string, action: PackRow['action'], code: string, label: string, units: number, at: string): PackRow => ({ id, userId, orderId: index.order.id, action, code, label, units, at, undone: false });
  const unitsLeft = () => [...index.unitsById.values()].filter((unit) => unit.status !== 'packed').reduce((sum, unit) => sum + unit.quantity, 0);

  function packInto(what: PackUnits['what'], code: string, label: string, units: number): ScanOutcome {
    const { cartonId } = flow.get();
    if (!cartonId) return 'rejected';
    const payload: PackUnits = { id: crypto.randomUUID(), cartonId, what, packedAt: new Date().toISOString() };
    const position = index.cartons.find((carton) => carton.id === cartonId)?.position ?? 0;
    const row = rowOf(payload.id, { kind: 'pack', payload }, code, `${label} → ${position}`, units, payload.packedAt);
    record(row, () => ({ kind: 'packed', label: row.label, left: unitsLeft() }));
    bump({ quantity: null });
    return 'accepted';
  }

  function decided(step: PackStep): ScanOutcome {
    switch (step.kind) {
      case 'reject':
        say(step);
        return step.reason === 'already-packed' ? 'duplicate' : 'rejected';
      case 'tote':
        say(step);
        return 'accepted';
      case 'pack-unit': {
        const label = step.unit.serial ? `${step.unit.wmsNumber} · ${step.unit.serial}` : step.unit.wmsNumber;
        return packInto({ kind: 'item', itemId: step.unit.id }, step.unit.wmsNumber, label, step.unit.quantity);
      }
      case 'quantity':
        set({ quantity: { skuId: step.sku.id, skuCode: step.sku.code, text: String(step.quantity), max: step.left } });
        say({ kind: 'how-many', code: step.sku.code, left: step.left });
        return 'accepted';
    }
  }

  return {
    flow,
    session,
    /** The order ships with our own fleet: this station labels its cartons itself. */
    ownFleet: pack.label.ownFleet,
    get index() {
      return index;
    },

    /** The steps this account made on this order on this device before (this visit or an earlier one). */
    async restore(): Promise<void> {
      const [all, queued] = await Promise.all([db().packs.where('[userId+orderId]').equals([userId, pack.order.id]).toArray(), db().outbox.toArray()]);
      const kinds = new Set<string>([OPEN_CARTON, PACK_UNITS, CLOSE_CARTON, BUY_LABEL]);
      // A pack and a close carry their own id; an opened carton is known by its id.
      const idOf = (payload: unknown) => (payload as { id?: string }).id ?? (payload as { cartonId: string }).cartonId;
      const outboxOf = new Map(queued.filter((entry) => kinds.has(entry.kind)).map((entry) => [idOf(entry.payload), entry.id]));
      const rows = all.sort((a, b) => a.at.localeCompare(b.at));
      made = [...rows, ...made.filter((row) => !rows.some((kept) => kept.id === row.id))];
      rebuild();
      session.adopt(rows, (row) => row.id, (row) => row.undone, outboxOf);
      bump({ restored: true, cartonId: openCartonOf(index)?.id ?? null });
    },

    onScan(scan: Scan): ScanOutcome {
      return decided(decidePack(index, flow.get().cartonId, scan.parsed));
    },

    open(cartonTypeId: string): void {
      if (openCartonOf(index)) return;
      const cartonId = crypto.randomUUID();
      const openedAt = new Date().toISOString();
      const type = index.cartonTypes.find((one) => one.id === cartonTypeId);
      const sscc = deviceId ? packingNumbers.take('sscc') : null;
      const reserved = deviceId && sscc ? { reserved: { deviceId, sscc } } : {};
      const row = rowOf(cartonId, { kind: 'open', payload: { cartonId, orderId: index.order.id, cartonTypeId, openedAt, ...reserved } }, type?.name ?? '', type?.name ?? '', 0, openedAt);
      const position = index.cartons.reduce((max, carton) => Math.max(max, carton.position), 0) + 1;
      record(row, () => ({ kind: 'opened', position }));
      bump({ cartonId, weight: null });
    },

    setQuantityText(text: string): void {
      const { quantity } = flow.get();
      if (quantity) set({ quantity: { ...quantity, text } });
    },

    confirmQuantity(): void {
      const { quantity } = flow.get();
      if (!quantity) return;
      const typed = Number(quantity.text);
      const left = leftOfSku(index, quantity.skuId);
      if (!Number.isInteger(typed) || typed < 1 || typed > left) {
        say({ kind: 'reject', reason: 'too-many', code: quantity.skuCode, left });
        return;
      }
      packInto({ kind: 'quantity', skuId: quantity.skuId, quantity: typed, newItemId: crypto.randomUUID() }, quantity.skuCode, `${typed} × ${quantity.skuCode}`, typed);
    },

    startClosing(): void {
      set({ weight: '', quantity: null });
    },

    setWeightText(text: string): void {
      set({ weight: text });
    },

    cancelClosing(): void {
      set({ weight: null });
    },

    /** Closes the open carton with the weight typed; refused here, as the server would, when it is empty or the weight cannot be. */
    close(): void {
      const { cartonId, weight } = flow.get();
      const carton = index.cartons.find((one) => one.id === cartonId && one.status === 'open');
      if (!carton || weight === null) return;
      if (unitsIn(index, carton.id).length === 0) {
        say({ kind: 'reject', reason: 'empty-carton', code: '', left: null });
        return;
      }
      const grams = gramsOf(weight);
      const type = index.cartonTypes.find((one) => one.id === carton.cartonTypeId);
      if (grams === null || (type && (grams < type.tareG || grams > type.maxWeightG))) {
        say({ kind: 'reject', reason: 'bad-weight', code: weight, left: null });
        return;
      }
      const closedAt = new Date().toISOString();
      const id = crypto.randomUUID();
      const row = rowOf(id, { kind: 'close', payload: { id, cartonId: carton.id, weightG: grams, closedAt } }, carton.sscc, `${carton.position} · ${weight} kg`, 0, closedAt);
      record(row, () => ({ kind: 'closed', position: carton.position, done: allPacked(index) }));
      bump({ cartonId: null, weight: null });
      if (allPacked(index) && !openCartonOf(index)) void queueLabel();
    },

    /** The browser's print page has been shown: it is not shown again on the next render. */
    printed(): void {
      set({ printPage: null, printOnDevice: false });
    },

    undoLast(): void {
      const last = session.last();
      if (!last || last.data.action.kind !== 'pack') return;
      void session.undo(last.id, { kind: 'undone', label: last.data.label });
    },
  };
}

export type PackSession = ReturnType<typeof createPackSession>;
