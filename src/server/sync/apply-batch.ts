import * as v from 'valibot';
import { ApiCode } from '../../domain/api';
import { hasPermission } from '../../domain/permissions';
import type { Mutation, MutationResult } from '../../domain/sync/mutations';
import { fieldErrorsFromIssues } from '../../domain/validation';
import type { Deps } from '../context';
import { AppError } from '../lib/errors';
import { type StoredAnswer, claimKey, findStored, requestHash, storeAnswer } from './idempotency';
import type { ApplyContext, MutationContext, MutationKind } from './mutation-kind';

export type KindTable = ReadonlyMap<string, MutationKind>;

export function kindTable(kinds: readonly MutationKind[]): KindTable {
  const table = new Map(kinds.map((k) => [k.kind, k]));
  if (table.size !== kinds.length) throw new Error('Two mutation kinds share a name');
  return table;
}

const result = (id: string, status: number, message: string, payload: unknown = null): MutationResult => ({
  id, status, code: status, message, payload,
});

const okResponse = (payload: unknown) => ({ code: ApiCode.ok, message: 'OK', payload: payload ?? null });

function fromStored(id: string, stored: StoredAnswer, hash: string): MutationResult {
  if (stored.requestHash !== hash) return result(id, ApiCode.conflict, 'This key was already used for a different change.');
  return { id, status: stored.status, ...stored.response };
}

/** The checks that need no database: a known kind, a valid payload, the kind's permission. */
function precheck(kinds: KindTable, ctx: MutationContext, m: Mutation): MutationResult | { kind: MutationKind; payload: unknown } {
  const kind = kinds.get(m.kind);
  if (!kind) {
    const message = `Unknown mutation kind "${m.kind}".`;
    return result(m.id, ApiCode.badRequest, message, { fields: [{ field: 'kind', rule: 'picklist', message }] });
  }
  const parsed = v.safeParse(kind.schema, m.payload);
  if (!parsed.success) {
    // Field paths are relative to the payload, as in the form that made it from the same schema.
    return result(m.id, ApiCode.badRequest, 'Some fields are not valid.', { fields: fieldErrorsFromIssues(parsed.issues) });
  }
  if (kind.access !== 'signed-in' && !hasPermission(ctx.grants, kind.access)) {
    return result(m.id, ApiCode.forbidden, 'You do not have permission to do this.', { permission: kind.access });
  }
  return { kind, payload: parsed.output };
}

async function applyOne(deps: Deps, kinds: KindTable, ctx: MutationContext, m: Mutation, stored: StoredAnswer | undefined): Promise<MutationResult> {
  const hash = requestHash(m.kind, m.payload);
  if (stored) return fromStored(m.id, stored, hash);
  const checked = precheck(kinds, ctx, m);
  if ('status' in checked) return checked;
  const actx: ApplyContext = { ...ctx, mutationId: m.id, at: ctx.now() };
  const { kind, payload } = checked;
  try {
    const known = kind.answer ? okResponse(kind.answer(actx, payload)) : null;
    const applied = await deps.db.transaction(async (tx) => {
      // The key first: a concurrent request with the same key blocks here, never applies twice.
      const claim = { key: m.id, userId: ctx.userId, kind: m.kind, requestHash: hash, response: known ?? okResponse(null), at: actx.at };
      if (!(await claimKey(tx, claim))) return null;
      const returned = await kind.apply(tx, actx, payload);
      if (known) return known;
      const response = okResponse(returned);
      if (response.payload !== null) await storeAnswer(tx, m.id, 200, response);
      return response;
    });
    if (applied) return { id: m.id, status: 200, ...applied };
    // Someone else (a parallel replay, or this key earlier in the same batch) applied it meanwhile.
    const winner = (await findStored(deps.db, [m.id])).get(m.id);
    if (!winner) throw new Error(`Idempotency key ${m.id} was claimed but has no stored answer`);
    return fromStored(m.id, winner, hash);
  } catch (err) {
    if (err instanceof AppError) return result(m.id, err.status, err.message, err.payload);
    deps.log.error(`Mutation ${m.id} (${m.kind}) failed`, err);
    return result(m.id, ApiCode.serverError, 'The server could not apply this change; it will be sent again.');
  }
}

/**
 * Applies a batch in order, each mutation in its own transaction with its idempotency key, and answers
 * one result per mutation: a failure of one (4xx or 500) never stops or undoes the others. Keys applied
 * earlier are found with one query for the whole batch, so a replayed batch costs a single round trip.
 */
export async function applyBatch(deps: Deps, kinds: KindTable, ctx: MutationContext, mutations: readonly Mutation[]): Promise<MutationResult[]> {
  const stored = await findStored(deps.db, mutations.map((m) => m.id));
  const results: MutationResult[] = [];
  for (const m of mutations) results.push(await applyOne(deps, kinds, ctx, m, stored.get(m.id)));
  return results;
}
