import type * as v from 'valibot';
import type { Grants, Permission } from '../../domain/permissions';
import type { Database } from '../db/client';

/** Who sent a batch; every mutation of it is applied on their behalf. */
export interface MutationContext {
  userId: string;
  username: string;
  companyId: string;
  grants: Grants;
  /** The Device header of the request, when sent. */
  device: string | null;
  address: string;
  now: () => Date;
}

/** The batch's context plus what belongs to the one mutation being applied. */
export interface ApplyContext extends MutationContext {
  /** The mutation's id (its idempotency key). */
  mutationId: string;
  /** When the server applies it; the same instant for every row the mutation writes. */
  at: Date;
}

/**
 * One kind of change the outbox may carry. `apply` runs inside the transaction that has just claimed
 * the idempotency key, so it must use only `tx`. It may throw AppError for a 4xx of its own (e.g. 409
 * for an illegal state change): the transaction rolls back and the key stays free.
 *
 * The answer payload (JSON, stored and replayed as is) comes from `answer` when it follows from the
 * request alone (ids made on the device, the server's clock): the key is then stored with it in the
 * claiming insert, one statement less per mutation. Otherwise `apply` returns it.
 */
export interface MutationKind {
  kind: string;
  schema: v.GenericSchema;
  /** Checked per mutation, after the payload is valid; a super admin passes. */
  access: 'signed-in' | Permission;
  answer?(ctx: ApplyContext, payload: unknown): unknown;
  apply(tx: Database, ctx: ApplyContext, payload: unknown): Promise<unknown>;
}

export function defineMutationKind<S extends v.GenericSchema>(definition: {
  kind: string;
  schema: S;
  access: MutationKind['access'];
  answer?(ctx: ApplyContext, payload: v.InferOutput<S>): unknown;
  apply(tx: Database, ctx: ApplyContext, payload: v.InferOutput<S>): Promise<unknown>;
}): MutationKind {
  const { answer } = definition;
  return {
    kind: definition.kind,
    schema: definition.schema,
    access: definition.access,
    answer: answer && ((ctx, payload) => answer(ctx, payload as v.InferOutput<S>)),
    apply: (tx, ctx, payload) => definition.apply(tx, ctx, payload as v.InferOutput<S>),
  };
}
