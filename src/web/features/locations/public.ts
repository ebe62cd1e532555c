/** What other features may use from locations (ADR 0018): a bin, container or unit label resolved to its record. */
export { resolveLabel } from './locations-api';
