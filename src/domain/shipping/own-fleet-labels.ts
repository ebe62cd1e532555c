import type { ShippingLabel } from '../printing/shipping-label';
import type { PackOrder } from './packing';
import type { PackIndex } from './pack-scan';

/**
 * The labels a packing station prints itself for an own-fleet order once its last carton is closed,
 * offline too: every carton must show its SSCC here (opened from the station's block, or numbered by
 * the server already) and `take` must give one tracking number a carton. Null when the station cannot
 * (another carrier, a carton whose SSCC only the server knows, numbers run out): then the label waits
 * for the server as before.
 */
export function ownFleetLabels(index: PackIndex, label: PackOrder['label'], available: number, take: () => string | null): ShippingLabel[] | null {
  const cartons = [...index.cartons].sort((a, b) => a.position - b.position);
  if (!label.ownFleet || cartons.length === 0 || cartons.some((carton) => carton.sscc === '' || carton.status !== 'closed') || available < cartons.length) return null;
  const numbers = cartons.map(() => take());
  if (numbers.some((number) => number === null)) return null;
  return cartons.map((carton, i) => ({
    shipmentNumber: index.shipment?.number ?? index.order.number,
    from: { lines: label.from },
    to: { lines: label.to },
    carrier: label.carrier,
    service: label.service,
    position: i + 1,
    count: cartons.length,
    sscc: carton.sscc,
    trackingNumber: numbers[i]!,
    weightG: carton.weightG,
  }));
}

/** The carton each label is for, in the shape the label step sends it. */
export const cartonsOfLabels = (index: PackIndex, labels: readonly ShippingLabel[]) =>
  labels.map((one) => ({ cartonId: index.cartons.find((carton) => carton.sscc === one.sscc)!.id, trackingNumber: one.trackingNumber! }));
