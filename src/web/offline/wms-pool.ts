import { RELABEL_UNITS, type Relabel } from '../../domain/inventory/relabel';
import { RECEIVE_ITEM, WMS_BLOCK_SIZE, type WmsBlock } from '../../domain/receiving/items';
import { apiQuiet } from '../lib/api/clients';
import { createNumberPool } from './number-pool';

/**
 * This device's reserved WMS numbers: the shared pool of reserved numbers, kind wms. Receiving labels new
 * units with them and the relabel screen gives units new labels (docs/decisions/0033-relabel.md): one
 * pool, so one device never hands a number out twice.
 */
const pool = createNumberPool(['wms'], {
  low: 50,
  fetchBlock: async () => ({ wms: (await apiQuiet.post<WmsBlock>('/receiving/wms-blocks', { count: WMS_BLOCK_SIZE }, { skipAuthEvents: true })).numbers }),
  queued: (entry) =>
    entry.kind === RECEIVE_ITEM
      ? [{ kind: 'wms', number: (entry.payload as { wmsNumber: string }).wmsNumber }]
      : entry.kind === RELABEL_UNITS
        ? (entry.payload as Relabel).units.flatMap((unit) => (unit.newNumber === null ? [] : [{ kind: 'wms' as const, number: unit.newNumber }]))
        : [],
});

/** Reads the stored pool once per page and tops it up when it runs low and the network is there. */
export const startWmsPool = (): Promise<void> => pool.start();

/** The next free number, or null when the pool is empty (offline for longer than a block lasts). */
export const takeWmsNumber = (): string | null => pool.take('wms');

/** Called once the outbox entry that carries the number is stored. */
export const forgetWmsNumber = (number: string): Promise<void> => pool.forget('wms', number);

/** How many labels this device can still print without the network. */
export const useWmsPoolSize = (): number => pool.useLeft('wms');
