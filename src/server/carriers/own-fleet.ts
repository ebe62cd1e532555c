import { type BoughtLabel, type CarrierRate, type LabelRequest, OWN_FLEET_SERVICE, type Tracking } from '../../domain/shipping/carrier';
import type { Database } from '../db/client';
import { nextNumbers } from '../settings/sequences';
import type { BuyOptions, CarrierAdapter } from './carrier';

export const OWN_FLEET_PROVIDER = 'own-fleet';

export interface OwnFleetOptions {
  /** The tracking link of a number, from the carrier entry's template; null without one. */
  trackingUrlOf?: (trackingNumber: string) => string | null;
}

/**
 * Our own vans or a carrier we hand cartons to without an API: numbers from the company's sequence, our
 * own printed label, no network. Give it the transaction that stores the shipment so a rollback gives
 * the numbers back.
 */
export function ownFleetCarrier(db: Database, companyId: string, options: OwnFleetOptions = {}): CarrierAdapter {
  const trackingUrlOf = options.trackingUrlOf ?? (() => null);
  const rate = (currency: string): CarrierRate => ({
    service: OWN_FLEET_SERVICE,
    carrier: 'Own fleet',
    serviceName: 'Own fleet',
    amount: '0.00',
    currency,
    deliveryDays: null,
  });

  return {
    provider: OWN_FLEET_PROVIDER,
    rates: async (request) => [rate(request.currency)],
    // The idempotency key is not needed: a retry runs in a new transaction after the failed one rolled
    // its numbers back, so nothing was bought twice.
    async buyLabel(request: LabelRequest, options?: BuyOptions): Promise<BoughtLabel> {
      const held = options?.trackingNumbers;
      const numbers = held?.length === request.parcels.length ? [...held] : await nextNumbers(db, companyId, 'tracking', request.parcels.length);
      const { amount, currency } = rate(request.currency);
      return {
        providerShipmentId: request.reference,
        service: OWN_FLEET_SERVICE,
        parcels: numbers.map((trackingNumber) => ({ providerParcelId: null, trackingNumber, trackingUrl: trackingUrlOf(trackingNumber), label: null, amount, currency })),
      };
    },
    // Nothing was bought from anyone: whether the shipment may still be voided (not shipped) is the shipment's rule.
    voidLabel: async () => undefined,
    // Our vans report no scans; the shipment's own state says where it is.
    track: async (trackingNumber): Promise<Tracking> => ({ trackingNumber, status: 'unknown', url: trackingUrlOf(trackingNumber), events: [] }),
  };
}
