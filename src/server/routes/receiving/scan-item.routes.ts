import { ScanContextSchema, ControlNumberParamSchema } from '../../../domain/receiving/scan-context';
import { WmsBlockRequestSchema, WmsBlockSchema } from '../../../domain/receiving/items';
import { defineRoute, named } from '../registry';
import { reserveWmsBlock, scanContext } from './scan-item.handlers';

const tag = 'Receiving';

/** The scan-item screen's own calls; the units themselves arrive as outbox mutations (receive.mutations). */
export const scanItemRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/receiving/wms-blocks',
    // RECEIVING_DETAIL_SCAN or RELABEL_ACTION: the handler checks (one pool of WMS numbers per device).
    access: 'staff',
    tag,
    summary:
      'Reserves count (default 200) consecutive WMS numbers for the calling device. Units scanned with kind receiving.item.receive ' +
      'and relabels (item.relabel) must carry a reserved number; each number labels one unit. Needs RECEIVING_DETAIL_SCAN or RELABEL_ACTION.',
    body: WmsBlockRequestSchema,
    payload: named(WmsBlockSchema, 'WmsBlock'),
    handler: reserveWmsBlock,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/receiving/control-numbers/:number/scan-context',
    access: 'RECEIVING_DETAIL_SCAN',
    tag,
    summary: 'What a handheld needs to scan into a control number offline: header, expected lines, the client’s active SKUs with barcodes, units so far.',
    params: ControlNumberParamSchema,
    payload: named(ScanContextSchema, 'ScanContext'),
    handler: scanContext,
  }),
];
