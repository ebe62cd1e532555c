import { RELABEL_UNITS, type Relabel } from '../../src/domain/inventory/relabel';
import { outboxMutation } from './mutations';

/** A relabel as the relabel screen queues it: each unit with a new number from the device's block, or null to reprint. */
export const relabelMutation = (units: Relabel['units'], id: string = crypto.randomUUID()) => outboxMutation(RELABEL_UNITS, { id, units }, id);
