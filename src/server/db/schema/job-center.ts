import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobResult } from '../../../domain/job-center/jobs';
import { photoColumns } from './admin';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One result recorded at a job-center station (issue 20, ADR 0035). Its id is the device's mutation's
 * result id, so a replay cannot record it twice. `result` is the whole form as the station sent it
 * (codes by id, accessories, minutes, notes); `destination` where the routing sent the unit, and the
 * `status` movement that moved it names this row (reference type job). No foreign keys: like the
 * ledger, the history outlives a force-deleted unit.
 */
export const jobResults = pgTable(
  'job_results',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    itemId: uuid('item_id').notNull(),
    type: text('type', { enum: ['qc', 'repair', 'clean'] }).notNull(),
    outcome: text('outcome', { enum: ['pass', 'fail'] }),
    destination: text('destination', { enum: ['available', 'qc', 'repair', 'clean', 'scrap'] }).notNull(),
    result: jsonb('result').$type<JobResult>().notNull(),
    minutes: integer('minutes'),
    scrapListNumber: text('scrap_list_number'),
    userId: uuid('user_id'),
    device: text('device'),
    recordedAt: at('recorded_at').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('job_results_item_idx').on(t.itemId, t.at),
    index('job_results_company_idx').on(t.companyId, t.type, t.at),
    check('job_results_type_check', sql`${t.type} in ('qc', 'repair', 'clean')`),
  ],
);

/**
 * The photos of a QC result (ADR 0035 "Photos"), in the database as bytea: no disk to share between
 * the API's processes, one backup, and written in the result's own transaction. At most 5 a result
 * and 400 KB each (the shared schema). `item_id` and `company_id` are the result's, so the item
 * detail finds them without the result's JSON, which never holds them.
 */
export const jobResultPhotos = pgTable(
  'job_result_photos',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => jobResults.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    ...photoColumns(),
  },
  (t) => [
    index('job_result_photos_result_idx').on(t.resultId, t.position),
    index('job_result_photos_item_idx').on(t.itemId),
    check('job_result_photos_type_check', sql`${t.contentType} in ('image/jpeg', 'image/webp')`),
  ],
);
