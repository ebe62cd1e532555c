import { type AnyColumn, type SQL, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { authOf } from './access';

/** The client the caller is limited to: set for a client account (portal login), null for warehouse staff. */
export function callerClientId(c: AppContext): string | null {
  return authOf(c).clientId;
}

/**
 * A WHERE condition limiting `column` (a table's client reference) to the caller's client, or undefined
 * for staff, who see every client. Routes a client account may call scope their queries with it:
 * `where(and(eq(t.companyId, auth.companyId), clientScope(c, t.clientId)))`.
 */
export function clientScope(c: AppContext, column: AnyColumn): SQL | undefined {
  const clientId = callerClientId(c);
  return clientId === null ? undefined : eq(column, clientId);
}
