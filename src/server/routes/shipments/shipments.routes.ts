import * as v from 'valibot';
import { ShipmentLabelsSchema } from '../../../domain/printing/shipping-label';
import { ShipmentDetailSchema, ShipmentListQuerySchema, ShipmentListSchema, ShipmentParamsSchema } from '../../../domain/shipping/shipments';
import { defineRoute, named } from '../registry';
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
