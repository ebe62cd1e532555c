import * as v from 'valibot';
import { PhotosSchema } from '../photos/photos';
import type { ErrorCodeRoute, JobDestination } from './job-types';

/*
 * The job center (issue 20, docs/decisions/0035-job-center.md): a queue per job type, each the units in
 * that status, and the one result a station records per unit: the result mutation and its routing. The
 * reads (a station's pack, the queue list) are in job-reads.ts, so the app shell, which registers every
 * mutation, does not carry them.
 */

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
    /**
     * Pass or fail; stored apart from the result (job_result_photos), never in its JSON. Optional so a
     * result queued before photos existed still parses; the station always sends the list.
     */
    photos: v.optional(PhotosSchema),
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

