import { PackOrderParamsSchema, PackOrderSchema, PackingQueueSchema, PutWallBatchListSchema, PutWallPackSchema } from '../../../domain/shipping/packing';
import { PackingBlockRequestSchema, PackingBlockSchema } from '../../../domain/shipping/number-blocks';
import { defineRoute, named } from '../registry';
import { reservePackingBlock } from './packing-numbers';
import { packOrderHandler, putWallBatchesHandler, putWallPackHandler, queueHandler } from './packing.handlers';

const tag = 'Packing';
const base = '/v1/shipping/packing';

/** The packing screens' calls; cartons and packs arrive as outbox mutations (packing.mutations). */
export const packingRoutes = [
  defineRoute({
    method: 'post',
    path: `${base}/number-blocks`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary:
      'Reserves count (default 40) carton SSCCs and as many own-fleet tracking numbers to the device named by deviceId, so it labels cartons offline. ' +
      'packing.carton.open and shipping.label take them only from that device, each once.',
    body: PackingBlockRequestSchema,
    payload: named(PackingBlockSchema, 'PackingBlock'),
    handler: reservePackingBlock,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/queue`,
    access: 'SHIPMENT_PACKING_LIST',
    tag,
    summary: 'Picked orders waiting to be packed, most urgent first (priority, ship-by day, oldest pick), with the totes holding their units.',
    payload: named(PackingQueueSchema, 'PackingQueue'),
    handler: queueHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/orders/:id`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary:
      'What a packing station needs to pack an order offline: the order, its lines, its units and where they are, SKUs with barcodes, totes, active carton types, shipment and cartons. ' +
      'Packing then travels as packing.carton.open, packing.pack, packing.pack.undo and packing.carton.close mutations.',
    params: PackOrderParamsSchema,
    payload: named(PackOrderSchema, 'PackOrder'),
    handler: packOrderHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/batches`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary: 'Batches whose picked orders wait for the put-wall, with the totes their units are in.',
    payload: named(PutWallBatchListSchema, 'PutWallBatchList'),
    handler: putWallBatchesHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/batches/:id`,
    access: 'SHIPMENT_PACKING_DETAIL',
    tag,
    summary: "A batch for the put-wall: each picked order with its slot on the wall and its packing download; packing then travels as the packing screen's mutations.",
    params: PackOrderParamsSchema,
    payload: named(PutWallPackSchema, 'PutWallPack'),
    handler: putWallPackHandler,
  }),
];
