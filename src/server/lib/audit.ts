import type { Deps } from '../context';
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
