import * as v from 'valibot';
import { QUEUE_STATUSES } from '../inventory/dashboard';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { ITEM_STATUSES } from '../receiving/statuses';

/*
 * The job center (issue 20, docs/decisions/0035-job-center.md): a queue per job type, each the units in
 * that status, and the one result a station records per unit. The device's offline pack, the result
 * mutation and the server's routing all come from here.
 */

export const JOB_TYPES = QUEUE_STATUSES;
export type JobType = (typeof JOB_TYPES)[number];

/** Where a result sends a unit: back to stock, another queue, or onto a draft scrap list. */
export const JOB_DESTINATIONS = ['available', 'qc', 'repair', 'clean', 'scrap'] as const;
export type JobDestination = (typeof JOB_DESTINATIONS)[number];

/** What an error code may ask of a QC fail instead of the general rule. */
export const ERROR_CODE_ROUTES = ['repair', 'clean', 'scrap'] as const;
export type ErrorCodeRoute = (typeof ERROR_CODE_ROUTES)[number];

/** The four routing rules an admin sets (system config `jobCenter.*`). */
export interface JobRouting {
  qcPass: JobDestination;
  qcFail: JobDestination;
  repairDone: JobDestination;
  cleanDone: JobDestination;
}

export const JOB_RECORD = 'job-center.result';

const Id = v.pipe(v.string(), v.uuid());
const Ids = (max: number) => v.pipe(v.array(Id), v.maxLength(max));
const Notes = v.pipe(v.string(), v.trim(), v.maxLength(2000));

export const QcResultSchema = v.pipe(
  v.object({
    type: v.literal('qc'),
    outcome: v.picklist(['pass', 'fail'], 'Choose pass or fail'),
    errorCodeIds: Ids(20),
    areaCodeIds: Ids(20),
    notes: Notes,
  }),
  v.forward(
    v.check((r) => r.outcome === 'pass' || r.errorCodeIds.length > 0, 'A failed unit needs at least one error code'),
    ['errorCodeIds'],
  ),
);

export const RepairResultSchema = v.object({
  type: v.literal('repair'),
  repairCodeIds: v.pipe(Ids(20), v.minLength(1, 'Choose at least one repair code')),
  accessories: v.pipe(v.array(v.object({ accessoryId: Id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) })), v.maxLength(20)),
  minutes: v.pipe(v.number('Enter the minutes spent'), v.integer('Whole minutes'), v.minValue(0), v.maxValue(24 * 60, 'At most 1440 minutes')),
  notes: Notes,
});

export const CleanResultSchema = v.object({ type: v.literal('clean'), notes: Notes });

export const JobResultSchema = v.variant('type', [QcResultSchema, RepairResultSchema, CleanResultSchema]);
export type JobResult = v.InferOutput<typeof JobResultSchema>;
export type JobResultInput = v.InferInput<typeof JobResultSchema>;

/** One result recorded at a station, online or queued offline: its id is the result's id (a replay records nothing twice). */
export const JobRecordSchema = v.object({
  id: Id,
  itemId: Id,
  result: JobResultSchema,
  recordedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type JobRecord = v.InferOutput<typeof JobRecordSchema>;

/** What the server answers a recorded result: where the unit went. */
export interface JobRecordAnswer {
  wmsNumber: string;
  to: JobDestination;
  /** The draft scrap list a QC fail put the unit on. */
  scrapList: string | null;
}

/**
 * Where a result sends the unit. A QC fail goes where the strictest of its error codes says (scrap over
 * clean over repair), else where the general rule says.
 */
export function routeOf(result: JobResult, routing: JobRouting, errorCodeRoutes: ReadonlyMap<string, ErrorCodeRoute>): JobDestination {
  switch (result.type) {
    case 'qc': {
      if (result.outcome === 'pass') return routing.qcPass;
      const asked = new Set(result.errorCodeIds.map((id) => errorCodeRoutes.get(id)).filter((r) => r !== undefined));
      const strictest = (['scrap', 'clean', 'repair'] as const).find((route) => asked.has(route));
      return strictest ?? routing.qcFail;
    }
    case 'repair':
      return routing.repairDone;
    case 'clean':
      return routing.cleanDone;
  }
}

/** The status a destination leaves the unit in: a unit on a scrap list waits there as available, held by the list. */
export const statusOf = (to: JobDestination) => (to === 'scrap' ? 'available' : to);

/** An earlier result of a unit, as the station shows it. */
export const JobHistoryEntrySchema = v.object({
  id: Id,
  type: v.picklist(JOB_TYPES),
  outcome: v.nullable(v.picklist(['pass', 'fail'])),
  to: v.picklist(JOB_DESTINATIONS),
  codes: v.array(v.string()),
  notes: v.string(),
  minutes: v.nullable(v.number()),
  by: v.nullable(v.string()),
  at: v.string(),
});
export type JobHistoryEntry = v.InferOutput<typeof JobHistoryEntrySchema>;

export const JobUnitSchema = v.object({
  id: Id,
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  skuCode: v.string(),
  skuDescription: v.string(),
  clientCode: v.string(),
  place: v.nullable(v.string()),
  /** When it entered its current status. */
  since: v.nullable(v.string()),
  heldBy: v.nullable(v.string()),
  history: v.array(JobHistoryEntrySchema),
});
export type JobUnit = v.InferOutput<typeof JobUnitSchema>;

const CodeSchema = v.object({ id: Id, code: v.string(), name: v.string() });
export type JobCode = v.InferOutput<typeof CodeSchema>;

/** Everything a station needs offline: its queue's units, the catalogues its result names, the routing. */
export const JobPackSchema = v.object({
  type: v.picklist(JOB_TYPES),
  downloadedAt: v.string(),
  units: v.array(JobUnitSchema),
  errorCodes: v.array(v.object({ ...CodeSchema.entries, onQcFail: v.nullable(v.picklist(ERROR_CODE_ROUTES)) })),
  areaCodes: v.array(CodeSchema),
  repairCodes: v.array(CodeSchema),
  accessories: v.array(CodeSchema),
  routing: v.object({ qcPass: v.picklist(JOB_DESTINATIONS), qcFail: v.picklist(JOB_DESTINATIONS), repairDone: v.picklist(JOB_DESTINATIONS), cleanDone: v.picklist(JOB_DESTINATIONS) }),
});
export type JobPack = v.InferOutput<typeof JobPackSchema>;

/** Most units a station's pack carries: the oldest waiting first, since they are worked first. */
export const JOB_PACK_MAX_UNITS = 5000;

export const JobTypeParamsSchema = v.object({ type: v.picklist(JOB_TYPES) });
export const JobUnitLookupQuerySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)) });
export const JobUnitLookupSchema = v.object({ units: v.array(JobUnitSchema) });

/** Sending units to a queue: the all-items page, the item list's selection, the item detail. */
export const JobSendSchema = v.object({
  type: v.picklist(JOB_TYPES, 'Choose a queue'),
  units: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a WMS number or serial'), v.maxLength(80))), v.minLength(1, 'Scan or enter at least one unit'), v.maxLength(1000, 'At most 1000 units at once')),
});
export type JobSend = v.InferOutput<typeof JobSendSchema>;

/** Statuses a unit may be sent to a queue from. */
export const SENDABLE_STATUSES = ['received', 'available', 'qc', 'repair', 'clean'] as const;

export const JOB_QUEUE_SORTS = ['since', 'wmsNumber', 'sku', 'client'] as const;
export const JOB_QUEUE_FILTERS = ['type', 'clientId'] as const;

export const JobQueueQuerySchema = listQuerySchema(JOB_QUEUE_SORTS, {
  type: v.optional(v.picklist(JOB_TYPES)),
  clientId: v.optional(v.pipe(v.string(), v.uuid())),
});
export type JobQueueQuery = v.InferOutput<typeof JobQueueQuerySchema>;

export const JobQueueRowSchema = v.object({
  id: Id,
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  status: v.picklist(JOB_TYPES),
  skuCode: v.string(),
  skuDescription: v.string(),
  clientCode: v.string(),
  place: v.nullable(v.string()),
  since: v.nullable(v.string()),
  /** Where it came from: the status before, and who sent it. */
  fromStatus: v.nullable(v.string()),
  sentBy: v.nullable(v.string()),
  heldBy: v.nullable(v.string()),
});
export type JobQueueRow = v.InferOutput<typeof JobQueueRowSchema>;
export const JobQueuePageSchema = v.object({
  ...listPageSchema(JobQueueRowSchema).entries,
  counts: v.object({ qc: v.number(), repair: v.number(), clean: v.number() }),
});
export type JobQueuePage = v.InferOutput<typeof JobQueuePageSchema>;
