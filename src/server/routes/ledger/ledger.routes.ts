import { LedgerCheckSchema } from '../../../domain/ledger/ledger-check';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { checkLedger } from '../../ledger/ledger-check';
import { ok } from '../../lib/respond';
import { defineRoute, named } from '../registry';

async function check(c: AppContext) {
  return ok(c, await checkLedger(c.get('deps').db, authOf(c).companyId));
}

export const ledgerRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/ledger/check',
    access: 'SETTING_MENU',
    tag: 'Ledger',
    summary:
      'The ledger invariant: where the items table differs from the sum of the movements, per item and side (status, place, lot) and per SKU, place and lot. `holds` is true when nothing differs.',
    payload: named(LedgerCheckSchema, 'LedgerCheck'),
    handler: check,
  }),
];
