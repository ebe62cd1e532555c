import type { Grants } from '../../domain/permissions';
import { authOf } from '../auth/access';
import type { AppContext, Deps } from '../context';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/auth';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  companyId?: string | null;
  userId?: string | null;
  username?: string | null;
  device?: string | null;
  address?: string | null;
  detail?: Record<string, unknown>;
}

/** Who did what to which record, from which device: one row per security-relevant event. */
export async function audit(deps: Deps, entry: AuditEntry): Promise<void> {
  await deps.db.insert(auditLog).values({ ...entry, at: deps.now() });
}

type CallerEntry = { action: string; entity: string; entityId?: string | null; detail?: Record<string, unknown> };

/** An audit row for the signed-in caller of `c`: who, from which device and address, in which company. */
export async function auditCaller(c: AppContext, entry: CallerEntry, db: Database = c.get('deps').db): Promise<void> {
  await auditActor(db, callerActor(c), entry);
}

/** One audit row per entry for the caller of `c`, in one insert: a bulk action audits each record it touched. */
export async function auditCallerEach(c: AppContext, entries: readonly CallerEntry[], db: Database = c.get('deps').db): Promise<void> {
  await auditActorEach(db, callerActor(c), entries);
}

/** One audit row per entry for `actor`, in as few inserts as the bind-parameter limit allows. */
export async function auditActorEach(db: Database, actor: Actor, entries: readonly CallerEntry[]): Promise<void> {
  const { companyId, userId, username, device, address, at } = actor;
  // In slices: a large selection would pass PostgreSQL's limit of bind parameters in one insert.
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(auditLog).values(entries.slice(start, start + 1000).map((entry) => ({ ...entry, companyId, userId, username, device, address, at })));
  }
}

/** Who acts, as a transition or a synced mutation knows them: a request's caller or a device's batch. */
export interface Actor {
  companyId: string;
  userId: string;
  username: string;
  device: string | null;
  address: string | null;
  at: Date;
}

/** The signed-in caller of `c` as an actor, at the server's clock, with the grants a transition checks. */
export function callerActor(c: AppContext): Actor & { grants: Grants } {
  const auth = authOf(c);
  const client = c.get('client');
  return {
    companyId: auth.companyId,
    userId: auth.user.id,
    username: auth.user.username,
    device: client.device ?? auth.session.device,
    address: client.address,
    at: c.get('deps').now(),
    grants: auth.grants,
  };
}

/** An audit row for `actor`, written with the caller's transaction. */
export async function auditActor(db: Database, actor: Actor, entry: CallerEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    companyId: actor.companyId,
    userId: actor.userId,
    username: actor.username,
    device: actor.device,
    address: actor.address,
    at: actor.at,
  });
}
