import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AccountTokenKind } from '../../domain/accounts/account-tokens';
import { accountUsable } from '../auth/session-user';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema/admin';
import { users } from '../db/schema/auth';

/**
 * Invitation and password-reset tokens. The link carries 32 random bytes; only their SHA-256 is
 * stored (like session tokens), so a copy of the database opens no account. A token is used once.
 */

export interface UsableToken {
  id: string;
  kind: AccountTokenKind;
  userId: string;
  username: string;
  companyId: string;
  expiresAt: Date;
}

export type Inspection =
  | { state: 'usable'; token: UsableToken }
  | { state: 'invalid' }
  | { state: 'expired'; kind: AccountTokenKind };

/**
 * A new token for the user, replacing any unused one of the same kind (only the newest link works).
 * Run it in a transaction: the user's row is locked so two issues for one user do not both survive.
 */
export async function issueAccountToken(
  db: Database,
  input: { userId: string; kind: AccountTokenKind; createdBy: string | null; now: Date; lifetimeMs: number },
): Promise<string> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.kind, input.kind), isNull(accountTokens.usedAt)));
  const token = newToken();
  await db.insert(accountTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.lifetimeMs),
  });
  return token;
}

/**
 * What a token is worth now: usable, expired (known, unused, past its end), or invalid (unknown, used,
 * replaced, or its account inactive or past its own end: such an account cannot use any token).
 */
export async function inspectAccountToken(db: Database, token: string, now: Date): Promise<Inspection> {
  const [row] = await db
    .select({
      id: accountTokens.id,
      kind: accountTokens.kind,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
      user: { id: users.id, username: users.username, companyId: users.companyId, active: users.active, expiresAt: users.expiresAt },
    })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.usedAt !== null || !accountUsable(row.user, now)) return { state: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired', kind: row.kind };
  return {
    state: 'usable',
    token: { id: row.id, kind: row.kind, userId: row.user.id, username: row.user.username, companyId: row.user.companyId, expiresAt: row.expiresAt },
  };
}

/**
 * Marks the token used if it still is usable, in one statement: of two parallel consumes of one token
 * exactly one gets `true`. The caller sets the password in the same transaction.
 */
export async function consumeAccountToken(db: Database, tokenId: string, now: Date): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning({ id: accountTokens.id });
  return used.length === 1;
}

/** Once a password is set, no other open link of that user may set it again. */
export async function dropOtherTokens(db: Database, userId: string, keepId: string): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), ne(accountTokens.id, keepId)));
}

/**
 * Deletes tokens that ended a month ago. Until then an expired link still says "expired" (and which
 * kind) rather than "invalid", so the user learns whom to ask.
 */
export async function pruneAccountTokens(db: Database, now: Date): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 30 * 86_400_000)));
}
