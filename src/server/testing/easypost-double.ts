import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { customsErrors } from './easypost-double-customs';

/*
 * A loopback EasyPost for tests, written from its public API documentation (docs.easypost.com): the
 * endpoints server/carriers/easypost.ts calls, its error body `{ error: { code, message, errors } }`, and
 * failures a test switches on. It counts the labels bought per reference, so a test proves no double buy.
 * Like EasyPost, it refuses a shipment between two countries without a valid customs_info (the fields
 * of docs/customs-infos and docs/customs-items), and keeps the insurance bought with a label
 * (`insurance` on a shipment's buy) or after it (`POST /shipments/:id/insure`).
 */

export type EasyPostFailure =
  /** 401 with EasyPost's error body, whatever key is sent. */
  | 'credentials'
  /** 422 ADDRESS.VERIFY.FAILURE on creating a shipment or an order. */
  | 'address'
  /** A create answers 201 with no rates and the carriers' messages instead, as for an address no carrier serves. */
  | 'no-rates'
  /** 500 with an error body, after doing nothing. */
  | 'server-error'
  /** Does what was asked, then never answers: the lost answer that makes a retry dangerous. */
  | 'timeout';

/** Which calls a failure applies to. */
export type EasyPostCall = 'create' | 'retrieve' | 'buy' | 'insure' | 'refund' | 'tracker' | 'any';

interface Rate {
  id: string;
  object: 'Rate';
  carrier: string;
  service: string;
  rate: string;
  currency: string;
  delivery_days: number;
}

interface Shipment {
  id: string;
  object: 'Shipment';
  reference: string | null;
  from_address: unknown;
  to_address: unknown;
  parcel: { length: number; width: number; height: number; weight: number };
  options: { label_format?: string; currency?: string };
  customs_info: unknown;
  insurance: string | null;
  rates: Rate[];
  messages: { carrier: string; type: string; message: string }[];
  selected_rate: Rate | null;
  tracking_code: string | null;
  tracker: { public_url: string } | null;
  postage_label: { label_url: string; label_pdf_url: string | null; label_zpl_url: string | null } | null;
  refund_status: string | null;
}

interface Order {
  id: string;
  object: 'Order';
  reference: string | null;
  customs_info: unknown;
  rates: Rate[];
  messages: Shipment['messages'];
  shipments: Shipment[];
}

const PRICE_LIST = [
  { carrier: 'USPS', service: 'Priority', cents: 810, days: 2 },
  { carrier: 'UPS', service: 'Ground', cents: 1240, days: 4 },
];

const hex = () => randomBytes(16).toString('hex');
const cents = (value: number) => (value / 100).toFixed(2);

function errorBody(code: string, message: string, errors: unknown[] = []) {
  return { error: { code, message, errors } };
}

/** A create between two countries without valid customs: 422 with the field errors. The code and wording are ours; EasyPost documents the fields, not the words of this refusal. */
function customsRefusal(input: Record<string, unknown>): [number, unknown] | null {
  const errors = customsErrors(input.from_address, input.to_address, input.customs_info);
  return errors.length ? [422, errorBody('SHIPMENT.CUSTOMS.INVALID', 'Customs information is missing or invalid for this international shipment.', errors)] : null;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export interface EasyPostDouble {
  url: string;
  apiKey: string;
  /** Every call received, in order, with its JSON body. */
  calls: { method: string; path: string; body: Record<string, unknown> }[];
  /** The next `times` calls of kind `on` fail as `failure` ('address' and 'no-rates' always on 'create'). */
  fail(failure: EasyPostFailure, options?: { on?: EasyPostCall; times?: number }): void;
  labelsBought(reference: string): number;
  /** The insured amount of each shipment made under `reference` (an order's in its order), null where none. */
  insured(reference: string): (string | null)[];
  close(): Promise<void>;
}

export async function startEasyPostDouble(apiKey = 'EZTK_double_key'): Promise<EasyPostDouble> {
  const shipments = new Map<string, Shipment>();
  const orders = new Map<string, Order>();
  const bought = new Map<string, number>();
  const failures: { failure: EasyPostFailure; on: EasyPostCall; left: number }[] = [];
  const calls: EasyPostDouble['calls'] = [];
  const sockets = new Set<Socket>();
  let base = '';

  const find = <T extends { id: string; reference: string | null }>(map: Map<string, T>, idOrRef: string) =>
    map.get(idOrRef) ?? [...map.values()].find((o) => o.reference === idOrRef);

  function newShipment(body: Record<string, unknown>, reference: string | null): Shipment {
    const parcel = body.parcel as Shipment['parcel'];
    const options = (body.options ?? {}) as Shipment['options'];
    const shipment: Shipment = {
      id: `shp_${hex()}`,
      object: 'Shipment',
      reference,
      from_address: body.from_address,
      to_address: body.to_address,
      parcel,
      options,
      customs_info: body.customs_info ?? null,
      insurance: null,
      rates: PRICE_LIST.map((p) => ({ id: `rate_${hex()}`, object: 'Rate', carrier: p.carrier, service: p.service, rate: cents(p.cents), currency: 'USD', delivery_days: p.days })),
      messages: [],
      selected_rate: null,
      tracking_code: null,
      tracker: null,
      postage_label: null,
      refund_status: null,
    };
    shipments.set(shipment.id, shipment);
    return shipment;
  }

  function labelUrls(s: Shipment) {
    const format = (s.options.label_format ?? 'PNG').toUpperCase();
    return {
      label_url: `${base}/files/${s.id}.png`,
      label_pdf_url: format === 'PDF' ? `${base}/files/${s.id}.pdf` : null,
      label_zpl_url: format === 'ZPL' ? `${base}/files/${s.id}.zpl` : null,
    };
  }

  function buy(s: Shipment, rate: Rate, reference: string | null, insurance: unknown = null): Shipment {
    s.selected_rate = rate;
    if (insurance !== null && insurance !== undefined && Number(insurance) > 0) s.insurance = Number(insurance).toFixed(2);
    s.tracking_code = `9400${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
    s.tracker = { public_url: `${base}/track/${s.tracking_code}` };
    s.postage_label = labelUrls(s);
    if (reference !== null) bought.set(reference, (bought.get(reference) ?? 0) + 1);
    return s;
  }

  function callOf(method: string, path: string): EasyPostCall {
    if (method === 'POST' && /^\/v2\/(shipments|orders)$/.test(path)) return 'create';
    if (method === 'POST' && path.endsWith('/buy')) return 'buy';
    if (method === 'POST' && path.endsWith('/insure')) return 'insure';
    if (method === 'POST' && path.endsWith('/refund')) return 'refund';
    if (path === '/v2/trackers') return 'tracker';
    return 'retrieve';
  }

  /** Answers one API call: [status, body]. */
  function handle(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): [number, unknown] {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v2/shipments') {
      const input = body.shipment as Record<string, unknown>;
      const refused = customsRefusal(input);
      if (refused) return refused;
      return [201, newShipment(input, (input.reference as string | undefined) ?? null)];
    }
    if (method === 'POST' && path === '/v2/orders') {
      const input = body.order as Record<string, unknown>;
      const reference = (input.reference as string | undefined) ?? null;
      const refused = customsRefusal(input);
      if (refused) return refused;
      const common = { from_address: input.from_address, to_address: input.to_address, customs_info: input.customs_info };
      const children = (input.shipments as Record<string, unknown>[]).map((s) => newShipment({ ...common, ...s }, null));
      const order: Order = {
        id: `order_${hex()}`,
        object: 'Order',
        reference,
        customs_info: input.customs_info ?? null,
        shipments: children,
        rates: PRICE_LIST.map((p) => ({ id: `rate_${hex()}`, object: 'Rate', carrier: p.carrier, service: p.service, rate: cents(p.cents * children.length), currency: 'USD', delivery_days: p.days })),
        messages: [],
      };
      orders.set(order.id, order);
      return [201, order];
    }
    if ((m = path.match(/^\/v2\/shipments\/([^/]+)$/)) && method === 'GET') {
      const s = find(shipments, decodeURIComponent(m[1]!));
      return s ? [200, s] : [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
    }
    if ((m = path.match(/^\/v2\/orders\/([^/]+)$/)) && method === 'GET') {
      const o = find(orders, decodeURIComponent(m[1]!));
      return o ? [200, o] : [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
    }
    if ((m = path.match(/^\/v2\/shipments\/([^/]+)\/buy$/)) && method === 'POST') {
      const s = shipments.get(m[1]!);
      if (!s) return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
      if (s.postage_label) return [422, errorBody('SHIPMENT.POSTAGE.EXISTS', 'Postage already exists for this shipment.')];
      const rate = s.rates.find((r) => r.id === (body.rate as { id?: string } | undefined)?.id);
      if (!rate) return [422, errorBody('SHIPMENT.RATE.INVALID', 'The rate is not one of this shipment\'s rates.')];
      return [200, buy(s, rate, s.reference, body.insurance)];
    }
    if ((m = path.match(/^\/v2\/orders\/([^/]+)\/buy$/)) && method === 'POST') {
      const o = orders.get(m[1]!);
      if (!o) return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
      if (o.shipments.some((s) => s.postage_label)) return [422, errorBody('ORDER.POSTAGE.EXISTS', 'Postage already exists for this order.')];
      const pick = (s: Shipment) => s.rates.find((r) => r.carrier === body.carrier && r.service === body.service);
      if (!o.shipments.every(pick)) return [422, errorBody('ORDER.RATE.UNAVAILABLE', `No ${String(body.carrier)} ${String(body.service)} rate for this order.`)];
      for (const s of o.shipments) buy(s, pick(s)!, o.reference);
      return [200, o];
    }
    if ((m = path.match(/^\/v2\/shipments\/([^/]+)\/label$/)) && method === 'GET') {
      const s = shipments.get(m[1]!);
      if (!s?.postage_label) return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
      s.options.label_format = query.get('file_format') ?? 'PNG';
      s.postage_label = { ...s.postage_label, ...labelUrls(s), label_url: s.postage_label.label_url };
      return [200, s];
    }
    if ((m = path.match(/^\/v2\/shipments\/([^/]+)\/insure$/)) && method === 'POST') {
      const s = shipments.get(m[1]!);
      if (!s) return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
      // The docs: "first Buy a Shipment, then make the insurance call".
      if (!s.postage_label) return [422, errorBody('SHIPMENT.INSURANCE.UNAVAILABLE', 'Buy the shipment before insuring it.')];
      if (!(Number(body.amount) > 0)) return [422, errorBody('SHIPMENT.INSURANCE.INVALID', 'The amount to insure must be greater than zero.', [{ field: 'amount', message: 'must be greater than zero' }])];
      s.insurance = Number(body.amount).toFixed(2);
      return [200, s];
    }
    if ((m = path.match(/^\/v2\/shipments\/([^/]+)\/refund$/)) && method === 'POST') {
      const s = shipments.get(m[1]!);
      if (!s) return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
      if (!s.postage_label) return [422, errorBody('SHIPMENT.REFUND.UNAVAILABLE', 'This shipment has no postage to refund.')];
      s.refund_status ??= 'submitted';
      return [200, s];
    }
    if (method === 'POST' && path === '/v2/trackers') {
      const code = (body.tracker as { tracking_code?: string } | undefined)?.tracking_code ?? '';
      return [
        201,
        {
          id: `trk_${hex()}`,
          object: 'Tracker',
          tracking_code: code,
          status: 'in_transit',
          public_url: `${base}/track/${code}`,
          tracking_details: [{ object: 'TrackingDetail', datetime: '2026-11-27T10:00:00Z', status: 'pre_transit', message: 'Pre-Shipment information received' }, { object: 'TrackingDetail', datetime: '2026-11-28T07:00:00Z', status: 'in_transit', message: 'Arrived at facility' }],
        },
      ];
    }
    return [404, errorBody('NOT_FOUND', 'The requested resource could not be found.')];
  }

  function takeFailure(call: EasyPostCall): EasyPostFailure | null {
    const index = failures.findIndex((f) => f.on === 'any' || f.on === call);
    if (index < 0) return null;
    const entry = failures[index]!;
    if (--entry.left <= 0) failures.splice(index, 1);
    return entry.failure;
  }

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const body = await readJson(req);
      const method = req.method ?? 'GET';
      const fileMatch = url.pathname.match(/^\/files\/([^/]+)\.(png|pdf|zpl)$/);
      if (fileMatch) {
        // Label files sit on a file host without the API's authentication, as EasyPost's do.
        const content = fileMatch[2] === 'zpl' ? `^XA^FO50,50^A0N,40,40^FD${fileMatch[1]}^FS^XZ` : `${fileMatch[2]} label of ${fileMatch[1]}`;
        res.writeHead(200).end(content);
        return;
      }
      calls.push({ method, path: url.pathname, body });
      const failure = takeFailure(callOf(method, url.pathname));
      const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
      if (failure === 'credentials' || req.headers.authorization !== expected) {
        answer(res, 401, errorBody('APIKEY.INACTIVE', 'This api key is no longer active. Please use a different api key or reactivate this key.'));
        return;
      }
      if (failure === 'server-error') {
        answer(res, 500, errorBody('INTERNAL_SERVER_ERROR', 'We\'re sorry, something went wrong. If the problem persists, contact support@easypost.com.'));
        return;
      }
      if (failure === 'address') {
        answer(res, 422, errorBody('ADDRESS.VERIFY.FAILURE', 'Address not found', [{ field: 'street1', message: 'House number is missing', suggestion: null }]));
        return;
      }
      const [status, result] = handle(method, url.pathname, url.searchParams, body);
      if (failure === 'timeout') return;
      if (failure === 'no-rates') {
        const created = result as Shipment | Order;
        const withoutRates = [created, ...('shipments' in created ? created.shipments : [])];
        for (const o of withoutRates) {
          o.rates = [];
          o.messages = PRICE_LIST.map((p) => ({ carrier: p.carrier, type: 'rate_error', message: `Unable to retrieve ${p.carrier} rates, please verify the to_address.` }));
        }
      }
      answer(res, status, result);
    })().catch((err: unknown) => answer(res, 400, errorBody('BAD_REQUEST', String(err))));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${base}/v2`,
    apiKey,
    calls,
    fail(failure, options = {}) {
      // Only a create validates addresses and rates.
      failures.push({ failure, on: failure === 'address' || failure === 'no-rates' ? 'create' : (options.on ?? 'any'), left: options.times ?? 1 });
    },
    labelsBought: (reference) => bought.get(reference) ?? 0,
    insured(reference) {
      const order = find(orders, reference);
      const made = order ? order.shipments : [find(shipments, reference)].filter((one) => one !== undefined);
      return made.map((one) => one.insurance);
    },
    close() {
      // Requests left unanswered on purpose would hold close() forever.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
