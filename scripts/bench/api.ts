// API throughput: `npx tsx scripts/bench/api.ts`, or `benchApi()` from the combined bench.
import autocannon from 'autocannon';
import { runIfMain, withBenchServer } from './harness';

const DURATION_S = 10;

interface Case {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  connections: number;
  headers: Record<string, string>;
  body?: string;
}

async function measure(url: string, c: Case) {
  // A worker thread sends the load, so the client does not share the server's event loop.
  const result = await autocannon({
    url: `${url}${c.path}`,
    method: c.method,
    headers: c.headers,
    body: c.body,
    connections: c.connections,
    duration: DURATION_S,
    workers: 1,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${c.name}: ${failed} of ${result.requests.total} requests failed`);
  return { rps: Math.round(result.requests.average * 10) / 10, p50: result.latency.p50, p99: result.latency.p99 };
}

export async function benchApi(): Promise<Record<string, string | number>> {
  // The throttle would turn repeated logins into 429s; the bench measures the work of a login itself.
  // 10,000 extra accounts: the admin lists are measured at a warehouse's real scale.
  return withBenchServer({ postgresWhenSet: true, env: { LOGIN_THROTTLE: '0', DEMO_EXTRA_ACCOUNTS: '10000' } }, async (server) => {
    const json = { 'Content-Type': 'application/json' };
    const loginBody = JSON.stringify({ username: 'viewer', password: 'demo1234' });
    const signIn = await fetch(`${server.url}/v1/auth/login`, { method: 'POST', headers: json, body: loginBody });
    const { payload } = (await signIn.json()) as { payload: { token: string } };

    // scrypt at OWASP cost (N=2^17) dominates a login, on purpose: it is what makes guessing expensive.
    const login = await measure(server.url, { name: 'login', path: '/v1/auth/login', method: 'POST', connections: 4, headers: json, body: loginBody });
    const me = await measure(server.url, { name: 'me', path: '/v1/auth/me', method: 'GET', connections: 10, headers: { Authorization: `Bearer ${payload.token}` } });
    const adminSignIn = await fetch(`${server.url}/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'demo1234' }) });
    const admin = { Authorization: `Bearer ${((await adminSignIn.json()) as { payload: { token: string } }).payload.token}` };
    const list = (name: string, query: string) => measure(server.url, { name, path: `/v1/admin/accounts?${query}`, method: 'GET', connections: 4, headers: admin });
    const firstPage = await list('accounts page 1', 'sort=name&pageSize=25');
    const lastPage = await list('accounts last page', 'sort=name&pageSize=100&page=101');
    const search = await list('accounts search', 'q=garcia&pageSize=25');
    return {
      database: server.database,
      'POST /v1/auth/login req/s': login.rps,
      'POST /v1/auth/login p50 ms': login.p50,
      'POST /v1/auth/login p99 ms': login.p99,
      'GET /v1/auth/me req/s': me.rps,
      'GET /v1/auth/me p50 ms': me.p50,
      'GET /v1/auth/me p99 ms': me.p99,
      'accounts list (10,000), page 1 by name: req/s, p50 ms': `${firstPage.rps}, ${firstPage.p50}`,
      'accounts list, last page of 100: req/s, p50 ms': `${lastPage.rps}, ${lastPage.p50}`,
      'accounts list, search: req/s, p50 ms': `${search.rps}, ${search.p50}`,
    };
  });
}

await runIfMain(import.meta.url, benchApi);
