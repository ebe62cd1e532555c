import { and, eq } from 'drizzle-orm';
import type { ControlNumberStatus } from '../../../domain/receiving/statuses';
import { controlNumberStates } from '../../../domain/states/control-number-states';
import type { Database } from '../../db/client';
import { controlNumbers } from '../../db/schema/receiving';
import { type DocumentStore, type LockedDocument, conditionalStateWrite } from '../../lib/transition';

export interface LockedControlNumber extends LockedDocument<ControlNumberStatus> {
  clientId: string;
}

/** The control number's row, locked until the transaction ends so two state changes never interleave. */
export async function lockControlNumberRow(tx: Database, companyId: string, number: string): Promise<LockedControlNumber | null> {
  const [row] = await tx
    .select({ id: controlNumbers.id, number: controlNumbers.number, state: controlNumbers.status, clientId: controlNumbers.clientId })
    .from(controlNumbers)
    .where(and(eq(controlNumbers.companyId, companyId), eq(controlNumbers.number, number)))
    .for('update');
  return row ?? null;
}

/** Control numbers for the transition helper, keyed by their number. */
export const controlNumberStore: DocumentStore<LockedControlNumber, keyof typeof controlNumberStates.transitions, Partial<typeof controlNumbers.$inferInsert>> = {
  machine: controlNumberStates,
  audit: { entity: 'control-number', prefix: 'control-number' },
  lock: lockControlNumberRow,
  write: conditionalStateWrite(controlNumbers),
  notFound: (number) => `No control number ${number}.`,
};
