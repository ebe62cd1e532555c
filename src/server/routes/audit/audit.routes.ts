import * as v from 'valibot';
import { AuditActionsSchema, AuditListSchema, AuditQuerySchema } from '../../../domain/audit';
import { defineRoute, named } from '../registry';
import { exportAudit, listAudit, listAuditActions } from './audit.handlers';

const tag = 'Audit log';

export const auditRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/settings/audit',
    access: 'SETTING_MENU',
    tag,
    summary: 'The audit log, newest first by default: search q, filters username, action, from (inclusive) and to (exclusive).',
    query: AuditQuerySchema,
    payload: named(AuditListSchema, 'AuditList'),
    handler: listAudit,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/settings/audit/export',
    access: 'SETTING_MENU',
    tag,
    summary: 'The audit rows of the same filter as CSV.',
    query: AuditQuerySchema,
    payload: v.string(),
    handler: exportAudit,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/settings/audit/actions',
    access: 'SETTING_MENU',
    tag,
    summary: 'Every action name in the log, for the filter.',
    payload: AuditActionsSchema,
    handler: listAuditActions,
  }),
];
