import { MoveUnitLookupQuerySchema, MoveUnitLookupSchema, MovementPackQuerySchema, MovementPackSchema } from '../../../domain/inventory/movement';
import { defineRoute, named } from '../registry';
import { lookupUnit, unitPack } from './movement-pack.handlers';

/** The movement screen's calls; the moves themselves arrive as outbox mutations (move.mutations). */
export const inventoryMoveRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/movement/pack',
    access: 'INVENTORY_MOVEMENT',
    tag: 'Movement',
    summary:
      'What a handheld needs to move stock offline: bins in walking order (with blocked and active), containers, every active SKU with barcodes, ' +
      'the units it is likely to move (the newest received ones and, with zoneId, those in the zone\'s bins) and their old labels. ' +
      'Moves then travel as inventory.move and inventory.move.undo mutations.',
    query: MovementPackQuerySchema,
    payload: named(MovementPackSchema, 'MovementPack'),
    handler: unitPack,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/movement/units',
    access: 'INVENTORY_MOVEMENT',
    tag: 'Movement',
    summary: 'A unit in a movable status by WMS number or serial (case-insensitive): for a scan the handheld\'s pack does not hold.',
    query: MoveUnitLookupQuerySchema,
    payload: named(MoveUnitLookupSchema, 'MoveUnitLookup'),
    handler: lookupUnit,
  }),
];
