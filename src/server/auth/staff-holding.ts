import { type SQL, and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Permission } from '../../domain/permissions';
import { users } from '../db/schema/auth';

/**
 * Staff who may do the work of `permission` (counters, pickers): active, not past a temporary account's
 * end, not a client account, and holding it through a role (or a super admin role). A condition on `users`.
 */
export function staffHolding(companyId: string, now: Date, permission: Permission): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    eq(users.active, true),
    isNull(users.clientId),
    or(isNull(users.expiresAt), gt(users.expiresAt, now)),
    // Outer column written raw: drizzle leaves columns of a single-table query unqualified.
    sql`exists (
      select 1 from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = ${sql.raw('"users"."id"')}
        and (r.is_super_admin or exists (select 1 from role_permissions rp where rp.role_id = r.id and rp.permission = ${permission}))
    )`,
  );
}
