import { batchStates } from './batch-states';
import { clientIssueStates } from './client-issue-states';
import { controlNumberStates } from './control-number-states';
import { countingCycleStates } from './counting-cycle-states';
import { orderStates } from './order-states';
import { scrapListStates } from './scrap-list-states';
import { shipmentStates } from './shipment-states';
import type { StateMachine } from './state-machine';

/**
 * Every document type with a state machine, by the `document` name its 409 answers carry. A new
 * document type adds its machine here, next to its own file.
 */
export const DOCUMENT_MACHINES: Readonly<Record<string, StateMachine>> = {
  [controlNumberStates.document]: controlNumberStates,
  [countingCycleStates.document]: countingCycleStates,
  [orderStates.document]: orderStates,
  [batchStates.document]: batchStates,
  [shipmentStates.document]: shipmentStates,
  [scrapListStates.document]: scrapListStates,
  [clientIssueStates.document]: clientIssueStates,
};
