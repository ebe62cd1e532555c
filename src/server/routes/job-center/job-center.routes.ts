import * as v from 'valibot';
import { JobPackSchema, JobQueuePageSchema, JobQueueQuerySchema, JobSendSchema, JobTypeParamsSchema, JobUnitLookupQuerySchema, JobUnitLookupSchema } from '../../../domain/job-center/job-reads';
import { PhotoParamsSchema } from '../../../domain/photos/photos';
import { defineRoute, named } from '../registry';
import { photoHandler } from './job-photos';
import { lookupHandler, packHandler, queueExportHandler, queueHandler, sendHandler } from './job-center.handlers';

const tag = 'Job center';
const base = '/v1/job-center';
const typePermission = 'The action page also needs JOB_CENTER_<TYPE> (403 with payload.reason job-permission)';

/** The job center's calls; results arrive as job-center.result mutations (job.mutations). */
export const jobCenterRoutes = [
  defineRoute({
    method: 'get',
    path: `${base}/queue`,
    access: 'JOB_CENTER_MENU',
    tag,
    summary: 'Units waiting in the queues (type filters one), oldest first: SKU, client, place, since when, from which status and who sent them; counts per queue.',
    query: JobQueueQuerySchema,
    payload: named(JobQueuePageSchema, 'JobQueuePage'),
    handler: queueHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/queue/export`,
    access: 'JOB_CENTER_MENU',
    tag,
    summary: 'The same units as the queue list, as CSV.',
    query: JobQueueQuerySchema,
    payload: v.string(),
    handler: queueExportHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/send`,
    access: 'JOB_CENTER_MENU',
    tag,
    summary: 'Sends units (WMS numbers or serials) to a queue, all or none: a status movement each.',
    body: JobSendSchema,
    payload: v.object({ sent: v.number() }),
    errors: { 409: 'A unit is unknown, held by a scrap list, or not in stock (payload.reason units-refused, payload.units); nothing was sent' },
    handler: sendHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:type/pack`,
    access: 'JOB_CENTER_ACTION',
    tag,
    summary: `What a station needs offline: its queue's units (oldest first, with earlier results), the active error, area and repair codes and accessories, the routing. ${typePermission}.`,
    params: JobTypeParamsSchema,
    payload: named(JobPackSchema, 'JobPack'),
    handler: packHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:type/units`,
    access: 'JOB_CENTER_ACTION',
    tag,
    summary: `Units by WMS number or serial (case-insensitive), whatever their status: for a scan the station's pack does not hold. ${typePermission}.`,
    params: JobTypeParamsSchema,
    query: JobUnitLookupQuerySchema,
    payload: named(JobUnitLookupSchema, 'JobUnitLookup'),
    handler: lookupHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/photos/:id`,
    access: 'ITEM_DETAIL_VIEW',
    tag,
    summary: 'One photo of a QC result (image/jpeg or image/webp, the image itself, not an envelope), as the item detail lists them; private cache, nosniff.',
    params: PhotoParamsSchema,
    payload: v.unknown(),
    errors: { 404: 'No such photo' },
    handler: photoHandler,
  }),
];
