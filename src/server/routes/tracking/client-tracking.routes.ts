import * as v from 'valibot';
import { ImportBodySchema, ImportResultSchema } from '../../../domain/import/columns';
import { IdParamSchema } from '../../../domain/lists/list-query';
import {
  ClientTrackingListSchema, ClientTrackingSchema, TrackingFormSchema, TrackingListQuerySchema, TrackingOptionsSchema,
} from '../../../domain/tracking/client-tracking';
import { TrackingReportQuerySchema, TrackingReportSchema } from '../../../domain/tracking/tracking-report';
import { defineRoute, named } from '../registry';
import {
  createTracking, deleteTracking, exportTrackingsHandler, getTrackingHandler, importTrackings, listTrackingsHandler, trackingOptions, updateTracking,
} from './client-tracking.handlers';
import { exportTrackingReport, trackingReport } from './tracking-report.handlers';

const tag = 'Client tracking';
const tracking = named(ClientTrackingSchema, 'ClientTracking');
const base = '/v1/receiving/client-trackings';
// The permissions of the pages (pages.ts): management RECEIVING_CREATE, report RECEIVING_LIST; the dock scan (tracking.arrive) RECEIVING_DETAIL_SCAN.
const access = 'RECEIVING_CREATE';
const reportAccess = 'RECEIVING_LIST';
const numberTaken = { 409: 'The tracking number is registered already (payload.fields)' };

export const clientTrackingRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access,
    tag,
    summary: 'Client tracking numbers, one page: search q (number, reference, notes, client), filters client / state / from / to (expected day), sort and dir.',
    query: TrackingListQuerySchema,
    payload: named(ClientTrackingListSchema, 'ClientTrackingList'),
    handler: listTrackingsHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access,
    tag,
    summary: 'Every tracking number matching the same filter as the list, as CSV (the import columns, then state, arrival and received).',
    query: TrackingListQuerySchema,
    payload: v.string(),
    handler: exportTrackingsHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/import`,
    access,
    tag,
    summary:
      'Registers expected parcels from CSV (columns client_code, tracking_number, carrier_code, expected_on YYYY-MM-DD, reference, notes). ' +
      'mode: dry-run checks only; all-or-nothing writes nothing unless every row is valid; valid-only writes the valid rows.',
    body: ImportBodySchema,
    payload: named(ImportResultSchema, 'ImportResult'),
    errors: { 409: 'A tracking number was registered by someone else while the import ran' },
    handler: importTrackings,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/options`,
    // chosen: signed-in here, RECEIVING_CREATE or RECEIVING_LIST checked by the handler (the form and the report both pick a client).
    access: 'signed-in',
    tag,
    summary: 'The active clients to pick from. Needs RECEIVING_CREATE or RECEIVING_LIST.',
    payload: named(TrackingOptionsSchema, 'TrackingOptions'),
    handler: trackingOptions,
  }),
  defineRoute({ method: 'get', path: `${base}/:id`, access, tag, summary: 'One tracking number.', params: IdParamSchema, payload: tracking, handler: getTrackingHandler }),
  defineRoute({
    method: 'post',
    path: base,
    access,
    tag,
    summary: 'Registers an expected parcel of a client; the number is unique in the company whatever its case.',
    body: TrackingFormSchema,
    payload: tracking,
    errors: numberTaken,
    handler: createTracking,
  }),
  defineRoute({
    method: 'put',
    path: `${base}/:id`,
    access,
    tag,
    summary: 'Changes a tracking number (also sets the client of an unexpected parcel).',
    params: IdParamSchema,
    body: TrackingFormSchema,
    payload: tracking,
    errors: numberTaken,
    handler: updateTracking,
  }),
  defineRoute({
    method: 'delete',
    path: `${base}/:id`,
    access,
    tag,
    summary: 'Deletes a tracking number that has not arrived.',
    params: IdParamSchema,
    payload: v.null(),
    errors: { 409: 'The parcel has arrived (payload.state)' },
    handler: deleteTracking,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/receiving/tracking-report',
    access: reportAccess,
    tag,
    summary:
      'Expected vs arrived vs received per client and expected day (from / to, client), overdue rows first (expected before today in the company zone, not arrived); ' +
      'unexpected parcels per arrival day.',
    query: TrackingReportQuerySchema,
    payload: named(TrackingReportSchema, 'TrackingReport'),
    handler: trackingReport,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/receiving/tracking-report/export',
    access: reportAccess,
    tag,
    summary: 'The tracking report as CSV (kind expected / unexpected, day, client, counts).',
    query: TrackingReportQuerySchema,
    payload: v.string(),
    handler: exportTrackingReport,
  }),
];
