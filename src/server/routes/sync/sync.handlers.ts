import type { SyncBatch } from '../../../domain/sync/mutations';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { ok } from '../../lib/respond';
import { type KindTable, applyBatch } from '../../sync/apply-batch';
import type { MutationContext } from '../../sync/mutation-kind';
import { secretsKey } from '../../settings/secret-box';

export function syncHandler(kinds: KindTable) {
  return async (c: AppContext, body: SyncBatch) => {
    const deps = c.get('deps');
    const auth = authOf(c);
    const client = c.get('client');
    const ctx: MutationContext = {
      userId: auth.user.id,
      username: auth.user.username,
      companyId: auth.companyId,
      grants: auth.grants,
      clientId: auth.clientId,
      device: client.device,
      address: client.address,
      now: deps.now,
      secretKey: () => secretsKey(deps.env, deps.log),
    };
    return ok(c, { results: await applyBatch(deps, kinds, ctx, body.mutations) });
  };
}
