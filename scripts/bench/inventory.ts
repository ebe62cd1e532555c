// Inventory reads at warehouse scale: `npm run bench -- inventory`, on the bench databases of
// scale-server.ts (PostgreSQL at 1,000,000 units and 5,000,000 movements, PGlite smaller). Each case is
// one API call timed from Node, warm. To add a screen's queries, add cases to INVENTORY_CASES.
import { BENCH_BIN_PREFIX, BENCH_SKU_PREFIX } from './inventory-data';
import { type Figures, runIfMain } from './harness';
import { type BenchIds, type ScaleServer, onScaleDatabases } from './scale-server';
import { percentile } from './scan-latency';

interface InventoryCase {
  name: string;
  /** API path and query; dates are relative to now so the data's two years always cover them. */
  path: (ids: BenchIds) => string;
  /** Whether the answer is a real one (default: a page with rows). */
  answered?: (payload: Record<string, unknown>) => boolean;
  /** The bar on PostgreSQL. */
  limitMs: number;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const INVENTORY_CASES: InventoryCase[] = [
  { name: 'movement history, first page', path: () => '/v1/movements?pageSize=25', limitMs: 300 },
  { name: 'movement history by SKU', path: () => `/v1/movements?pageSize=25&sku=${BENCH_SKU_PREFIX}00042`, limitMs: 300 },
  { name: 'movement history by bin', path: () => `/v1/movements?pageSize=25&bin=${BENCH_BIN_PREFIX}03-0123`, limitMs: 300 },
  { name: 'movement history by type and 30 days', path: () => `/v1/movements?pageSize=25&type=putaway&from=${daysAgo(120)}&to=${daysAgo(90)}`, limitMs: 300 },
  { name: 'movement history by zone, 100 rows', path: () => `/v1/movements?pageSize=100&zone=${BENCH_BIN_PREFIX}07`, limitMs: 300 },
  { name: 'item list, first page', path: () => '/v1/items?pageSize=25', limitMs: 300 },
  { name: 'item list by SKU', path: (ids) => `/v1/items?pageSize=25&sku=${ids.sku}`, limitMs: 300 },
  { name: 'item list by bin', path: (ids) => `/v1/items?pageSize=25&bin=${ids.bin}`, limitMs: 300 },
  { name: 'inventory dashboard', path: () => '/v1/inventory/dashboard', limitMs: 1000, answered: (payload) => Number(payload.onHandUnits) > 0 },
];

const RUNS = 15;
const WARM_UP = 2;

const hasRows = (payload: Record<string, unknown>) => Array.isArray(payload.items) && payload.items.length > 0;

async function measure(url: string, token: string, c: InventoryCase, ids: BenchIds): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < WARM_UP + RUNS; n++) {
    const started = performance.now();
    const res = await fetch(`${url}${c.path(ids)}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { payload: Record<string, unknown> };
    if (!res.ok || !(c.answered ?? hasRows)(body.payload)) throw new Error(`${c.name}: ${res.status}, ${JSON.stringify(body).slice(0, 200)}`);
    if (n >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}

async function benchOn({ label, postgres, url, token, size, ids }: ScaleServer): Promise<Figures> {
  const figures: Figures = { [`${label}: data`]: `${size.items.toLocaleString('en')} units, ${size.movements.toLocaleString('en')} bench movements` };
  // BENCH_CASES=item,dashboard measures only the cases whose names contain one of those words.
  const only = process.env.BENCH_CASES?.split(',');
  for (const c of INVENTORY_CASES.filter((x) => !only || only.some((word) => x.name.includes(word)))) {
    const times = await measure(url, token, c, ids);
    const within = postgres ? (percentile(times, 95) <= c.limitMs ? ' ✓' : ` ✗ (bar ${c.limitMs})`) : '';
    figures[`${label}: ${c.name}, median / p95 ms`] = `${percentile(times, 50)} / ${percentile(times, 95)}${within}`;
  }
  return figures;
}

export const benchInventory = () => onScaleDatabases(benchOn);

await runIfMain(import.meta.url, benchInventory);
