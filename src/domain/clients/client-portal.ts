import type { Permission } from '../permissions';

/**
 * The permissions a client account (a portal login of one client, `users.clientId` set) may hold and
 * use. The server refuses every other permission route to such an account, whatever its roles say
 * (docs/decisions/0007-client-accounts-and-api-keys.md).
 */
export const CLIENT_SAFE_PERMISSIONS: readonly Permission[] = ['CLIENT_ISSUE_REPORT'];

const safe: ReadonlySet<string> = new Set(CLIENT_SAFE_PERMISSIONS);

export function isClientSafePermission(permission: string): boolean {
  return safe.has(permission);
}

/** A role a client account may hold: no super admin, and only client-safe permissions. */
export function isClientSafeRole(role: { isSuperAdmin: boolean; permissions: readonly string[] }): boolean {
  return !role.isSuperAdmin && role.permissions.every(isClientSafePermission);
}
