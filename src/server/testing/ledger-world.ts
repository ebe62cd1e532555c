import { eq } from 'drizzle-orm';
import type { LedgerCheck } from '../../domain/ledger/ledger-check';
import { users } from '../db/schema/auth';
import { company } from '../db/schema/company';
import { bins, skus } from '../db/schema/master';
import type { Actor } from '../ledger/ledger-actor';
import type { appFixture } from './app-fixture';

type Fixture = Awaited<ReturnType<typeof appFixture>>;

/**
 * What the ledger module's own tests write with: the admin as actor on `device`, a non-serial SKU of
 * the demo data and two of its bins, and the API's ledger check to compare against.
 */
export async function ledgerWorld(fx: Fixture, device: string) {
  const admin = await fx.signIn('admin');
  const [org] = await fx.db.select({ id: company.id }).from(company).limit(1);
  const [user] = await fx.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [sku] = await fx.db.select({ id: skus.id, clientId: skus.clientId }).from(skus).where(eq(skus.serialised, false)).limit(1);
  const twoBins = await fx.db.select({ id: bins.id }).from(bins).limit(2);
  const actor: Actor = { companyId: org!.id, userId: user!.id, device, at: new Date() };
  const place = { clientId: sku!.clientId, skuId: sku!.id, binIds: twoBins.map((b) => b.id) };
  const check = async () => (await fx.request<LedgerCheck>('/v1/ledger/check', { token: admin })).body.payload;
  return { actor, place, check };
}
