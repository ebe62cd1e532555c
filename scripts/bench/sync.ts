// Outbox flush: `npx tsx scripts/bench/sync.ts`, or `benchSync()` from the combined bench.
// 10,000 queued scans sent as the device outbox sends them (batches of 500, one after another), then
// the whole queue again as a replay; the log must hold exactly 10,000 rows afterwards.
import { randomUUID } from 'node:crypto';
import { SCAN_LOG_RECORD, type ScanLogEntryInput } from '../../src/domain/scan/scan-log';
import { type Mutation, type SyncBatchAnswer, SYNC_BATCH_MAX } from '../../src/domain/sync/mutations';
import { runIfMain, withBenchServer } from './harness';
import { call, signIn } from './http';

const TOTAL = 10_000;

function queue(device: string): Mutation[] {
  const start = Date.now();
  return Array.from({ length: TOTAL }, (_, i) => {
    const code = `BENCH${String(i).padStart(6, '0')}`;
    const payload: ScanLogEntryInput = {
      device,
      code,
      source: 'wedge',
      parsed: { kind: 'plain', raw: code, code },
      scannedAt: new Date(start + i).toISOString(),
    };
    return { id: randomUUID(), kind: SCAN_LOG_RECORD, payload, createdAt: start + i };
  });
}

/** Sends the queue in order, batch after batch, as the outbox does; returns seconds and the results. */
async function flush(url: string, token: string, mutations: Mutation[]) {
  const started = performance.now();
  const results: SyncBatchAnswer['results'] = [];
  for (let i = 0; i < mutations.length; i += SYNC_BATCH_MAX) {
    const answer = await call<SyncBatchAnswer>(`${url}/v1/sync`, { token, body: { mutations: mutations.slice(i, i + SYNC_BATCH_MAX) } });
    results.push(...answer.results);
  }
  return { seconds: (performance.now() - started) / 1000, results };
}

export async function benchSync(): Promise<Record<string, string | number>> {
  return withBenchServer({ postgresWhenSet: true, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const operator = await signIn(server.url, 'operator');
    const supervisor = await signIn(server.url, 'supervisor');
    const device = `bench-${randomUUID()}`;
    const mutations = queue(device);

    const first = await flush(server.url, operator, mutations);
    const replay = await flush(server.url, operator, mutations);
    const notApplied = first.results.filter((r) => r.status !== 200).length;
    const changed = replay.results.filter((r, i) => JSON.stringify(r) !== JSON.stringify(first.results[i])).length;
    const log = await call<{ total: number }>(`${server.url}/v1/scan-log?device=${device}&limit=1`, { token: supervisor });
    if (notApplied > 0 || changed > 0 || log.total !== TOTAL) {
      throw new Error(`Expected ${TOTAL} scans applied once: ${notApplied} not applied, ${changed} replays answered differently, ${log.total} rows`);
    }
    return {
      database: server.database,
      mutations: TOTAL,
      'batch size': SYNC_BATCH_MAX,
      'first flush s': Number(first.seconds.toFixed(2)),
      'first flush mutations/s': Math.round(TOTAL / first.seconds),
      'replay s': Number(replay.seconds.toFixed(2)),
      'replay mutations/s': Math.round(TOTAL / replay.seconds),
      'rows in scan log': log.total,
    };
  });
}

await runIfMain(import.meta.url, benchSync);
