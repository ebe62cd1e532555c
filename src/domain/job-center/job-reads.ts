import * as v from 'valibot';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { ITEM_STATUSES } from '../receiving/statuses';
import { ERROR_CODE_ROUTES, JOB_DESTINATIONS, JOB_TYPES } from './job-types';

/* What the job center's screens read (ADR 0035): a station's offline pack, a unit looked up, the queue list, a send. */

const Id = v.pipe(v.string(), v.uuid());

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
