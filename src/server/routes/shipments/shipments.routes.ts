import * as v from 'valibot';
import { ShipmentLabelsSchema } from '../../../domain/printing/shipping-label';
import { CombineShipmentsSchema, LabelAnswerSchema, LabelPrintChoiceSchema, RatesAnswerSchema, ShipmentDetailSchema, ShipmentEditSchema, ShipmentListQuerySchema, ShipmentListSchema, ShipmentParamsSchema } from '../../../domain/shipping/shipments';
import { defineRoute, named } from '../registry';
import { buyLabelHandler, ratesHandler, voidLabelHandler } from './label.handlers';
import { combineHandler, editHandler } from './shipment-edits';
import { labelsHandler } from './shipment-labels';
import { detailHandler, exportHandler, listHandler } from './shipments.handlers';

const tag = 'Shipments';
const base = '/v1/shipping/shipments';

/** Shipments are read with SHIPMENT_LIST (docs/decisions/0030-shipments.md); their labels by any staff account. */
export const shipmentRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access: 'SHIPMENT_LIST',
    tag,
    summary: 'Shipments, one page: search q on number, tracking number, SSCC or order number; filters status, client, carrier, day (made on, company zone); sort, dir.',
    query: ShipmentListQuerySchema,
    payload: named(ShipmentListSchema, 'ShipmentList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access: 'SHIPMENT_LIST',
    tag,
    summary: 'The shipment list as CSV, with the same filters.',
    query: ShipmentListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number`,
    access: 'SHIPMENT_LIST',
    tag,
    summary: 'A shipment: client, carrier, ship-to, orders, cartons with SSCC, weight, units and tracking, the carrier’s last refusal.',
    params: ShipmentParamsSchema,
    payload: named(ShipmentDetailSchema, 'ShipmentDetail'),
    handler: detailHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/combine`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary: 'Packed shipments of one client to one address become one new packed shipment with all their orders and cartons (numbered again); they are cancelled.',
    body: CombineShipmentsSchema,
    payload: named(ShipmentDetailSchema, 'ShipmentDetail'),
    errors: { 409: 'A shipment is not packed (state conflict), or they are for different clients or addresses (payload.reason not-combinable)' },
    handler: combineHandler,
  }),
  defineRoute({
    method: 'put',
    path: `${base}/:number`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary: 'Carrier, service and declared value (cents, ISO 4217 currency) of a shipment whose label is not bought yet.',
    params: ShipmentParamsSchema,
    body: ShipmentEditSchema,
    payload: named(ShipmentDetailSchema, 'ShipmentDetail'),
    errors: { 409: 'The label is bought already (payload.reason labelled): void it first' },
    handler: editHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number/rates`,
    // Whoever may buy the label may see what it would cost: the same permission as the purchase.
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary:
      'The rates of a packed shipment from its carrier (own fleet: its one rate), cheapest first, for its cartons, addresses, declared value and customs as they stand; nothing is bought. ' +
      'A carrier refusal answers rates: [] with its message (payload.problem), not kept on the shipment.',
    params: ShipmentParamsSchema,
    payload: named(RatesAnswerSchema, 'RatesAnswer'),
    errors: { 409: 'The shipment is not packed (state conflict)', 422: 'It leaves the country and a SKU has no HS tariff number or country of origin (payload.reason customs-incomplete, payload.skus)' },
    handler: ratesHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/label`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary:
      'Buys the labels of a packed shipment from its carrier (own fleet, or the shipping API of its carrier) and prints them on printerId as ZPL when given. ' +
      'service (optional) is the chosen rate\'s, kept on the shipment. A labelled shipment answers what it has; buying again after a timeout never buys twice. A carrier refusal answers labelled: false with its message (also kept on the shipment).',
    params: ShipmentParamsSchema,
    body: LabelPrintChoiceSchema,
    payload: named(LabelAnswerSchema, 'LabelAnswer'),
    errors: { 409: 'The shipment is not packed (state conflict)', 422: 'It leaves the country and a SKU has no HS tariff number or country of origin (payload.reason customs-incomplete, payload.skus)' },
    handler: buyLabelHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/void-label`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary: 'Voids the labels of a labelled shipment that has not left: refunded at the carrier, tracking numbers cleared, cartons off the dock, shipment packed again.',
    params: ShipmentParamsSchema,
    payload: named(ShipmentDetailSchema, 'ShipmentDetail'),
    errors: { 409: 'The shipment is not labelled (state conflict); a carrier refusing the void answers 422, a carrier failing 502 or 504 (payload: kind, carrierMessage, advice)' },
    handler: voidLabelHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number/labels`,
    // The label page has no permission (spec): any staff account that packs or ships may print it.
    access: 'staff',
    tag,
    summary: 'The shipping labels of a shipment, one per carton: ship-from, ship-to, carrier and service, carton n of m, weight, tracking number, SSCC, and the carrier’s own label where it supplies one.',
    params: ShipmentParamsSchema,
    payload: named(ShipmentLabelsSchema, 'ShipmentLabels'),
    handler: labelsHandler,
  }),
];
