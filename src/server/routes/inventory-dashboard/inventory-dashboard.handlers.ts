import type { InventoryDashboard } from '../../../domain/inventory/dashboard';
import { dayIn } from '../../../domain/time/date-range';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { readTogether } from '../../db/client';
import { ok } from '../../lib/respond';
import { ageFigures } from './age-figures';
import { expiringLots } from './expiring-lots';
import { flowFigures } from './flow-figures';
import { binFigures, openDiscrepancies, stockFigures } from './stock-figures';

/** Every figure of the inventory dashboard, "today" and days in the caller's time zone. */
export async function dashboardHandler(c: AppContext) {
  const { db, now } = c.get('deps');
  const { companyId, timeZone } = authOf(c);
  const at = now();
  const today = dayIn(timeZone, at);
  const [stock, age, flow, lots, bins, discrepancies] = await readTogether(
    db,
    () => stockFigures(db, companyId),
    () => ageFigures(db, companyId, today, timeZone),
    () => flowFigures(db, companyId, today, timeZone, at),
    () => expiringLots(db, companyId, today),
    () => binFigures(db, companyId),
    () => openDiscrepancies(db, companyId),
  );
  const payload: InventoryDashboard = { timeZone, today, ...stock, age, flow, ...lots, bins, openDiscrepancies: discrepancies };
  return ok(c, payload);
}
