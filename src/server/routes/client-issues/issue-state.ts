import { and, eq } from 'drizzle-orm';
import type { IssueStatus } from '../../../domain/client-issues/statuses';
import { clientIssueStates } from '../../../domain/states/client-issue-states';
import type { Database } from '../../db/client';
import { clientIssues } from '../../db/schema/client-issues';
import { type DocumentStore, type LockedDocument, conditionalStateWrite } from '../../lib/transition';

export interface LockedIssue extends LockedDocument<IssueStatus> {
  clientId: string;
}

/** The issue's row, locked until the transaction ends, with the client it belongs to (the caller's scope is checked on it). */
export async function lockIssue(tx: Database, companyId: string, number: string): Promise<LockedIssue | null> {
  const [row] = await tx
    .select({ id: clientIssues.id, number: clientIssues.number, state: clientIssues.status, clientId: clientIssues.clientId })
    .from(clientIssues)
    .where(and(eq(clientIssues.companyId, companyId), eq(clientIssues.number, number)))
    .for('update');
  return row ?? null;
}

export const clientIssueStore: DocumentStore<LockedIssue, keyof typeof clientIssueStates.transitions, Partial<typeof clientIssues.$inferInsert>> = {
  machine: clientIssueStates,
  audit: { entity: 'client-issue', prefix: 'client-issue' },
  lock: lockIssue,
  write: conditionalStateWrite(clientIssues),
  notFound: (number) => `No client issue ${number}.`,
};
