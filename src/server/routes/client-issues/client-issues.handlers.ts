import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { IssueAssign, IssueCreate, IssueListQuery, IssueMessageCreate } from '../../../domain/client-issues/client-issues';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { localeOfAcceptLanguage } from '../../../domain/locale';
import { STAFF_ONLY_ISSUE_STEPS, type clientIssueStates } from '../../../domain/states/client-issue-states';
import { configuredLinkOrigin } from '../../accounts/link-origin';
import { authOf } from '../../auth/access';
import { ownClientOr } from '../../auth/client-scope';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/auth';
import { clientIssueMessages, clientIssuePhotos, clientIssues } from '../../db/schema/client-issues';
import { clients } from '../../db/schema/master';
import { queueMails } from '../../mail/outbox';
import { sendQueuedMail } from '../../mail/sender';
import { type Actor, auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { decodePhotos, photoResponse } from '../../lib/photos';
import { ok } from '../../lib/respond';
import { performTransition } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { clientHas } from './issue-concerns';
import { issueMessageMail, newIssueMail } from './issue-mail';
import { type IssueScope, exportIssues, issueDetail, issueStats, listIssues } from './issue-rows';
import { type LockedIssue, clientIssueStore } from './issue-state';
import { clientChoices } from '../clients/client-rows';

type NumberParam = { number: string };

/** A mail goes to at most this many staff: a company with more issue handlers assigns its issues. */
const STAFF_MAIL_MAX = 50;

const scopeOf = (c: AppContext): IssueScope => {
  const auth = authOf(c);
  return { companyId: auth.companyId, clientId: auth.clientId, userId: auth.user.id };
};

const detailOf = (c: AppContext, number: string) => issueDetail(c.get('deps').db, scopeOf(c), number);

function requireStaff(c: AppContext): void {
  if (authOf(c).clientId !== null) throw new AppError(403, 'Only the warehouse does this.', { reason: 'staff-only' });
}

/** The issue locked, if the caller may see it: another client's is as unknown as a missing one. */
async function lockScoped(tx: Database, scope: IssueScope, number: string): Promise<LockedIssue> {
  const doc = await clientIssueStore.lock(tx, scope.companyId, number);
  if (!doc || (scope.clientId !== null && doc.clientId !== scope.clientId)) throw new AppError(404, clientIssueStore.notFound(number));
  return doc;
}

/** The issue store as the caller reaches it: a transition locks the issue only within the caller's scope. */
const scopedStore = (scope: IssueScope) => ({ ...clientIssueStore, lock: (tx: Database, _company: string, key: string) => lockScoped(tx, scope, key) });

export async function listHandler(c: AppContext, _body: undefined, query: IssueListQuery) {
  ownClientOr(c, query.clientId);
  const page = await listIssues(c.get('deps').db, scopeOf(c), query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: IssueListQuery) {
  ownClientOr(c, query.clientId);
  const rows = await exportIssues(c.get('deps').db, scopeOf(c), query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'client-issues.csv',
    ['number', 'status', 'client', 'subject', 'concern', 'reference', 'reported_by', 'reported_at', 'assignee', 'updated_at', 'resolved_at', 'messages'],
    rows.map((i) => [i.number, i.status, i.client.name, i.subject, i.concern?.kind ?? '', i.concern?.reference ?? '', i.createdBy, i.createdAt, i.assignee?.username ?? '', i.updatedAt, i.resolvedAt, i.messages]),
  );
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  return ok(c, await detailOf(c, number));
}

export async function statsHandler(c: AppContext, _body: undefined, query: { clientId?: string | undefined }) {
  return ok(c, await issueStats(c.get('deps').db, scopeOf(c), ownClientOr(c, query.clientId), authOf(c).timeZone, c.get('deps').now()));
}

/** The clients an issue may be about: every active client for staff, the account's own for a client account. */
export async function clientsHandler(c: AppContext) {
  const auth = authOf(c);
  return ok(c, { clients: await clientChoices(c.get('deps').db, auth.companyId, { by: 'name', only: auth.clientId }) });
}

/** Staff who may be assigned: active accounts of the company, not client accounts, holding the permission (or super admins). */
function issueHandlers(db: Database, companyId: string, only?: string) {
  return db
    .selectDistinct({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, 'CLIENT_ISSUE_REPORT')))
    .where(
      and(
        eq(users.companyId, companyId),
        only === undefined ? undefined : eq(users.id, only),
        isNull(users.clientId),
        eq(users.active, true),
        or(isNull(users.expiresAt), sql`${users.expiresAt} > now()`),
        or(eq(roles.isSuperAdmin, true), sql`${rolePermissions.permission} is not null`),
      ),
    );
}

export async function assigneesHandler(c: AppContext) {
  requireStaff(c);
  const people = await issueHandlers(c.get('deps').db, authOf(c).companyId).orderBy(asc(users.username)).limit(500);
  return ok(c, { people: people.map(({ id, username }) => ({ id, username })) });
}

interface IssueMail {
  number: string;
  subject: string;
  clientId: string;
  body: string;
}

/** The link to the issue on the dashboard, when a link address is configured. */
async function issueLink(c: AppContext, tx: Database, companyId: string, number: string): Promise<string | null> {
  const origin = await configuredLinkOrigin(c.get('deps'), tx, companyId);
  return origin ? `${origin}/issue_dashboard?issue=${encodeURIComponent(number)}` : null;
}

/**
 * Queues the mails a new issue or message sends, in the caller's transaction: from the client's side to
 * the assignee (or every issue handler while nobody is assigned), from the warehouse to the client's
 * portal accounts (or the client's contact address when it has none).
 */
async function queueIssueMails(c: AppContext, tx: Database, actor: Actor, mail: IssueMail & { kind: 'new' | 'message'; fromClient: boolean; assigneeId: string | null }): Promise<void> {
  const [client] = await tx.select({ name: clients.name, email: clients.email }).from(clients).where(eq(clients.id, mail.clientId));
  const input = {
    number: mail.number,
    subject: mail.subject,
    clientName: client?.name ?? '',
    body: mail.body,
    link: await issueLink(c, tx, actor.companyId, mail.number),
    locale: localeOfAcceptLanguage(c.req.header('accept-language')),
  };
  const text = mail.kind === 'new' ? newIssueMail(input) : issueMessageMail({ ...input, fromClient: mail.fromClient });
  let recipients: { email: string | null; userId: string | null }[];
  if (mail.fromClient) {
    const staff = await issueHandlers(tx, actor.companyId).limit(STAFF_MAIL_MAX);
    const assignee = staff.filter((person) => person.id === mail.assigneeId);
    recipients = (assignee.length > 0 ? assignee : staff).map((person) => ({ email: person.email, userId: person.id }));
  } else {
    const portal = await tx
      .select({ email: users.email, userId: users.id })
      .from(users)
      .where(and(eq(users.clientId, mail.clientId), eq(users.active, true), ne(users.id, actor.userId)))
      .limit(STAFF_MAIL_MAX);
    recipients = portal.some((r) => r.email) ? portal : [{ email: client?.email ?? null, userId: null }];
  }
  const kind = mail.kind === 'new' ? 'client_issue' : 'client_issue_message';
  await queueMails(tx, recipients.flatMap(({ email, userId }) => (email ? [{ companyId: actor.companyId, kind, to: email, ...text, link: input.link, userId, createdAt: actor.at }] : [])));
}

export async function createHandler(c: AppContext, body: IssueCreate) {
  const actor = callerActor(c);
  const auth = authOf(c);
  const clientId = ownClientOr(c, body.clientId);
  if (!clientId) throw new AppError(400, 'Say which client the issue is about.', { fields: [{ field: 'clientId', rule: 'required', message: 'Say which client the issue is about.' }] });
  const db = c.get('deps').db;
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, actor.companyId), eq(clients.id, clientId)));
  if (!client) throw new AppError(400, 'No such client.', { fields: [{ field: 'clientId', rule: 'unknown', message: 'No such client.' }] });
  if (body.concern && !(await clientHas(db, actor.companyId, clientId, body.concern.kind, body.concern.reference))) {
    const message = 'Nothing of this client has this reference.';
    throw new AppError(400, message, { fields: [{ field: 'concern.reference', rule: 'unknown-reference', message }] });
  }
  const photos = decodePhotos(body.photos);
  const number = await db.transaction(async (tx) => {
    const [issued] = await nextNumbers(tx, actor.companyId, 'client-issue', 1, actor.at);
    if (!issued) throw new Error('no client issue number issued');
    const [issue] = await tx.insert(clientIssues).values({
      companyId: actor.companyId,
      clientId,
      number: issued,
      subject: body.subject,
      description: body.description,
      concernKind: body.concern?.kind ?? null,
      concernRef: body.concern?.reference ?? null,
      createdBy: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    }).returning({ id: clientIssues.id });
    if (photos.length > 0) await tx.insert(clientIssuePhotos).values(photos.map((photo) => ({ companyId: actor.companyId, issueId: issue!.id, clientId, at: actor.at, ...photo })));
    await auditActor(tx, actor, { action: 'client-issue.create', entity: 'client-issue', entityId: issued, detail: { clientId, concern: body.concern, photos: photos.length } });
    await queueIssueMails(c, tx, actor, { kind: 'new', number: issued, subject: body.subject, clientId, body: body.description, fromClient: auth.clientId !== null, assigneeId: null });
    return issued;
  });
  void sendQueuedMail(c.get('deps'));
  return ok(c, await detailOf(c, number));
}

/**
 * One photo of an issue's report: a client account only its own client's (another client's answers 404,
 * as an unknown id), staff any of the company's.
 */
export async function photoHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const scope = scopeOf(c);
  const [photo] = await c
    .get('deps')
    .db.select({ contentType: clientIssuePhotos.contentType, data: clientIssuePhotos.data })
    .from(clientIssuePhotos)
    .where(and(eq(clientIssuePhotos.companyId, scope.companyId), eq(clientIssuePhotos.id, id), scope.clientId === null ? undefined : eq(clientIssuePhotos.clientId, scope.clientId)));
  return photoResponse(c, photo);
}

/** A message in the thread; the other side is told by mail. Staff answering an open issue start it. */
export async function messageHandler(c: AppContext, body: IssueMessageCreate, _q: undefined, { number }: NumberParam) {
  const actor = callerActor(c);
  const scope = scopeOf(c);
  const fromClient = scope.clientId !== null;
  await c.get('deps').db.transaction(async (tx) => {
    const doc = await lockScoped(tx, scope, number);
    const [issue] = await tx.select({ subject: clientIssues.subject, assigneeId: clientIssues.assigneeId }).from(clientIssues).where(eq(clientIssues.id, doc.id));
    await tx.insert(clientIssueMessages).values({ issueId: doc.id, authorId: actor.userId, fromClient, body: body.body, createdAt: actor.at });
    if (!fromClient && doc.state === 'open') {
      // Locked again in the same transaction: the lock is the caller's already.
      await performTransition(tx, actor, scopedStore(scope), number, 'start');
    } else {
      await tx.update(clientIssues).set({ updatedAt: actor.at }).where(eq(clientIssues.id, doc.id));
    }
    await auditActor(tx, actor, { action: 'client-issue.message', entity: 'client-issue', entityId: number, detail: { fromClient } });
    await queueIssueMails(c, tx, actor, { kind: 'message', number, subject: issue!.subject, clientId: doc.clientId, body: body.body, fromClient, assigneeId: issue!.assigneeId });
  });
  void sendQueuedMail(c.get('deps'));
  return ok(c, await detailOf(c, number));
}

export async function assignHandler(c: AppContext, body: IssueAssign, _q: undefined, { number }: NumberParam) {
  requireStaff(c);
  const actor = callerActor(c);
  const db = c.get('deps').db;
  if (body.assigneeId !== null) {
    const [person] = await issueHandlers(db, actor.companyId, body.assigneeId);
    if (!person) throw new AppError(400, 'This person does not handle client issues.', { fields: [{ field: 'assigneeId', rule: 'unknown', message: 'This person does not handle client issues.' }] });
  }
  await db.transaction(async (tx) => {
    const doc = await lockScoped(tx, scopeOf(c), number);
    await tx.update(clientIssues).set({ assigneeId: body.assigneeId, updatedAt: actor.at }).where(eq(clientIssues.id, doc.id));
    await auditActor(tx, actor, { action: 'client-issue.assign', entity: 'client-issue', entityId: number, detail: { assigneeId: body.assigneeId } });
  });
  return ok(c, await detailOf(c, number));
}

/** A step of the issue's state machine; a client account may only reopen its own client's issue. */
export function stepHandler(step: keyof typeof clientIssueStates.transitions) {
  return async (c: AppContext, _b: undefined, _q: undefined, { number }: NumberParam) => {
    if (STAFF_ONLY_ISSUE_STEPS.includes(step)) requireStaff(c);
    const actor = callerActor(c);
    const scope = scopeOf(c);
    await c.get('deps').db.transaction((tx) =>
      performTransition(tx, actor, scopedStore(scope), number, step, async () => ({
        values: { resolvedAt: step === 'resolve' ? actor.at : null },
      })),
    );
    return ok(c, await detailOf(c, number));
  };
}
