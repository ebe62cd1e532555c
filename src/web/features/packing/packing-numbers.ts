import { PACKING_BLOCK_SIZE, type PackingBlock } from '../../../domain/shipping/number-blocks';
import { OPEN_CARTON, type OpenCarton } from '../../../domain/shipping/packing';
import { BUY_LABEL, type BuyLabel } from '../../../domain/shipping/shipments';
import { apiQuiet } from '../../lib/api/clients';
import { createNumberPool, loadDeviceId } from '../../offline/number-pool';

/** This station's reserved carton SSCCs and own-fleet tracking numbers: the shared pool of reserved numbers. */
export const packingNumbers = createNumberPool(['sscc', 'tracking'], {
  low: 10,
  async fetchBlock() {
    const block = await apiQuiet.post<PackingBlock>('/shipping/packing/number-blocks', { deviceId: await loadDeviceId(), count: PACKING_BLOCK_SIZE }, { skipAuthEvents: true });
    return { sscc: block.ssccs, tracking: block.trackingNumbers };
  },
  queued(entry) {
    if (entry.kind === OPEN_CARTON) {
      const { reserved } = entry.payload as OpenCarton;
      return reserved ? [{ kind: 'sscc', number: reserved.sscc }] : [];
    }
    if (entry.kind === BUY_LABEL) return ((entry.payload as BuyLabel).deviceTracking?.cartons ?? []).map((one) => ({ kind: 'tracking', number: one.trackingNumber }));
    return [];
  },
});
