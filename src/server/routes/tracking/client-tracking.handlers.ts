import { and, asc, eq } from 'drizzle-orm';
import type { ImportBody } from '../../../domain/import/columns';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { hasAnyPermission } from '../../../domain/permissions';
import type { ClientTracking, TrackingFormInput, TrackingListQuery } from '../../../domain/tracking/client-tracking';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema/master';
import { clientTrackings } from '../../db/schema/receiving';
import { auditCaller } from '../../lib/audit';
import { runImport } from '../../lib/csv-import';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { checkNumberFree, checkReferences, numberTaken } from './tracking-checks';
import { trackingImportSpec } from './tracking-import';
import { companyToday, exportTrackings, findTracking, listTrackings } from './tracking-rows';

type Id = { id: string };

/** Who may read the client picker: those who register parcels and those who read the report. */
const OPTIONS_PERMISSIONS = ['RECEIVING_CREATE', 'RECEIVING_LIST'] as const;

const today = async (c: AppContext) => (await companyToday(c.get('deps').db, authOf(c).companyId, c.get('deps').now())).today;

export async function listTrackingsHandler(c: AppContext, _body: undefined, query: TrackingListQuery) {
  const page = await listTrackings(c.get('deps').db, authOf(c).companyId, query, await today(c));
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportTrackingsHandler(c: AppContext, _body: undefined, query: TrackingListQuery) {
  const rows = await exportTrackings(c.get('deps').db, authOf(c).companyId, query, await today(c), EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'client-trackings.csv',
    ['client_code', 'tracking_number', 'carrier_code', 'expected_on', 'reference', 'notes', 'state', 'arrived_at', 'arrived_by', 'received'],
    rows.map((r) => [
      r.client?.code, r.trackingNumber, r.carrier?.code, r.expectedOn, r.reference, r.notes, r.state, r.arrivedAt, r.arrivedBy, r.received ? 'yes' : 'no',
    ]),
  );
}

async function existing(c: AppContext, id: string): Promise<ClientTracking> {
  const found = await findTracking(c.get('deps').db, authOf(c).companyId, id, await today(c));
  if (!found) throw new AppError(404, 'No such tracking number.');
  return found;
}

export async function getTrackingHandler(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  return ok(c, await existing(c, id));
}

/** The active clients, for the management form and the report's filter. */
export async function trackingOptions(c: AppContext) {
  const auth = authOf(c);
  if (!hasAnyPermission(auth.grants, OPTIONS_PERMISSIONS)) {
    throw new AppError(403, 'You do not have permission to do this.', { permission: OPTIONS_PERMISSIONS.join(' or ') });
  }
  const rows = await c
    .get('deps')
    .db.select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, auth.companyId), eq(clients.active, true)))
    .orderBy(asc(clients.code));
  return ok(c, { clients: rows });
}

const columnsOf = (body: TrackingFormInput, now: Date) => ({
  clientId: body.clientId,
  trackingNumber: body.trackingNumber,
  carrierId: body.carrierId,
  expectedOn: body.expectedOn,
  reference: body.reference,
  notes: body.notes,
  updatedAt: now,
});

/** The unique index still catches a save racing this one after the checks saw the number free. */
const numberRace = (error: unknown) => {
  throw isUniqueViolation(error) ? numberTaken() : error;
};

export async function createTracking(c: AppContext, body: TrackingFormInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      await checkReferences(tx, auth.companyId, body);
      await checkNumberFree(tx, auth.companyId, body.trackingNumber, null);
      const [row] = await tx
        .insert(clientTrackings)
        .values({ companyId: auth.companyId, ...columnsOf(body, deps.now()), createdBy: auth.user.id, createdAt: deps.now() })
        .returning({ id: clientTrackings.id });
      if (!row) throw new Error('insert returned no row');
      await auditCaller(c, { action: 'client-tracking.create', entity: 'client_tracking', entityId: row.id, detail: { ...body } }, tx);
      return row.id;
    })
    .catch(numberRace);
  return ok(c, await existing(c, id));
}

function changesOf(before: ClientTracking, after: TrackingFormInput): Record<string, unknown> {
  const pairs: [string, unknown, unknown][] = [
    ['clientId', before.client?.id ?? null, after.clientId],
    ['trackingNumber', before.trackingNumber, after.trackingNumber],
    ['carrierId', before.carrier?.id ?? null, after.carrierId],
    ['expectedOn', before.expectedOn, after.expectedOn],
    ['reference', before.reference, after.reference],
    ['notes', before.notes, after.notes],
  ];
  return Object.fromEntries(pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => [field, { from, to }]));
}

/** Also how an unexpected parcel gets its client once someone knows it; it stays marked unexpected. */
export async function updateTracking(c: AppContext, body: TrackingFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const before = await existing(c, id);
  await deps.db
    .transaction(async (tx) => {
      await checkReferences(tx, auth.companyId, body);
      await checkNumberFree(tx, auth.companyId, body.trackingNumber, id);
      await tx.update(clientTrackings).set(columnsOf(body, deps.now())).where(eq(clientTrackings.id, id));
      await auditCaller(c, { action: 'client-tracking.update', entity: 'client_tracking', entityId: id, detail: { trackingNumber: body.trackingNumber, changes: changesOf(before, body) } }, tx);
    })
    .catch(numberRace);
  return ok(c, await existing(c, id));
}

/** Only a parcel that has not arrived: an arrival is a fact of the dock, kept for the report. */
export async function deleteTracking(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const tracking = await existing(c, id);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(clientTrackings).where(and(eq(clientTrackings.id, id), eq(clientTrackings.companyId, authOf(c).companyId))).returning({ arrivedAt: clientTrackings.arrivedAt });
    // Checked on the deleted row itself, so a scan landing between the read and the delete still wins.
    if (row?.arrivedAt) throw new AppError(409, 'This parcel has arrived: it stays on record.', { state: tracking.state });
    await auditCaller(c, { action: 'client-tracking.delete', entity: 'client_tracking', entityId: id, detail: { trackingNumber: tracking.trackingNumber, clientCode: tracking.client?.code ?? null } }, tx);
  });
  return ok(c, null);
}

/** CSV import (dry run, all-or-nothing or valid-only): new expected parcels only. */
export async function importTrackings(c: AppContext, body: ImportBody) {
  const auth = authOf(c);
  return ok(c, await runImport(c, trackingImportSpec(auth.companyId, auth.user.id, c.get('deps').now()), body));
}
