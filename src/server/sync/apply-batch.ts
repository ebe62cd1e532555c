import * as v from 'valibot';
import { ApiCode } from '../../domain/api';
import { jsonProblems } from '../../domain/json-guard';
import { mayUseKind } from '../../domain/sync/mutation-registry';
import { type Mutation, type MutationResult, isPermanentStatus } from '../../domain/sync/mutations';
import { fieldErrorsFromIssues } from '../../domain/validation';
import type { Deps } from '../context';
import { AppError } from '../lib/errors';
import { type KeyClaim, type StoredAnswer, type StoredResponse, claimKeys, findStored, requestHash, storeAnswer } from './idempotency';
import type { ApplyContext, MutationContext, MutationKind } from './mutation-kind';

export type KindTable = ReadonlyMap<string, MutationKind>;

export function kindTable(kinds: readonly MutationKind[]): KindTable {
  const table = new Map(kinds.map((k) => [k.kind, k]));
  if (table.size !== kinds.length) throw new Error('Two mutation kinds share a name');
  const unanswered = kinds.find((k) => k.applyMany && !k.answer);
  if (unanswered) throw new Error(`Mutation kind ${unanswered.kind} has applyMany but no answer`);
  return table;
}

const result = (id: string, status: number, message: string, payload: unknown = null): MutationResult => ({
  id, status, code: status, message, payload, permanent: isPermanentStatus(status),
});

const okResponse = (payload: unknown): StoredResponse => ({ code: ApiCode.ok, message: 'OK', payload: payload ?? null });
const applied = (id: string, response: StoredResponse): MutationResult => ({ id, status: ApiCode.ok, ...response, permanent: false });

function fromStored(id: string, stored: StoredAnswer, hash: string): MutationResult {
  if (stored.requestHash !== hash) return result(id, ApiCode.conflict, 'This key was already used for a different change.');
  return { id, status: stored.status, ...stored.response, permanent: isPermanentStatus(stored.status) };
}

const invalid = (id: string, fields: unknown[]) => result(id, ApiCode.badRequest, 'Some fields are not valid.', { fields });

/** A new mutation that passed every check and waits to be applied. */
interface Ready {
  m: Mutation;
  hash: string;
  kind: MutationKind;
  payload: unknown;
}

/**
 * The checks that need no database, in an order that keeps a hostile payload away from everything
 * that could choke on it: the JSON guard first (NUL, lone surrogates, nesting deep enough to overflow
 * a recursive walk), then the kind, its schema and its access; only then the hash and the replay.
 */
function prepare(kinds: KindTable, ctx: MutationContext, m: Mutation, stored: StoredAnswer | undefined): MutationResult | Ready {
  const problems = jsonProblems(m.payload);
  if (problems.length > 0) return invalid(m.id, problems);
  const kind = kinds.get(m.kind);
  if (!kind) {
    const message = `Unknown mutation kind "${m.kind}".`;
    return result(m.id, ApiCode.badRequest, message, { fields: [{ field: 'kind', rule: 'picklist', message }] });
  }
  const parsed = v.safeParse(kind.schema, m.payload);
  // Field paths are relative to the payload, as in the form that made it from the same schema.
  if (!parsed.success) return invalid(m.id, fieldErrorsFromIssues(parsed.issues));
  if (!mayUseKind(kind.access, ctx)) {
    return result(m.id, ApiCode.forbidden, 'You do not have permission to do this.', { permissions: kind.access === 'staff' ? [] : kind.access });
  }
  const hash = requestHash(m.kind, m.payload);
  if (stored) return fromStored(m.id, stored, hash);
  return { m, hash, kind, payload: parsed.output };
}

const isReady = (item: MutationResult | Ready): item is Ready => 'hash' in item;

function claimOf(r: Ready, ctx: ApplyContext, response: StoredResponse): KeyClaim {
  return { key: r.m.id, userId: ctx.userId, kind: r.m.kind, requestHash: r.hash, response, at: ctx.at };
}

/** Answers for keys another transaction got first: a parallel replay, or the same key earlier in this batch. */
async function answersOfTaken(deps: Deps, ctx: MutationContext, taken: readonly Ready[]): Promise<MutationResult[]> {
  const stored = await findStored(deps.db, ctx.userId, taken.map((r) => r.m.id));
  return taken.map((r) => {
    const winner = stored.get(r.m.id);
    if (!winner) throw new Error(`Idempotency key ${r.m.id} was taken but has no stored answer`);
    return fromStored(r.m.id, winner, r.hash);
  });
}

/** One mutation in its own transaction: key claimed first, change applied, answer stored. */
async function applyOne(deps: Deps, ctx: MutationContext, r: Ready): Promise<MutationResult> {
  const actx: ApplyContext = { ...ctx, mutationId: r.m.id, at: ctx.now() };
  try {
    const known = r.kind.answer ? okResponse(r.kind.answer(actx, r.payload)) : null;
    const done = await deps.db.transaction(async (tx) => {
      // The key first: a concurrent request with the same key blocks here, never applies twice.
      if (!(await claimKeys(tx, [claimOf(r, actx, known ?? okResponse(null))])).has(r.m.id)) return null;
      const returned = await r.kind.apply(tx, actx, r.payload);
      if (known) return known;
      const response = okResponse(returned);
      if (response.payload !== null) await storeAnswer(tx, { userId: ctx.userId, key: r.m.id }, 200, response);
      return response;
    });
    if (done) return applied(r.m.id, done);
    const [answer] = await answersOfTaken(deps, ctx, [r]);
    return answer!;
  } catch (err) {
    if (err instanceof AppError) return result(r.m.id, err.status, err.message, err.payload);
    deps.log.error(`Mutation ${r.m.id} (${r.m.kind}) failed`, err);
    return result(r.m.id, ApiCode.serverError, 'The server could not apply this change; it will be sent again.');
  }
}

/**
 * Consecutive new mutations of one `applyMany` kind in one transaction: their keys claimed with one
 * statement and their rows written with another, ~20× faster than a transaction each on PGlite. Each
 * keeps its own key and answer. If anything in the run fails, the run rolls back whole and each of its
 * mutations is applied on its own, so a bad mutation still fails alone and the others still apply.
 */
async function applyRun(deps: Deps, ctx: MutationContext, run: readonly Ready[]): Promise<MutationResult[]> {
  const { kind } = run[0]!;
  let items: { r: Ready; actx: ApplyContext; response: StoredResponse }[];
  let claimed: Set<string>;
  try {
    items = run.map((r) => {
      const actx: ApplyContext = { ...ctx, mutationId: r.m.id, at: ctx.now() };
      return { r, actx, response: okResponse(kind.answer!(actx, r.payload)) };
    });
    claimed = await deps.db.transaction(async (tx) => {
      const keys = await claimKeys(tx, items.map((it) => claimOf(it.r, it.actx, it.response)));
      const fresh = items.filter((it) => keys.has(it.r.m.id));
      if (fresh.length > 0) await kind.applyMany!(tx, fresh.map((it) => ({ ctx: it.actx, payload: it.r.payload })));
      return keys;
    });
  } catch (err) {
    deps.log.warn(`${run.length} ${kind.kind} mutations failed together (${err instanceof Error ? err.message : String(err)}); applying them one by one.`);
    const results: MutationResult[] = [];
    for (const r of run) results.push(await applyOne(deps, ctx, r));
    return results;
  }
  const taken = new Map((await answersOfTaken(deps, ctx, run.filter((r) => !claimed.has(r.m.id)))).map((answer) => [answer.id, answer]));
  return items.map((it) => taken.get(it.r.m.id) ?? applied(it.r.m.id, it.response));
}

/** The mutations from `start` that can go in one run: ready, of the same applyMany kind, with distinct keys. */
function runFrom(prepared: readonly (MutationResult | Ready)[], start: number): Ready[] {
  const first = prepared[start];
  if (!first || !isReady(first) || !first.kind.applyMany) return [];
  const run: Ready[] = [];
  const keys = new Set<string>();
  for (const item of prepared.slice(start)) {
    if (!isReady(item) || item.kind !== first.kind || keys.has(item.m.id)) break;
    keys.add(item.m.id);
    run.push(item);
  }
  return run;
}

/**
 * Applies a batch in order and answers one result per mutation: a failure of one (4xx or 500) never
 * stops or undoes the others. Keys are the sender's own: those it applied earlier are found with one
 * query for the whole batch, so a replayed batch costs a single round trip.
 */
export async function applyBatch(deps: Deps, kinds: KindTable, ctx: MutationContext, mutations: readonly Mutation[]): Promise<MutationResult[]> {
  const stored = await findStored(deps.db, ctx.userId, mutations.map((m) => m.id));
  const prepared = mutations.map((m) => prepare(kinds, ctx, m, stored.get(m.id)));
  const results: MutationResult[] = [];
  for (let i = 0; i < prepared.length; ) {
    const item = prepared[i]!;
    const run = runFrom(prepared, i);
    if (run.length > 1) results.push(...(await applyRun(deps, ctx, run)));
    else results.push(isReady(item) ? await applyOne(deps, ctx, item) : item);
    i += Math.max(run.length, 1);
  }
  return results;
}
