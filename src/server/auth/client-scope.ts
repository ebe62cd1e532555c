import { type AnyColumn, type SQL, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
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

/**
 * The client a call is about when the caller may name one: a client account's own (naming another
 * answers 403, never that client's data), or the one staff name (undefined when they name none).
 */
export function ownClientOr(c: AppContext, asked: string | null | undefined): string | undefined {
  const own = callerClientId(c);
  if (own === null) return asked ?? undefined;
  if (asked && asked !== own) throw new AppError(403, 'A client account sees only its own client.', { reason: 'other-client' });
  return own;
}
