import * as v from 'valibot';
import { listPageSchema, listQuerySchema } from './lists/list-query';
import { IsoInstantSchema } from './scan/scan-log';

/** The audit log (`/setting/log`): who did what, when, to which record, from which device. */
export const AuditQuerySchema = listQuerySchema(['at', 'action', 'username', 'entity'], {
  username: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))),
  from: v.optional(IsoInstantSchema),
  to: v.optional(IsoInstantSchema),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  username: v.nullable(v.string()),
  action: v.string(),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  device: v.nullable(v.string()),
  address: v.nullable(v.string()),
  detail: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditListSchema = listPageSchema(AuditEntrySchema);

/** Every action name written so far, for the filter's choices. */
export const AuditActionsSchema = v.array(v.string());
