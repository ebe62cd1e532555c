import * as v from 'valibot';
import { MovementHistoryPageSchema, MovementHistoryQuerySchema } from '../../../domain/ledger/movement-history';
import { defineRoute, named } from '../registry';
import { exportMovements, listMovements } from './movements.handlers';

const tag = 'Movements';
const filters =
  'Filters: type, from / to (instants), item (WMS number or serial), user (username), device, sku, lot, bin, zone, container (codes: a movement out of or into the place), referenceType, reference (document number).';

// Every staff account reads the ledger (spec: Movement History has no permission); a client's portal login never does.
export const movementHistoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/movements',
    access: 'staff',
    tag,
    summary: `The ledger, newest first, one page: pass the answer's next as after for the following page. ${filters}`,
    query: MovementHistoryQuerySchema,
    payload: named(MovementHistoryPageSchema, 'MovementHistoryPage'),
    handler: listMovements,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/movements/export',
    access: 'staff',
    tag,
    summary: `Every movement of the same filter as the list, as CSV, streamed newest first. ${filters}`,
    query: MovementHistoryQuerySchema,
    payload: v.string(),
    handler: exportMovements,
  }),
];
