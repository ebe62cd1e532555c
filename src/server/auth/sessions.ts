import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { company } from '../db/schema/company';
import { sessions, users } from '../db/schema/auth';
import { clients } from '../db/schema/master';
import { sessionPolicy } from '../settings/system-config';
import { hashToken, newToken } from './tokens';

export type SessionKind = 'session' | 'pending_2fa';

/** last_seen_at is written at most this often per session; idle expiry is therefore this precise. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  deps: Deps,
  { companyId, ...input }: { userId: string; companyId: string; kind: SessionKind; device: string | null; address: string; timeZone: string | null },
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  const lifetime = input.kind === 'session' ? (await sessionPolicy(deps, companyId)).maxMs : deps.env.PENDING_2FA_MINUTES * 60_000;
  await deps.db.insert(sessions).values({
    ...input,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** The session behind a token with its user and company, or null when unknown, revoked or expired. */
export async function findLiveSession(deps: Deps, token: string, kind: SessionKind) {
  const [row] = await deps.db
    .select({
      session: { id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      // Only what a request needs: password hashes and TOTP secrets stay in the database.
      user: { id: users.id, username: users.username, firstname: users.firstname, lastname: users.lastname, active: users.active, expiresAt: users.expiresAt, clientId: users.clientId },
      company: { id: company.id, name: company.name, timeZone: company.timeZone },
      clientActive: clients.active,
      clientName: clients.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(company, eq(company.id, users.companyId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const now = deps.now().getTime();
  const { session } = row;
  let ended = now >= session.expiresAt.getTime();
  if (kind === 'session' && !ended) {
    const policy = await sessionPolicy(deps, row.company.id);
    // A shortened maximum applies to sessions already open too; a longer one only to new sessions.
    ended = now - session.lastSeenAt.getTime() > policy.idleMs || now - session.createdAt.getTime() >= policy.maxMs;
  }
  if (ended) {
    await revokeSession(deps.db, session.id, deps.now());
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: deps.now() }).where(eq(sessions.id, session.id));
  }
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Deletes sessions that ended more than a day ago; the audit log keeps the history. */
export async function pruneSessions(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 86_400_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)));
}
