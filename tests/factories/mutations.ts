import type { WmsLabel } from '../../src/domain/printing/wms-label';
import { LABEL_PRINT } from '../../src/domain/printing/printers';
import { SCAN_LOG_RECORD, type ScanLogEntryInput } from '../../src/domain/scan/scan-log';
import type { Mutation } from '../../src/domain/sync/mutations';

/** An outbox entry as a handheld sends it to POST /v1/sync (src/domain/sync/mutations.ts): a fresh id, made now. */
export const outboxMutation = <P>(kind: string, payload: P, id: string = crypto.randomUUID()) => ({ id, kind, createdAt: Date.now(), payload });

/** A wedge scan of a plain code on `device`, for the scan log; `overrides` makes a wrong one (another kind, a bad payload). */
export function scanLogMutation(device: string, code = `CODE-${crypto.randomUUID().slice(0, 8)}`, overrides: Partial<Mutation> = {}): Mutation {
  const payload: ScanLogEntryInput = { device, code, source: 'wedge', parsed: { kind: 'plain', raw: code, code }, scannedAt: new Date().toISOString() };
  return { ...outboxMutation(SCAN_LOG_RECORD, payload), ...overrides };
}

/** Labels for a network printer, as the outbox sends them. */
export const labelPrintMutation = (printerId: string, labels: WmsLabel[], id?: string) => outboxMutation(LABEL_PRINT, { printerId, labels }, id);
