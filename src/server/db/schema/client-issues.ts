import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { photoColumns } from './admin';
import { users } from './auth';
import { company } from './company';
import { clients } from './master';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A problem a client reported (issue 21, ADR 0036): open → in_progress → resolved, reopened when the
 * answer did not settle it. `concern_*` is what it is about, as the client named it, checked against the
 * client's own units and orders when reported.
 */
export const clientIssues = pgTable(
  'client_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    /** From the sequence config (doc type client-issue, ISS…). */
    number: text('number').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'resolved'] }).notNull().default('open'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    concernKind: text('concern_kind', { enum: ['wms-number', 'serial', 'order', 'tracking'] }),
    concernRef: text('concern_ref'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_issues_number_key').on(t.companyId, t.number),
    index('client_issues_client_idx').on(t.companyId, t.clientId, t.createdAt),
    index('client_issues_status_idx').on(t.companyId, t.status, t.createdAt),
    index('client_issues_resolved_idx').on(t.companyId, t.resolvedAt),
    check('client_issues_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved')`),
    check('client_issues_concern_check', sql`(${t.concernKind} is null) = (${t.concernRef} is null)`),
  ],
);

/** The thread of an issue: the report's follow-ups and the warehouse's answers, oldest first. */
export const clientIssueMessages = pgTable(
  'client_issue_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id').notNull().references(() => clientIssues.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written from the client's side (a portal account); the mail goes the other way. */
    fromClient: boolean('from_client').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('client_issue_messages_issue_idx').on(t.issueId, t.createdAt)],
);

/**
 * The photos of an issue's report (ADR 0036 "Photos"), as bytea like a QC result's. `client_id` is the
 * issue's, kept on the row so the photo route scopes a client account by it without a join.
 */
export const clientIssuePhotos = pgTable(
  'client_issue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    issueId: uuid('issue_id').notNull().references(() => clientIssues.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    ...photoColumns(),
  },
  (t) => [
    index('client_issue_photos_issue_idx').on(t.issueId, t.position),
    check('client_issue_photos_type_check', sql`${t.contentType} in ('image/jpeg', 'image/webp')`),
  ],
);
