import { SYNC_BATCH_MAX, SyncBatchAnswerSchema, SyncBatchSchema } from '../../../domain/sync/mutations';
import type { MutationKind } from '../../sync/mutation-kind';
import { kindTable } from '../../sync/apply-batch';
import { defineRoute, named } from '../registry';
import { syncEnvelopeProblems } from './sync-envelope';
import { syncHandler } from './sync.handlers';

/** Built from a list of kinds so in-process tests can mount it with kinds of their own. */
export function syncRoutes(kinds: readonly MutationKind[]) {
  const table = kindTable(kinds);
  return [
    defineRoute({
      method: 'post',
      path: '/v1/sync',
      access: 'signed-in',
      tag: 'Sync',
      summary:
        `Applies up to ${SYNC_BATCH_MAX} outbox mutations in order, each at most once per id (its idempotency key) in its own transaction. ` +
        'Answers 200 with one result per mutation, in order: status 200 applied or replayed (the first answer again), ' +
        '400 unknown kind or invalid payload (payload.fields; NUL, lone surrogates and deep nesting included), 403 missing permission or not your own, ' +
        '409 id already used for a different change or a state the change does not fit, 500 failed (nothing kept; send again). ' +
        '`permanent: true` marks a verdict that resending cannot change. Ids are scoped to the sending account. Only applied mutations are remembered. ' +
        `Kinds: ${kinds.map((k) => `${k.kind} (${k.access === 'staff' ? 'any staff account' : k.access.join(' or ')})`).join(', ')}.`,
      body: named(SyncBatchSchema, 'SyncBatch'),
      bodyProblems: syncEnvelopeProblems,
      payload: named(SyncBatchAnswerSchema, 'SyncBatchAnswer'),
      handler: syncHandler(table),
    }),
  ];
}
