import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../domain/auth/schemas';
import { isClientSafePermission } from '../../domain/clients/client-portal';
import { type Grants, grantsOf } from '../../domain/permissions';
import type { Database } from '../db/client';
import { rolePermissions, roles, userRoles } from '../db/schema/auth';

export interface UserGrants {
  roles: SessionUser['roles'];
  permissions: string[];
  grants: Grants;
}

/**
 * Read on every request, so a role change reaches signed-in users on their next call. A client account
 * (`clientId` set) holds only client-safe permissions, whatever its roles say: this narrows what the
 * browser shows and what permission checks outside `requireAccess` (sync mutation kinds) let through.
 */
export async function loadGrants(db: Database, user: { id: string; clientId: string | null }): Promise<UserGrants> {
  const userId = user.id;
  const rows = await db
    .select({ id: roles.id, name: roles.name, isSuperAdmin: roles.isSuperAdmin, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  const byId = new Map<string, SessionUser['roles'][number]>();
  const permissions = new Set<string>();
  for (const row of rows) {
    byId.set(row.id, { id: row.id, name: row.name, isSuperAdmin: row.isSuperAdmin });
    if (row.permission) permissions.add(row.permission);
  }
  const list = [...byId.values()];
  const client = user.clientId !== null;
  const sorted = [...permissions].filter((p) => !client || isClientSafePermission(p)).sort();
  return { roles: list, permissions: sorted, grants: grantsOf(client ? [] : list, sorted) };
}

export function toSessionUser(
  user: { id: string; username: string; firstname: string; lastname: string },
  companyName: string,
  userRolesList: SessionUser['roles'],
  client: SessionUser['client'],
): SessionUser {
  return {
    client,
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    companyName,
    roles: userRolesList,
  };
}

/**
 * Inactive accounts, temporary ones past their end, and client accounts of an inactive client cannot
 * sign in, and lose their sessions. `clientActive` is null for staff (no client).
 */
export function accountUsable(user: { active: boolean; expiresAt: Date | null }, now: Date, clientActive: boolean | null = null): boolean {
  return user.active && clientActive !== false && (user.expiresAt === null || user.expiresAt.getTime() > now.getTime());
}
