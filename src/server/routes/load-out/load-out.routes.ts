import { LoadOutPackSchema } from '../../../domain/shipping/load-out';
import { defineRoute, named } from '../registry';
import { loadOutHandler } from './load-out.handlers';

/** The load-out screen's download; the loads and the shipping confirmations arrive as outbox mutations. */
export const loadOutRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/shipping/load-out',
    access: 'SHIPMENT_MOVEMENT',
    tag: 'Load-out',
    summary:
      'What a load-out handheld needs offline: shipments that are labelled (and packed ones without a label, to refuse their cartons) with cartons, SSCCs and where each is loaded. ' +
      'Loads and confirmations then travel as shipping.load and shipping.ship mutations.',
    payload: named(LoadOutPackSchema, 'LoadOutPack'),
    handler: loadOutHandler,
  }),
];
