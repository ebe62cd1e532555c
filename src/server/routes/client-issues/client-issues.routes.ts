import * as v from 'valibot';
import {
  IssueAssignSchema,
  IssueAssigneesSchema,
  IssueCreateSchema,
  IssueDetailSchema,
  IssueListQuerySchema,
  IssueListSchema,
  IssueMessageCreateSchema,
  IssueNumberParamsSchema,
  IssueStatsQuerySchema,
  IssueStatsSchema,
} from '../../../domain/client-issues/client-issues';
import { PhotoParamsSchema } from '../../../domain/photos/photos';
import { defineRoute, named } from '../registry';
import {
  assignHandler,
  assigneesHandler,
  clientsHandler,
  createHandler,
  exportHandler,
  getHandler,
  listHandler,
  messageHandler,
  photoHandler,
  statsHandler,
  stepHandler,
} from './client-issues.handlers';

const tag = 'Client issues';
const base = '/v1/client-issues';
const access = 'CLIENT_ISSUE_REPORT';
const detail = named(IssueDetailSchema, 'ClientIssueDetail');
const params = IssueNumberParamsSchema;
const scope = 'A client account sees its own client\'s issues only: another client\'s answers 404.';
const wrongState = 'The issue is in a state that does not allow this step (payload: document, id, state, attempted, allowed transitions)';

export const clientIssueRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access,
    tag,
    summary: `Client issues, one page, most recently changed first: q searches number, subject and reference; filters status, clientId, assigned (me, none). ${scope}`,
    query: IssueListQuerySchema,
    payload: named(IssueListSchema, 'ClientIssueList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access,
    tag,
    summary: `Every issue matching the list's filter, as CSV. ${scope}`,
    query: IssueListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/stats`,
    access,
    tag,
    summary: `The dashboard's figures: issues by status, open issues by age in days, and the last 12 weeks' resolutions with their median hours (weeks in the caller's time zone). ${scope}`,
    query: IssueStatsQuerySchema,
    payload: named(IssueStatsSchema, 'ClientIssueStats'),
    handler: statsHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/clients`,
    access,
    tag,
    summary: 'The clients an issue may be about: every active client for staff, its own for a client account.',
    payload: v.object({ clients: v.array(v.object({ id: v.string(), name: v.string() })) }),
    handler: clientsHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/assignees`,
    access,
    tag,
    summary: 'Staff an issue may be assigned to: active accounts holding CLIENT_ISSUE_REPORT, and super admins. Staff only (403 for a client account).',
    payload: named(IssueAssigneesSchema, 'ClientIssueAssignees'),
    handler: assigneesHandler,
  }),
  defineRoute({
    method: 'post',
    path: base,
    access,
    tag,
    summary:
      'Reports an issue, numbered from the sequence config (client-issue). A client account reports for its own client (clientId is ignored); staff name the client. ' +
      'The concern (a WMS number, serial, order number or reference, or tracking number) must be one of that client\'s (400 on concern.reference otherwise). ' +
      'Up to 5 photos (JPEG or WebP, at most 400 KB each, base64; the decoded bytes must be the type claimed), read back from GET /v1/client-issues/photos/:id. ' +
      'The warehouse\'s issue handlers are told by mail.',
    body: IssueCreateSchema,
    payload: detail,
    handler: createHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/photos/:id`,
    access,
    tag,
    summary: `One photo of an issue's report (image/jpeg or image/webp, the image itself, not an envelope), as the issue lists them; private cache, nosniff. ${scope}`,
    params: PhotoParamsSchema,
    payload: v.unknown(),
    errors: { 404: 'No such photo, or another client\'s' },
    handler: photoHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number`,
    access,
    tag,
    summary: `One issue: header, description, the thread of messages, history. ${scope}`,
    params,
    payload: detail,
    errors: { 404: 'No such issue, or another client\'s' },
    handler: getHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/messages`,
    access,
    tag,
    summary: `A message in the issue's thread; the other side is told by mail. Staff answering an open issue start it (open → in_progress). ${scope}`,
    params,
    body: IssueMessageCreateSchema,
    payload: detail,
    errors: { 404: 'No such issue, or another client\'s' },
    handler: messageHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/assign`,
    access,
    tag,
    summary: 'Assigns the issue to an issue handler (assigneeId null: to nobody). Staff only.',
    params,
    body: IssueAssignSchema,
    payload: detail,
    errors: { 404: 'No such issue' },
    handler: assignHandler,
  }),
  ...(['start', 'resolve', 'reopen'] as const).map((step) =>
    defineRoute({
      method: 'post',
      path: `${base}/:number/${step}`,
      access,
      tag,
      summary: {
        start: 'open → in_progress. Staff only.',
        resolve: 'open or in_progress → resolved. Staff only.',
        reopen: `resolved → open: the answer did not settle it. Staff, or a portal account of the issue's client. ${scope}`,
      }[step],
      params,
      payload: detail,
      errors: { 409: wrongState, 404: 'No such issue, or another client\'s' },
      handler: stepHandler(step),
    }),
  ),
];
