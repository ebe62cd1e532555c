import { randomUUID } from 'node:crypto';
import type { ScanLogList } from '../../src/domain/scan/scan-log';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { api } from './helpers';

/** A device name no other test uses, so counting its rows counts only this test's scans. */
export const newDevice = (label: string) => `${label}-${randomUUID()}`;

export const sync = (token: string | undefined, mutations: unknown[]) =>
  api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations } });

export async function scanLogOf(token: string, query: Record<string, string>) {
  const answer = await api<ScanLogList>(`/v1/scan-log?${new URLSearchParams(query)}`, { token });
  if (answer.status !== 200) throw new Error(`GET /v1/scan-log answered ${answer.status}: ${answer.body.message}`);
  return answer.body.payload;
}
