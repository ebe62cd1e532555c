// Scans per second one API process sustains: `npx tsx scripts/bench/receive-sync.ts`, or
// `benchReceiveSync()` from the combined bench. 5,000 serialised units go into one control number as
// receiving.item.receive mutations through POST /v1/sync, one batch after another as a handheld's
// outbox sends them: full batches of 500 (a device back from a long time offline), then batches of 20
// into another control number (a handheld online, sending as it scans). On PGlite, then on
// PostgreSQL too when DATABASE_URL is set (point it at a scratch database: demo data is added to it).
import { SYNC_BATCH_MAX } from '../../src/domain/sync/mutations';
import { type Figures, runIfMain, withBenchServer } from './harness';
import { signIn } from './http';
import { createControlNumber, receiveMutations, reserveWmsNumbers, sendInBatches, serialisedSku } from './receiving-units';

const UNITS = 5_000;
const HANDHELD_BATCH = 20;
/** The tail of the run, to tell whether a control number gets slower to receive into as it fills. */
const TAIL = 1_000;

const perSecond = (units: number, seconds: number) => Math.round(units / seconds);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function measure(postgres: boolean): Promise<Figures> {
  return withBenchServer({ postgresWhenSet: postgres, env: { LOGIN_THROTTLE: '0' } }, async (server) => {
    const admin = await signIn(server.url, 'admin');
    const operator = await signIn(server.url, 'operator');
    const sku = await serialisedSku(server.url, admin);
    const run = async (batchSize: number) => {
      const number = await createControlNumber(server.url, admin, sku.client.id);
      // Reserved beforehand, as a handheld holds its labels before it scans.
      const mutations = receiveMutations(number, sku.id, await reserveWmsNumbers(server.url, operator, UNITS));
      const batches = await sendInBatches(server.url, operator, mutations, batchSize);
      return { batches, total: sum(batches), tail: sum(batches.slice(-TAIL / batchSize)) };
    };
    const full = await run(SYNC_BATCH_MAX);
    const handheld = await run(HANDHELD_BATCH);
    const sorted = [...handheld.batches].sort((a, b) => a - b);
    const db = server.database;
    return {
      [`${db}: units/s, batches of ${SYNC_BATCH_MAX}`]: perSecond(UNITS, full.total),
      [`${db}: units/s, batches of ${SYNC_BATCH_MAX}, last ${TAIL} units`]: perSecond(TAIL, full.tail),
      [`${db}: units/s, batches of ${HANDHELD_BATCH}`]: perSecond(UNITS, handheld.total),
      [`${db}: units/s, batches of ${HANDHELD_BATCH}, last ${TAIL} units`]: perSecond(TAIL, handheld.tail),
      [`${db}: batch of ${HANDHELD_BATCH}, median / p95 ms`]:
        `${Math.round(sorted[Math.floor(sorted.length / 2)]! * 1000)} / ${Math.round(sorted[Math.floor(sorted.length * 0.95)]! * 1000)}`,
    };
  });
}

export async function benchReceiveSync(): Promise<Figures> {
  const figures: Figures = { 'units per control number': UNITS, ...(await measure(false)) };
  return process.env.DATABASE_URL ? { ...figures, ...(await measure(true)) } : figures;
}

await runIfMain(import.meta.url, benchReceiveSync);
