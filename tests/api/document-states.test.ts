import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssueDetail } from '../../src/domain/client-issues/client-issues';
import type { CountingCycleDetail } from '../../src/domain/counting/cycles';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { BatchDetail } from '../../src/domain/picking/batches';
import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import type { OpenCartonAnswer } from '../../src/domain/shipping/packing';
import type { ShipmentDetail } from '../../src/domain/shipping/shipments';
import type { ControlNumberDetail, ReceivingOptions, ReceivingSkuOption } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM, UNDO_RECEIVE } from '../../src/domain/receiving/items';
import { DOCUMENT_MACHINES } from '../../src/domain/states/documents';
import { type StateMachine, transitionsFrom } from '../../src/domain/states/state-machine';
import { api, signIn } from './helpers';
import { cycleBody } from '../factories/counting';
import { binBody, zoneBody } from '../factories/locations';
import { controlNumberBody } from '../factories/receiving';
import { freshClient, line, orderBody, stock } from './orders-world';
import { allocatedOrder, batchFilters } from './batches-world';
import { type Outcome, type ShippingFlow, labelAndShip, loadAndShip, openCarton, packWhole, pickNext, post as postAs, sync as syncAs } from './shipping-flow';
import { uniqueId, uniqueZoneCode } from '../factories/unique';

let admin: string;
let serialSkuId: string;
let clientId: string;
let binId: string;
let binCode: string;
let batchWorld: { clientId: string; serialSkuId: string } | null = null;

const DEVICE = { Device: 'document-states-test' };
const cnBase = '/v1/receiving/control-numbers';
const cycleBase = '/v1/counting/cycles';
const orderBase = '/v1/shipping/orders';
const batchBase = '/v1/shipping/batches';

/**
 * How the test reaches one document type through the real API: create one, read it, and perform a
 * transition. Every machine in DOCUMENT_MACHINES needs one, so a new document type cannot skip the walk.
 */
interface Driver {
  create(): Promise<string>;
  read(key: string): Promise<{ number: string; status: string }>;
  perform(key: string, transition: string, from: string): Promise<Outcome>;
  /** A transition no endpoint names rides on work (start-receiving on a scan): the 409 names that work. */
  attemptedAs?: Record<string, string>;
  /** States in which that work is allowed and leaves the state as it is (a scan into a control number already receiving). */
  passive?: Record<string, readonly string[]>;
  /**
   * Transitions whose endpoints a later issue builds (an order's picking, packing and shipping), and the
   * states only they reach. A test proves each has no endpoint yet, so it fails the day one is built,
   * and the issue that builds them empties this list and walks them like the rest.
   */
  unbuilt?: { transitions: readonly string[]; states: readonly string[] };
  /**
   * Transitions no request names: a pick on the handheld makes them (an order's start-picking on its
   * first picked unit). The walk performs them where they are declared; a pick anywhere else is refused
   * with the picking screen's verdict, which tests/api/picking.test.ts proves, not with this walk's 409.
   */
  pickedOnly?: readonly string[];
  /**
   * Transitions that are another step's side effect and have no request of their own: an undo of the
   * pick that finished an order or batch (unpick), a cancel that takes a batch's last tasks (close).
   * tests/api/picking.test.ts and picking-close.test.ts prove them; the walk neither performs nor tries them.
   */
  sideEffects?: readonly string[];
  /**
   * States only system transitions reach, from another document's step (a scrap list shipped when its
   * recycler's order's shipment leaves). tests/api/scrap-ship.test.ts walks them; this walk starts nothing there.
   */
  systemOnly?: readonly string[];
}

const scannedUnits = new Map<string, string[]>();

const sync = (kind: string, payload: Record<string, unknown>): Promise<Outcome> => syncAs(admin, kind, payload);

async function scanUnit(number: string): Promise<Outcome> {
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 1 }, headers: DEVICE });
  const itemId = randomUUID();
  const outcome = await sync(RECEIVE_ITEM, {
    itemId, controlNumber: number, wmsNumber: block.body.payload.numbers[0], skuId: serialSkuId, serial: `SN-${randomUUID().slice(0, 12)}`,
    quantity: 1, lotNumber: null, expiry: null, binCode: null, containerCode: null,
  });
  if (outcome.status === 200) scannedUnits.set(number, [...(scannedUnits.get(number) ?? []), itemId]);
  return outcome;
}

const post = (path: string, body?: unknown): Promise<Outcome> => postAs(admin, path, body);

const drivers: Record<string, Driver> = {
  'control-number': {
    async create() {
      const body = controlNumberBody(clientId, { notes: 'State walk' });
      return (await api<ControlNumberDetail>(cnBase, { token: admin, body })).body.payload.number;
    },
    async read(number) {
      return (await api<ControlNumberDetail>(`${cnBase}/${number}`, { token: admin })).body.payload;
    },
    async perform(number, transition, from) {
      if (transition === 'start-receiving') return scanUnit(number);
      if (transition === 'cancel' && from === 'receiving') {
        // Only an empty control number can be cancelled: the scanner takes its units back first.
        for (const itemId of scannedUnits.get(number) ?? []) expect((await sync(UNDO_RECEIVE, { itemId })).status).toBe(200);
      }
      return post(`${cnBase}/${number}/${transition}`);
    },
    attemptedAs: { 'start-receiving': 'scan' },
    passive: { 'start-receiving': ['receiving'] },
  },
  'counting-cycle': {
    async create() {
      const body = cycleBody({ binIds: [binId] }, { name: `State walk ${uniqueId()}` });
      return (await api<CountingCycleDetail>(cycleBase, { token: admin, body })).body.payload.id;
    },
    async read(id) {
      return (await api<CountingCycleDetail>(`${cycleBase}/${id}`, { token: admin })).body.payload;
    },
    perform: (id, transition) => post(`${cycleBase}/${id}/${transition}`, transition === 'cancel' ? { reason: 'State walk' } : undefined),
  },
  order: {
    async create() {
      // Two available units in the walk's bin, each named by a line: allocating always completes the
      // order, and a pick of the first leaves it picking, not picked.
      const units = await stock(admin, clientId, [{ skuId: serialSkuId, serial: true, binCode }, { skuId: serialSkuId, serial: true, binCode }]);
      const body = orderBody(clientId, units.map((unit) => line(serialSkuId, 1, { unit })), { shipBy: WALK_DAY });
      return (await api<OrderDetail>(orderBase, { token: admin, body })).body.payload.number;
    },
    async read(number) {
      return (await api<OrderDetail>(`${orderBase}/${number}`, { token: admin })).body.payload;
    },
    async perform(number, transition) {
      if (transition.endsWith('-picking')) return pickNext(flow(), number);
      if (transition === 'pack') return packWhole(flow(), number);
      if (transition === 'ship') {
        // A packed order leaves with its shipment: labelled, loaded, confirmed.
        return labelAndShip(flow(), number);
      }
      return post(`${orderBase}/${number}/${transition}`, transition === 'cancel' ? { reason: 'State walk' } : undefined);
    },
    pickedOnly: ['start-picking', 'finish-picking', 'pack', 'ship'],
    sideEffects: ['unpick'],
  },
  shipment: {
    // A picked order's first carton makes its shipment (packing); closing its last packs both.
    async create() {
      const number = await drivers.order!.create();
      expect((await post(`${orderBase}/${number}/open`)).status).toBe(200);
      expect((await post(`${orderBase}/${number}/allocate`)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await pickNext(flow(), number)).status).toBe(200);
      const order = (await api<OrderDetail>(`${orderBase}/${number}`, { token: admin })).body.payload;
      const carton = await openCarton(flow(), order.id);
      expect(carton.status).toBe(200);
      return (carton.payload as OpenCartonAnswer).shipmentNumber;
    },
    async read(number) {
      return (await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { token: admin })).body.payload;
    },
    async perform(number, transition) {
      if (transition === 'pack') return packWhole(flow(), (await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { token: admin })).body.payload.orders[0]!);
      if (transition === 'ship') return loadAndShip(flow(), number);
      return post(`/v1/shipping/shipments/${number}/${transition}`, transition === 'label' ? { printerId: null } : undefined);
    },
    // A label bought already is answered again, not refused: buying after a lost answer must be safe.
    passive: { label: ['labelled', 'shipped'] },
    pickedOnly: ['pack', 'ship'],
    // Only combining shipments cancels them (tests/api/packing.test.ts), and it takes packed ones only.
    unbuilt: { transitions: ['cancel'], states: ['cancelled'] },
  },
  'scrap-list': {
    // One available unit each; the supervisor approves, as the creator (admin) may not (four eyes).
    async create() {
      const [unit] = await stock(admin, clientId, [{ skuId: serialSkuId, serial: true, binCode }]);
      return (await api<ScrapListDetail>('/v1/scrap-lists', { token: admin, body: { reason: 'damaged', notes: 'State walk', units: [unit] } })).body.payload.number;
    },
    async read(number) {
      return (await api<ScrapListDetail>(`/v1/scrap-lists/${number}`, { token: admin })).body.payload;
    },
    async perform(number, transition) {
      const body = transition === 'cancel' ? { reason: 'State walk' } : transition === 'destroy' ? { witness: 'State walk' } : transition === 'ship' ? RECYCLER : undefined;
      const answer = await api(`/v1/scrap-lists/${number}/${transition}`, { token: transition === 'approve' ? await signIn('supervisor') : admin, method: 'POST', body });
      return { status: answer.status, payload: answer.body.payload };
    },
    sideEffects: ['order-shipped', 'order-cancelled'],
    systemOnly: ['shipped'],
  },
  'client-issue': {
    // Staff report it for the walk's client; staff take every step (a client account may only reopen, client-issues.test.ts).
    async create() {
      return (await api<IssueDetail>('/v1/client-issues', { token: admin, body: { clientId, subject: 'State walk', concern: null, description: 'State walk' } })).body.payload.number;
    },
    async read(number) {
      return (await api<IssueDetail>(`/v1/client-issues/${number}`, { token: admin })).body.payload;
    },
    perform: (number, transition) => post(`/v1/client-issues/${number}/${transition}`, {}),
  },
  batch: {
    async create() {
      // A client of the batches' own, so a batch takes only the one order made for it.
      if (!batchWorld) {
        const fresh = await freshClient(admin);
        batchWorld = { clientId: fresh.clientId, serialSkuId: fresh.serialised };
      }
      const [unit] = await stock(admin, batchWorld.clientId, [{ skuId: batchWorld.serialSkuId, serial: true, binCode }]);
      await allocatedOrder(admin, orderBody(batchWorld.clientId, [line(batchWorld.serialSkuId, 1, { unit })]));
      return (await api<BatchDetail>(batchBase, { token: admin, body: batchFilters(batchWorld.clientId) })).body.payload.number;
    },
    async read(number) {
      return (await api<BatchDetail>(`${batchBase}/${number}`, { token: admin })).body.payload;
    },
    perform: (number, transition) => post(`${batchBase}/${number}/${transition}`),
    unbuilt: { transitions: ['start-picking', 'finish-picking'], states: ['picking', 'picked'] },
    sideEffects: ['unpick', 'close'],
  },
};

/** Where the walk's scrap lists go: the recycler's order ships with no client. */
const RECYCLER = {
  shipTo: { name: 'Recycler', company: 'Walk Recycling', street1: 'Calle 1', street2: '', city: 'Madrid', region: '', postalCode: '28001', country: 'ES', phone: '', email: '' },
  carrierId: null,
  service: '',
};

/** The walk's orders are due on a day no other order is, so a batch of that day takes only them. */
const WALK_DAY = '2001-01-01';

/** The walk's orders picked in batches of their own day, loaded onto the walk's bin as a dock. */
const flow = (): ShippingFlow => ({ token: admin, batch: batchFilters(clientId, { shipBy: WALK_DAY }), dock: binCode });

/** The shortest way from the machine's first state to each state, as transition names, without the unbuilt ones. */
function pathsOf(machine: StateMachine, unbuilt: readonly string[] = []): Map<string, string[]> {
  const [initial] = Object.keys(machine.states);
  const paths = new Map<string, string[]>([[initial!, []]]);
  const queue = [initial!];
  while (queue.length > 0) {
    const state = queue.shift()!;
    for (const { transition, to } of transitionsFrom(machine, state)) {
      if (paths.has(to) || unbuilt.includes(transition)) continue;
      paths.set(to, [...paths.get(state)!, transition]);
      queue.push(to);
    }
  }
  return paths;
}

async function documentIn(driver: Driver, machine: StateMachine, paths: Map<string, string[]>, state: string): Promise<string> {
  const key = await driver.create();
  let at = Object.keys(machine.states)[0]!;
  for (const transition of paths.get(state)!) {
    expect([transition, (await driver.perform(key, transition, at)).status]).toEqual([transition, 200]);
    at = machine.transitions[transition]!.to;
  }
  expect((await driver.read(key)).status).toBe(state);
  return key;
}

beforeAll(async () => {
  admin = await signIn('admin');
  const options = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload;
  const nordic = options.clients.find((c) => c.code === 'NORDIC')!;
  const skus = (await api<ReceivingSkuOption[]>(`/v1/receiving/options/skus?clientId=${nordic.id}`, { token: admin })).body.payload;
  clientId = nordic.id;
  serialSkuId = skus.find((s) => s.serialised)!.id;
  const code = uniqueZoneCode('S');
  const zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'State walk zone') })).body.payload.id;
  binCode = `${code}-1`;
  binId = (await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, binCode, 1) })).body.payload.id;
}, 60_000);

describe('every declared transition of every document', () => {
  it('has a driver for every document with a state machine, and every state is reachable', () => {
    for (const [document, machine] of Object.entries(DOCUMENT_MACHINES)) {
      expect([document, document in drivers]).toEqual([document, true]);
      const unbuilt = drivers[document]?.unbuilt;
      const built = Object.keys(machine.states).filter((state) => !unbuilt?.states.includes(state) && !drivers[document]?.systemOnly?.includes(state));
      expect([document, [...pathsOf(machine, [...(unbuilt?.transitions ?? []), ...(drivers[document]?.sideEffects ?? [])]).keys()].sort()]).toEqual([document, built.sort()]);
    }
  });

  for (const [document, driver] of Object.entries(drivers)) {
    if (!driver.unbuilt) continue;
    it(`${document}: the transitions a later issue builds (${driver.unbuilt.transitions.join(', ')}) have no endpoint yet, so no ${document} reaches ${driver.unbuilt.states.join(', ')}`, async () => {
      const key = await driver.create();
      const before = await driver.read(key);
      for (const transition of driver.unbuilt!.transitions) expect([transition, (await driver.perform(key, transition, before.status)).status]).toEqual([transition, 404]);
      expect(await driver.read(key)).toEqual(before);
    });
  }

  for (const [document, machine] of Object.entries(DOCUMENT_MACHINES)) {
    const driver = drivers[document]!;
    const paths = pathsOf(machine, [...(driver.unbuilt?.transitions ?? []), ...(driver.sideEffects ?? [])]);
    for (const state of Object.keys(machine.states)) {
      for (const [transition, rule] of Object.entries(machine.transitions)) {
        if (driver.unbuilt?.states.includes(state) || driver.unbuilt?.transitions.includes(transition) || driver.systemOnly?.includes(state)) continue;
        const declared = rule.from.includes(state);
        if (driver.pickedOnly?.includes(transition) && !declared) continue;
        if (driver.sideEffects?.includes(transition)) continue;
        const passive = driver.passive?.[transition]?.includes(state) ?? false;
        const expectation = declared ? `goes to ${rule.to}` : passive ? 'stays as it is' : 'answers 409 and changes nothing';
        it(`${document}: ${transition} from ${state} ${expectation}`, async () => {
          const key = await documentIn(driver, machine, paths, state);
          const before = await driver.read(key);
          const outcome = await driver.perform(key, transition, state);
          const after = await driver.read(key);
          if (declared) {
            expect(outcome.status).toBe(200);
            expect(after.status).toBe(rule.to);
          } else if (passive) {
            expect(outcome.status).toBe(200);
            expect(after.status).toBe(state);
          } else {
            expect(outcome.status).toBe(409);
            expect(outcome.payload).toMatchObject({
              document,
              id: before.number,
              state,
              attempted: driver.attemptedAs?.[transition] ?? transition,
              allowed: transitionsFrom(machine, state),
            });
            expect(after).toEqual(before);
          }
        }, 60_000);
      }
    }
  }
});

describe('concurrent transitions of one document', () => {
  it('lets only one of two simultaneous closes of a control number pass', async () => {
    const driver = drivers['control-number']!;
    const number = await documentIn(driver, DOCUMENT_MACHINES['control-number']!, pathsOf(DOCUMENT_MACHINES['control-number']!), 'received');
    const answers = await Promise.all([post(`${cnBase}/${number}/close`), post(`${cnBase}/${number}/close`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.payload).toMatchObject({ state: 'closed', allowed: [] });
    expect((await driver.read(number)).status).toBe('closed');
  });

  it('lets either completing or cancelling a cycle in progress pass, never both', async () => {
    const driver = drivers['counting-cycle']!;
    const id = await documentIn(driver, DOCUMENT_MACHINES['counting-cycle']!, pathsOf(DOCUMENT_MACHINES['counting-cycle']!), 'in_progress');
    const [completed, cancelled] = await Promise.all([post(`${cycleBase}/${id}/complete`), post(`${cycleBase}/${id}/cancel`, { reason: 'Race' })]);
    expect([completed.status, cancelled.status].sort()).toEqual([200, 409]);
    expect((await driver.read(id)).status).toBe(completed.status === 200 ? 'completed' : 'cancelled');
  });
});
