import type { DeviceLoadRejection } from '../../../domain/shipping/load-scan';
import type { LoadRejection } from '../../../domain/shipping/load-out';

export type LoadNotice =
  | { kind: 'dock'; code: string }
  | { kind: 'loaded'; sscc: string; shipmentNumber: string; left: number }
  | { kind: 'shipped'; shipmentNumber: string }
  | { kind: 'reject'; reason: LoadRejection | DeviceLoadRejection; code: string };

export interface LoadState {
  dock: string | null;
  version: number;
  restored: boolean;
}
