import * as v from 'valibot';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { PERMISSIONS } from '../permissions';

export const RoleFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(60)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(300)),
  isSuperAdmin: v.boolean(),
  permissions: v.pipe(
    v.array(v.picklist(PERMISSIONS)),
    v.check((list) => new Set(list).size === list.length, 'Each permission once'),
  ),
});
export type RoleFormInput = v.InferOutput<typeof RoleFormSchema>;

export const RoleListQuerySchema = listQuerySchema(['name', 'accounts', 'createdAt']);
export type RoleListQuery = v.InferOutput<typeof RoleListQuerySchema>;

export const RoleSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  isSuperAdmin: v.boolean(),
  permissionCount: v.number(),
  /** Accounts holding the role. */
  accounts: v.number(),
  createdAt: v.string(),
});
export type RoleSummary = v.InferOutput<typeof RoleSummarySchema>;

export const RoleListSchema = listPageSchema(RoleSummarySchema);

export const RoleDetailSchema = v.object({
  ...RoleSummarySchema.entries,
  permissions: v.array(v.string()),
});
export type RoleDetail = v.InferOutput<typeof RoleDetailSchema>;
