import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { PhotoRefSchema, PhotosSchema } from '../photos/photos';
import { ISSUE_CONCERNS, ISSUE_SORTS, ISSUE_STATUSES } from './statuses';

/*
 * Client issues (issue 21, docs/decisions/0036-client-issues.md): a client's portal account reports a
 * problem with one of its units or orders; staff answer in the issue's thread and move it through its
 * states. The same schemas check the portal's forms and the API's input.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

export const ISSUE_SUBJECT_MAX = 200;
export const ISSUE_TEXT_MAX = 5000;

export const IssueConcernSchema = v.object({ kind: v.picklist(ISSUE_CONCERNS), reference: text(80) });

export const IssueCreateSchema = v.object({
  /** Staff report on a client's behalf and name it; a client account's own client is taken, whatever is sent. */
  clientId: v.nullable(IdSchema),
  subject: text(ISSUE_SUBJECT_MAX),
  /** Checked against the client's own units and orders; null for a question about nothing in particular. */
  concern: v.nullable(IssueConcernSchema),
  description: text(ISSUE_TEXT_MAX),
  /** What it looks like (ADR 0036 "Photos"): up to 5 JPEG or WebP of at most 400 KB, resized on the device. */
  photos: v.optional(PhotosSchema, []),
});
export type IssueCreate = v.InferOutput<typeof IssueCreateSchema>;
export type IssueCreateInput = v.InferInput<typeof IssueCreateSchema>;

export const IssueMessageCreateSchema = v.object({ body: text(ISSUE_TEXT_MAX) });
export type IssueMessageCreate = v.InferOutput<typeof IssueMessageCreateSchema>;

export const IssueAssignSchema = v.object({ assigneeId: v.nullable(IdSchema) });
export type IssueAssign = v.InferOutput<typeof IssueAssignSchema>;

export const IssueNumberParamsSchema = v.object({ number: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)) });

export const IssueListQuerySchema = listQuerySchema(ISSUE_SORTS, {
  status: v.optional(v.picklist(ISSUE_STATUSES)),
  clientId: v.optional(IdSchema),
  /** `me`: assigned to the caller; `none`: nobody's yet. */
  assigned: v.optional(v.picklist(['me', 'none'])),
});
export type IssueListQuery = v.InferOutput<typeof IssueListQuerySchema>;

const IssueSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(ISSUE_STATUSES),
  client: v.object({ id: v.string(), name: v.string() }),
  subject: v.string(),
  concern: v.nullable(v.object({ kind: v.picklist(ISSUE_CONCERNS), reference: v.string() })),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  resolvedAt: v.nullable(v.string()),
  assignee: v.nullable(v.object({ id: v.string(), username: v.string() })),
  messages: v.number(),
});
export type ClientIssue = v.InferOutput<typeof IssueSchema>;

export const IssueListSchema = listPageSchema(IssueSchema);

const IssueMessageSchema = v.object({
  id: v.string(),
  author: v.nullable(v.string()),
  /** Written by the client's side (a portal account), else by the warehouse. */
  fromClient: v.boolean(),
  body: v.string(),
  at: v.string(),
});

export const IssueDetailSchema = v.object({
  ...IssueSchema.entries,
  description: v.string(),
  /** The report's photos, in the order attached; each is read from GET /v1/client-issues/photos/:id. */
  photos: v.array(PhotoRefSchema),
  thread: v.array(IssueMessageSchema),
  history: v.array(v.object({ action: v.string(), username: v.nullable(v.string()), at: v.string(), detail: v.record(v.string(), v.unknown()) })),
});
export type IssueDetail = v.InferOutput<typeof IssueDetailSchema>;

/** Whom an issue may be assigned to: the company's staff who hold the permission. */
export const IssueAssigneesSchema = v.object({ people: v.array(v.object({ id: v.string(), username: v.string() })) });

/** Age buckets of open issues, in days since they were reported (upper bounds; the last is open-ended). */
export const ISSUE_AGE_BUCKETS = [1, 3, 7, 30] as const;

export const IssueStatsQuerySchema = v.object({ clientId: v.optional(IdSchema) });

/** The dashboard's charts: open issues by age, and how long resolving took, per week of resolution. */
export const IssueStatsSchema = v.object({
  byStatus: v.array(v.object({ status: v.picklist(ISSUE_STATUSES), count: v.number() })),
  /** `upToDays` null: older than the last bucket. */
  openByAge: v.array(v.object({ upToDays: v.nullable(v.number()), count: v.number() })),
  /** The last 12 weeks, oldest first: issues resolved that week and their median hours from report to resolution. */
  resolution: v.array(v.object({ week: v.string(), resolved: v.number(), medianHours: v.nullable(v.number()) })),
});
export type IssueStats = v.InferOutput<typeof IssueStatsSchema>;
