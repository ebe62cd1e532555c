import { QUEUE_STATUSES } from '../inventory/dashboard';

/*
 * The job center's queues and where a result may send a unit (ADR 0035), alone in a module: the
 * catalogue definitions and the system config name them, and those load with the app shell, which
 * must not carry the result schemas with them.
 */

export const JOB_TYPES = QUEUE_STATUSES;
export type JobType = (typeof JOB_TYPES)[number];

/** Where a result sends a unit: back to stock, another queue, or onto a draft scrap list. */
export const JOB_DESTINATIONS = ['available', 'qc', 'repair', 'clean', 'scrap'] as const;
export type JobDestination = (typeof JOB_DESTINATIONS)[number];

/** What an error code may ask of a QC fail instead of the general rule. */
export const ERROR_CODE_ROUTES = ['repair', 'clean', 'scrap'] as const;
export type ErrorCodeRoute = (typeof ERROR_CODE_ROUTES)[number];
