// Reports at warehouse scale (issue 21): `npm run bench -- reports`, on the bench databases of
// scale-server.ts. Every report of the catalogue is timed as the screen asks for it (one year, every
// client; one year, one client where the report takes a client; two years, the whole of the data) and
// as its CSV download of the whole result. The issue's bar is 2 s on PostgreSQL. RUNS / WARM_UP as env to change how often each is called;
// BENCH_REPORTS=dock-to-stock,stock-age measures those reports alone.
import { loadavg } from 'node:os';
import { REPORTS, REPORT_IDS, type ReportId } from '../../src/domain/reports/reports';
import { type Figures, runIfMain } from './harness';
import { type ScaleServer, onScaleDatabases } from './scale-server';
import { percentile } from './scan-latency';

const BAR_MS = 2000;
const RUNS = Number(process.env.RUNS ?? 5);
const WARM_UP = Number(process.env.WARM_UP ?? 1);
/** A call slower than this gets two timed runs, not RUNS: the bench has to end, and one far over the bar needs no p95. */
const SLOW_MS = 10_000;

interface ReportCase {
  name: string;
  path: (report: ReportId, server: ScaleServer) => string | null;
  /** Rows the answer holds, to show that the call did the work (an empty answer is quick). */
  rows: (res: Response) => Promise<number>;
}

// The bench data's last two years end 11 days ago: a year up to today covers a full year of it.
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const year = `from=${day(364)}&to=${day(0)}`;

const screenRows = async (res: Response) => {
  const body = (await res.json()) as { payload: { rows?: unknown[] } };
  if (!Array.isArray(body.payload.rows)) throw new Error(JSON.stringify(body).slice(0, 200));
  return body.payload.rows.length;
};
// The header line is not a row.
const csvRows = async (res: Response) => (await res.text()).split('\n').filter(Boolean).length - 1;

const takes = (report: ReportId, filter: string) => (REPORTS[report].filters as readonly string[]).includes(filter);

const CASES: ReportCase[] = [
  { name: 'screen, year', path: (report) => `/v1/reports/${report}?${year}`, rows: screenRows },
  {
    name: 'screen, year, one client',
    path: (report, { ids }) => (takes(report, 'client') ? `/v1/reports/${report}?${year}&clientId=${ids.client}` : null),
    rows: screenRows,
  },
  { name: 'CSV, year', path: (report) => `/v1/reports/${report}/csv?${year}`, rows: csvRows },
  // A stock report at the end of a day a year back: the sum of every change up to it (ADR 0038).
  { name: 'screen, a year ago', path: (report) => (takes(report, 'day') ? `/v1/reports/${report}?at=${day(364)}` : null), rows: screenRows },
  // The whole of the bench data: a range of two years, or the stock at its first day (every day since to take off).
  {
    name: 'screen, two years',
    path: (report) => (takes(report, 'range') ? `/v1/reports/${report}?from=${day(729)}&to=${day(0)}` : takes(report, 'day') ? `/v1/reports/${report}?at=${day(729)}` : null),
    rows: screenRows,
  },
];

async function measure(server: ScaleServer, path: string, rows: ReportCase['rows']): Promise<{ times: number[]; rows: number }> {
  const times: number[] = [];
  let found = 0;
  for (let n = 0, runs = RUNS; n < WARM_UP + runs; n++) {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}, ${(await res.text()).slice(0, 200)}`);
    found = await rows(res);
    const took = performance.now() - started;
    if (n >= WARM_UP) times.push(took);
    else if (took > SLOW_MS) runs = Math.min(runs, 2);
  }
  return { times, rows: found };
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

async function benchOn(server: ScaleServer): Promise<Figures> {
  const { label, postgres, size } = server;
  const loadBefore = load();
  const table: Record<string, Record<string, string>> = {};
  let over = 0;
  const only = process.env.BENCH_REPORTS?.split(',');
  for (const report of REPORT_IDS.filter((id) => !only || only.includes(id))) {
    const row: Record<string, string> = {};
    for (const c of CASES) {
      const path = c.path(report, server);
      if (!path) {
        row[c.name] = '(no such filter)';
        continue;
      }
      const { times, rows } = await measure(server, path, c.rows);
      const p95 = percentile(times, 95);
      if (postgres && p95 > BAR_MS) over++;
      const mark = postgres ? (p95 <= BAR_MS ? ' ✓' : ' ✗') : '';
      row[c.name] = `${percentile(times, 50)} / ${p95}${mark} (${rows} rows)`;
    }
    table[report] = row;
  }
  console.info(`\n${label}, ${size.items.toLocaleString('en')} units and ${size.movements.toLocaleString('en')} bench movements: median / p95 ms of ${RUNS} calls after ${WARM_UP} warm-up${postgres ? `, ✓ within the ${BAR_MS} ms bar (p95)` : ''}`);
  console.table(table);
  return {
    [`${label}: data`]: `${size.items.toLocaleString('en')} units, ${size.movements.toLocaleString('en')} bench movements`,
    [`${label}: load average (1, 5, 15 min) before / after`]: `${loadBefore} / ${load()}`,
    ...(postgres ? { [`${label}: cases over ${BAR_MS} ms (p95)`]: over } : {}),
  };
}

export const benchReports = () => onScaleDatabases(benchOn);

await runIfMain(import.meta.url, benchReports);
