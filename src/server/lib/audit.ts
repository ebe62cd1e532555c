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

/** An audit row for the signed-in caller of `c`: who, from which device and address, in which company. */
export async function auditCaller(
  c: AppContext,
  entry: { action: string; entity: string; entityId?: string | null; detail?: Record<string, unknown> },
  db: Database = c.get('deps').db,
): Promise<void> {
  const auth = authOf(c);
  const client = c.get('client');
  await db.insert(auditLog).values({
    ...entry,
    companyId: auth.companyId,
    userId: auth.user.id,
    username: auth.user.username,
    device: client.device ?? auth.session.device,
    address: client.address,
    at: c.get('deps').now(),
  });
}
