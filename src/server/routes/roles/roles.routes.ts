import * as v from 'valibot';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { RoleDetailSchema, RoleFormSchema, RoleListQuerySchema, RoleListSchema } from '../../../domain/accounts/roles';
import { defineRoute, named } from '../registry';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.handlers';

const tag = 'Roles';
const role = named(RoleDetailSchema, 'Role');
const access = 'SETTING_MENU';

export const roleRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/admin/roles',
    access,
    tag,
    summary: 'Roles, one page, with how many permissions and accounts each has.',
    query: RoleListQuerySchema,
    payload: named(RoleListSchema, 'RoleList'),
    handler: listRoles,
  }),
  defineRoute({ method: 'get', path: '/v1/admin/roles/:id', access, tag, summary: 'One role with its permissions.', params: IdParamSchema, payload: role, handler: getRole }),
  defineRoute({
    method: 'post',
    path: '/v1/admin/roles',
    access,
    tag,
    summary: 'Creates a role. A super admin role keeps no permission list (it passes every check).',
    body: RoleFormSchema,
    payload: role,
    errors: { 409: 'The name is in use (payload.fields)' },
    handler: createRole,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/admin/roles/:id',
    access,
    tag,
    summary: 'Changes a role; its holders get the new permissions on their next request.',
    params: IdParamSchema,
    body: RoleFormSchema,
    payload: role,
    errors: { 409: 'The name is in use, or the last super admin role would lose its flag' },
    handler: updateRole,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/admin/roles/:id',
    access,
    tag,
    summary: 'Deletes a role that no account holds.',
    params: IdParamSchema,
    payload: v.null(),
    errors: { 409: 'Accounts hold the role (payload.usedBy)' },
    handler: deleteRole,
  }),
];
