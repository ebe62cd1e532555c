import type { DevicePackRejection } from '../../../domain/shipping/pack-scan';
import type { PackRejection } from '../../../domain/shipping/packing';

/* What the packing screen holds besides the scan kit's entries: the open carton, a quantity asked, the weight being typed. */

export type PackNotice =
  | { kind: 'opened'; position: number }
  | { kind: 'packed'; label: string; left: number }
  | { kind: 'how-many'; code: string; left: number }
  | { kind: 'closed'; position: number; done: boolean }
  | { kind: 'undone'; label: string }
  | { kind: 'tote'; code: string }
  | { kind: 'label-queued' }
  | { kind: 'labelled'; shipmentNumber: string; printed: 'printer' | 'browser' | 'printer-failed' | 'printer-later'; error: string | null }
  | { kind: 'label-refused'; carrierMessage: string }
  | { kind: 'reject'; reason: PackRejection | DevicePackRejection; code: string; left: number | null };

export interface PackState {
  /** The carton units go into; null until one is opened. */
  cartonId: string | null;
  /** A non-serial SKU scanned: how many go in, as typed. */
  quantity: { skuId: string; skuCode: string; text: string; max: number } | null;
  /** The weight typed while closing the carton (kilograms, as the scale shows them); null when not closing. */
  weight: string | null;
  /** Bumped when the order's copy changes, so the cards re-render. */
  version: number;
  restored: boolean;
  /** Labels to print through the browser's print page (no network printer here), once bought. */
  printPage: string | null;
  /** The print page shows labels this station made itself (own fleet, kept on the device), not the server's. */
  printOnDevice: boolean;
}
