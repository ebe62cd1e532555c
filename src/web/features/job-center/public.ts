/** What other features may use from the job center (ADR 0018): the words for its queues and routes, sending units to a queue. */
export { DESTINATION_LABELS, ERROR_CODE_ROUTE_LABELS } from './job-texts';
export { SendSelectionToQueue, SendToQueueForm } from './send-to-queue';
