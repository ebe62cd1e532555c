import { type Grants, hasPermission } from '../../domain/permissions';
import { type StateMachine, allowsWork, illegalTransition } from '../../domain/states/state-machine';
import type { AppContext } from '../context';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { type Actor, auditActor, auditActorEach, callerActor } from './audit';
import { AppError } from './errors';

/** Who performs a transition, and what they may do. */
export interface TransitionActor extends Actor {
  grants: Grants;
}

/** A document's row as its store locks it: its id, the number people know it by, its state, and whatever else the store reads. */
export interface LockedDocument<S extends string = string> {
  id: string;
  number: string;
  state: S;
}

/**
 * Where one document type's rows live: how to lock one of the company's by its key (number or id),
 * and how to write a new state only while the row is still in one of `from`, so that two transitions
 * racing on one document can never both pass (the lock makes the second wait; the condition is the
 * backstop).
 */
export interface DocumentStore<D extends LockedDocument, T extends string, V> {
  machine: StateMachine<D['state'], T, string>;
  /** Audit rows: `<auditPrefix>.<transition>` on `<entity>`. */
  audit: { entity: string; prefix: string };
  lock(tx: Database, companyId: string, key: string): Promise<D | null>;
  write(tx: Database, id: string, from: readonly D['state'][], to: D['state'], values: V, at: Date): Promise<number>;
  /** The same for many documents at once (bulk actions); a store without it does single transitions only. */
  writeMany?(tx: Database, ids: readonly string[], from: readonly D['state'][], to: D['state'], at: Date): Promise<number>;
  notFound(key: string): string;
}

/** A document table as the shared conditional update needs it. */
type StatusTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * The `write` of a document store: the state moves only from one of `from`, so of two concurrent
 * transitions that both read the old state, only the first to update passes (0 rows for the other).
 */
export function conditionalStateWrite<V extends object>(table: StatusTable) {
  return async (tx: Database, id: string, from: readonly string[], to: string, values: V, at: Date): Promise<number> => {
    const rows = await tx
      .update(table)
      .set({ ...values, status: to, updatedAt: at } as never)
      .where(and(eq(table.id, id), inArray(table.status, [...from])))
      .returning({ id: table.id });
    return rows.length;
  };
}

/** `conditionalStateWrite` for many documents in one statement: answers how many moved. */
export function conditionalStateWriteMany(table: StatusTable) {
  return async (tx: Database, ids: readonly string[], from: readonly string[], to: string, at: Date): Promise<number> => {
    let written = 0;
    for (let start = 0; start < ids.length; start += 5000) {
      const slice = ids.slice(start, start + 5000);
      const rows = await tx
        .update(table)
        .set({ status: to, updatedAt: at } as never)
        .where(and(inArray(table.id, slice), inArray(table.status, [...from])))
        .returning({ id: table.id });
      written += rows.length;
    }
    return written;
  };
}

/** What the caller's effects hand back: columns written with the new state, audit detail, and the caller's own result. */
export interface TransitionOutcome<V, R> {
  values?: V;
  detail?: Record<string, unknown>;
  result?: R;
}

/** The 409 every document answers when its state does not allow a step, with the one payload shape (IllegalTransition). */
export function stateConflict<S extends string>(machine: StateMachine<S, string, string>, doc: { number: string; state: S }, attempted: string): AppError {
  const payload = illegalTransition(machine, doc.number, doc.state, attempted);
  const next = payload.allowed.map((a) => a.transition).join(', ') || 'nothing';
  const name = machine.name.message ?? machine.document;
  return new AppError(409, `${name} ${doc.number} is ${doc.state}: it cannot ${attempted} from there (allowed: ${next}).`, payload);
}

/** 409 unless the document's state allows `work` (editing, scanning, counting…) without changing state. */
export function requireWork<S extends string, W extends string>(machine: StateMachine<S, string, W>, doc: { number: string; state: S }, work: W): void {
  if (!allowsWork(machine, work, doc.state)) throw stateConflict(machine, doc, work);
}

/**
 * Performs `transition` on the document `key` inside `tx`: checks the actor's permission, locks the
 * row, refuses (409) a state the transition may not start from, runs `effects` with the transaction,
 * writes the new state with the effects' values, and writes the audit row. Anything thrown rolls the
 * whole transaction back.
 */
export async function performTransition<D extends LockedDocument, T extends string, V, R = undefined>(
  tx: Database,
  actor: TransitionActor,
  store: DocumentStore<D, T, V>,
  key: string,
  transition: T,
  effects?: (tx: Database, doc: D, actor: TransitionActor) => Promise<TransitionOutcome<V, R>>,
): Promise<{ doc: D; result: R | undefined }> {
  const rule = store.machine.transitions[transition];
  if (rule.permission !== null && !hasPermission(actor.grants, rule.permission)) throw new AppError(403, 'You do not have permission to do this.', { permission: rule.permission });
  const doc = await store.lock(tx, actor.companyId, key);
  if (!doc) throw new AppError(404, store.notFound(key));
  if (!rule.from.includes(doc.state)) throw stateConflict(store.machine, doc, transition);
  const outcome = effects ? await effects(tx, doc, actor) : {};
  const written = await store.write(tx, doc.id, rule.from, rule.to, outcome.values ?? ({} as V), actor.at);
  if (written !== 1) throw new Error(`${store.machine.document} ${doc.number} changed state under its lock`);
  await auditActor(tx, actor, {
    action: `${store.audit.prefix}.${transition}`,
    entity: store.audit.entity,
    entityId: doc.number,
    detail: { from: doc.state, to: rule.to, ...outcome.detail },
  });
  return { doc, result: outcome.result };
}

/**
 * One transition on many documents the caller has locked (a bulk action): the permission and every
 * document's state are checked first (the first that may not move answers the usual 409), then the
 * states are written in one statement and each document gets its audit row.
 */
export async function performTransitionMany<D extends LockedDocument, T extends string, V>(
  tx: Database,
  actor: TransitionActor,
  store: DocumentStore<D, T, V> & Required<Pick<DocumentStore<D, T, V>, 'writeMany'>>,
  docs: readonly D[],
  transition: T,
): Promise<void> {
  if (docs.length === 0) return;
  const rule = store.machine.transitions[transition];
  if (rule.permission !== null && !hasPermission(actor.grants, rule.permission)) throw new AppError(403, 'You do not have permission to do this.', { permission: rule.permission });
  const stuck = docs.find((doc) => !rule.from.includes(doc.state));
  if (stuck) throw stateConflict(store.machine, stuck, transition);
  const written = await store.writeMany(tx, docs.map((doc) => doc.id), rule.from, rule.to, actor.at);
  if (written !== docs.length) throw new Error(`${docs.length - written} ${store.machine.document}s changed state under their locks`);
  await auditActorEach(
    tx,
    actor,
    docs.map((doc) => ({ action: `${store.audit.prefix}.${transition}`, entity: store.audit.entity, entityId: doc.number, detail: { from: doc.state, to: rule.to } })),
  );
}

/** performTransition in a transaction of its own, on behalf of the request's caller. */
export function runTransition<D extends LockedDocument, T extends string, V, R = undefined>(
  c: AppContext,
  store: DocumentStore<D, T, V>,
  key: string,
  transition: T,
  effects?: (tx: Database, doc: D, actor: TransitionActor) => Promise<TransitionOutcome<V, R>>,
): Promise<{ doc: D; result: R | undefined }> {
  const actor = callerActor(c);
  return c.get('deps').db.transaction((tx) => performTransition(tx, actor, store, key, transition, effects));
}
