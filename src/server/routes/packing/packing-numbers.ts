import type { PackingBlock } from '../../../domain/shipping/number-blocks';
import { sscc } from '../../../domain/shipping/sscc';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { ok } from '../../lib/respond';
import { reserveNumbers } from '../../settings/number-reservations';
import { nextNumbers, nextSerials } from '../../settings/sequences';
import { readSystemConfig } from '../../settings/system-config';

/** `count` new SSCCs of the company: serials from its counter under its GS1 prefix and extension digit. */
export async function freshSsccs(tx: Database, companyId: string, count: number): Promise<string[]> {
  const config = await readSystemConfig(tx, companyId);
  const serials = await nextSerials(tx, companyId, 'sscc-serial', count);
  return serials.map((serial) => sscc(config['shipping.ssccExtension'], config['shipping.gs1CompanyPrefix'], serial));
}

/**
 * Reserves `count` carton SSCCs and `count` own-fleet tracking numbers to the calling device
 * (SHIPMENT_PACKING_DETAIL), so it labels cartons with no network. A number left unused is a gap in
 * the sequence, as a rolled-back purchase would leave.
 */
export async function reservePackingBlock(c: AppContext, { deviceId, count }: { deviceId: string; count: number }) {
  const auth = authOf(c);
  const who = { companyId: auth.companyId, userId: auth.user.id, device: c.get('client').device, deviceId };
  const block: PackingBlock = await c.get('deps').db.transaction(async (tx) => {
    const ssccs = await freshSsccs(tx, auth.companyId, count);
    const trackingNumbers = await nextNumbers(tx, auth.companyId, 'tracking', count);
    await reserveNumbers(tx, who, 'sscc', ssccs);
    await reserveNumbers(tx, who, 'tracking', trackingNumbers);
    return { ssccs, trackingNumbers };
  });
  return ok(c, block);
}
