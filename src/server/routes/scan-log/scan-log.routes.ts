import { ScanLogListSchema, ScanLogQuerySchema } from '../../../domain/scan/scan-log';
import { defineRoute, named } from '../registry';
import { listScanLog } from './scan-log.handlers';

export const scanLogRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/scan-log',
    access: 'REPORT',
    tag: 'Scan log',
    summary:
      'Scans sent by handhelds (kind scan-log.record through POST /v1/sync), newest first, optionally for one device or username. ' +
      'Next page: before = the last item’s receivedAt and beforeId = its id. total counts all matches of device and username.',
    query: ScanLogQuerySchema,
    payload: named(ScanLogListSchema, 'ScanLogList'),
    handler: listScanLog,
  }),
];
