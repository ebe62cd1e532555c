import { TRACKING_ARRIVE, type TrackingFormInput } from '../../src/domain/tracking/client-tracking';
import { outboxMutation } from './mutations';
import { uniqueCode } from './unique';

/** A tracking number nobody else in this run holds, `prefix` first. */
export const freshTrackingNumber = (prefix = 'TRK') => uniqueCode(`${prefix}-`, 12);

/** A client tracking's form body (src/domain/tracking/client-tracking.ts) for `clientId`: a fresh number, no carrier, no day expected. */
export const trackingBody = (clientId: string, fields: Partial<TrackingFormInput> = {}): TrackingFormInput => ({
  clientId, trackingNumber: freshTrackingNumber(), carrierId: null, expectedOn: null, reference: '', notes: '', ...fields,
});

/** A parcel scanned on a handheld, as its outbox sends it (src/domain/tracking/client-tracking.ts). */
export const arrivalMutation = (trackingNumber: string, scannedAt = new Date().toISOString()) => outboxMutation(TRACKING_ARRIVE, { trackingNumber, scannedAt });
