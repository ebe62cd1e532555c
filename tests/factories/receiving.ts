import { RECEIVE_ITEM } from '../../src/domain/receiving/items';
import { outboxMutation } from './mutations';

/** A control number's create body (src/domain/receiving/control-numbers.ts): a client, nothing else set. */
export const controlNumberBody = (clientId: string, fields: { notes?: string; trackingNumbers?: string[] } = {}) => ({
  clientId, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [] as string[], lines: [], notes: '', ...fields,
});

interface ScannedUnit {
  controlNumber: string;
  wmsNumber: string | undefined;
  skuId: string;
  serial: string | null;
  quantity: number;
  binCode: string | null;
  containerCode?: string | null;
}

/** One scanned unit as a handheld's outbox sends it (src/domain/receiving/items.ts): a new item, no lot or expiry, no container unless given. */
export const receiveItemMutation = ({ containerCode = null, ...unit }: ScannedUnit) =>
  outboxMutation(RECEIVE_ITEM, { itemId: crypto.randomUUID(), ...unit, lotNumber: null, expiry: null, containerCode });
