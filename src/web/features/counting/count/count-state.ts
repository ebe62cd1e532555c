import type { OthersOnBin, RemoteBinState } from '../../../../domain/counting/bin-states';
import type { CountRejection, LocalFlag } from '../../../../domain/counting/count-session';
import type { CountingPack, PackBin, PackSku } from '../../../../domain/counting/pack';
import type { CountEntryRow } from '../../../offline/device-db';
import type { ScanEntry } from '../../../scan/kit/scan-session';

/* What the count screen holds besides the scan kit's entries: the bin being counted, the bins, the notices. */

/** A count entry as the screen lists it (voided ones are the kit's undone entries). */
export interface ShownData extends CountEntryRow {
  label: string;
}
export type ShownEntry = ScanEntry<ShownData>;

/** Non-serial: the SKU being counted, its quantity still open to repeated scans or a typed figure. */
export interface Pending {
  key: string;
  sku: PackSku | null;
  code: string;
  quantity: number;
  flag: LocalFlag | null;
}

/** Where each bin stands on this device. */
export interface BinState {
  state: 'open' | 'closed';
  counted: number;
  round: number;
}

export type CountNotice =
  | { kind: 'bin-opened'; bin: PackBin; resumed: boolean; again: boolean }
  | { kind: 'counted'; label: string; quantity: number; flag: LocalFlag | null }
  | { kind: 'pending'; label: string; quantity: number; flag: LocalFlag | null }
  | { kind: 'voided'; label: string }
  | { kind: 'closed'; bin: PackBin; counted: number }
  | { kind: 'recount'; bin: PackBin }
  | { kind: 'closed-elsewhere'; bin: PackBin; by: string[] }
  | { kind: 'reject'; reason: CountRejection; code: string };

export interface CountState {
  pack: CountingPack;
  bin: PackBin | null;
  binCountId: string | null;
  pending: Pending | null;
  quantityText: string;
  bins: ReadonlyMap<string, BinState>;
  /** Where each bin stands on the server, as last heard while online. */
  remote: ReadonlyMap<string, RemoteBinState>;
  /** Who else holds or closed each bin, by bin id. */
  others: ReadonlyMap<string, OthersOnBin>;
  /** A bin closed on another device, waiting for the counter to say "count it again". */
  confirming: PackBin | null;
  restored: boolean;
}
