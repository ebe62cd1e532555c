import type * as v from 'valibot';
import type { Grants } from '../../domain/permissions';
import { type MutationAccess, type MutationKindName, type ParsedMutationPayload, mutationRegistry } from '../../domain/sync/mutation-registry';
import type { Database } from '../db/client';

/** Who sent a batch; every mutation of it is applied on their behalf. */
export interface MutationContext {
  userId: string;
  username: string;
  companyId: string;
  grants: Grants;
  /** Set for a client-portal account. */
  clientId: string | null;
  /** The Device header of the request, when sent. */
  device: string | null;
  address: string;
  now: () => Date;
  /** The installation's sealing key, for a kind that calls a carrier with a stored secret. */
  secretKey: () => Buffer;
}

/** The batch's context plus what belongs to the one mutation being applied. */
export interface ApplyContext extends MutationContext {
  /** The mutation's id (its idempotency key). */
  mutationId: string;
  /** When the server applies it; the same instant for every row the mutation writes. */
  at: Date;
}

export interface ApplyItem<P = unknown> {
  ctx: ApplyContext;
  payload: P;
}

/**
 * One kind of change the outbox may carry. `apply` runs inside the transaction that has just claimed
 * the idempotency key, so it must use only `tx`. It may throw AppError for a 4xx of its own (e.g. 409
 * for an illegal state change): the transaction rolls back and the key stays free.
 *
 * The answer payload (JSON, stored and replayed as is) comes from `answer` when it follows from the
 * request alone (ids made on the device, the server's clock): the key is then stored with it in the
 * claiming insert. Otherwise `apply` returns it.
 *
 * `applyMany` is for kinds whose mutations never depend on one another (each only adds its own rows)
 * and whose answer is known up front: consecutive mutations of such a kind are claimed and written
 * with one statement each, in one transaction (see applyBatch).
 */
export interface MutationKind {
  kind: string;
  schema: v.GenericSchema;
  /** Checked per mutation, after the payload is valid, before anything is hashed or stored. */
  access: MutationAccess;
  answer?(ctx: ApplyContext, payload: unknown): unknown;
  apply(tx: Database, ctx: ApplyContext, payload: unknown): Promise<unknown>;
  applyMany?(tx: Database, items: readonly ApplyItem[]): Promise<void>;
}

type Payload<S extends v.GenericSchema> = v.InferOutput<S>;
type Handlers<P> =
  | {
      answer?(ctx: ApplyContext, payload: P): unknown;
      apply(tx: Database, ctx: ApplyContext, payload: P): Promise<unknown>;
      applyMany?: never;
    }
  | {
      answer(ctx: ApplyContext, payload: P): unknown;
      applyMany(tx: Database, items: readonly ApplyItem<P>[]): Promise<void>;
      apply?: never;
    };

type Definition<S extends v.GenericSchema> = { kind: string; schema: S; access: MutationAccess } & Handlers<Payload<S>>;

export function defineMutationKind<S extends v.GenericSchema>(definition: Definition<S>): MutationKind {
  const { kind, schema, access, answer } = definition;
  const typed = (payload: unknown) => payload as Payload<S>;
  const base = { kind, schema, access, answer: answer && ((ctx: ApplyContext, payload: unknown) => answer(ctx, typed(payload))) };
  const { applyMany, apply } = definition;
  if (applyMany) {
    const many = (tx: Database, items: readonly ApplyItem[]) => applyMany(tx, items as readonly ApplyItem<Payload<S>>[]);
    return { ...base, applyMany: many, apply: (tx, ctx, payload) => many(tx, [{ ctx, payload }]) };
  }
  return { ...base, apply: (tx, ctx, payload) => apply(tx, ctx, typed(payload)) };
}

/** The server's half of a registry kind: its schema and access come from the shared registry. */
export function handleMutation<K extends MutationKindName>(kind: K, handlers: Handlers<ParsedMutationPayload<K>>): MutationKind {
  const { schema, access } = mutationRegistry[kind];
  return defineMutationKind({ kind, schema, access, ...handlers } as Definition<v.GenericSchema>);
}

/**
 * The handlers of every registry kind, checked at start-up: a kind the devices may send without a
 * handler, or a handler for a kind no device knows, stops the server before it takes a request.
 */
export function registeredKinds(handlers: readonly MutationKind[], registry: Readonly<Record<string, unknown>> = mutationRegistry): readonly MutationKind[] {
  const handled = new Set(handlers.map((k) => k.kind));
  const missing = Object.keys(registry).filter((kind) => !handled.has(kind));
  if (missing.length > 0) throw new Error(`Mutation kinds without a handler: ${missing.join(', ')}`);
  const unknown = handlers.filter((k) => !Object.hasOwn(registry, k.kind)).map((k) => k.kind);
  if (unknown.length > 0) throw new Error(`Mutation handlers for kinds not in the registry: ${unknown.join(', ')}`);
  return handlers;
}
