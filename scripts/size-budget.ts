// `npm run test:size`: fails when a route needs more compressed JavaScript and words before its data than its
// ceiling allows (ADR 0023). Builds first when dist/ is missing or older than the sources, as `npm start`
// does, so the browser tests that follow reuse that build. A size check, never a timing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../src/server/lib/route-preloads';
import { buildIsStale, buildWeb } from './build-web';
import { budgetOf, describe, goalOf, kB, routeSizes, weightOf } from './route-sizes';

if (buildIsStale()) await buildWeb({ verbose: false });
const sizes = routeSizes();
const over = sizes.filter((size) => weightOf(size) > budgetOf(size.route));
const largest = [...sizes].sort((a, b) => weightOf(b) - weightOf(a));
const login = sizes.find((size) => size.route === '/login');
if (login) console.info(`/login: ${describe(login)}`);
console.info(`Largest: ${largest.slice(0, 3).map((size) => `${size.route} ${kB(weightOf(size))} kB`).join(', ')} (${sizes.length} routes; \`npm run bench -- size\` lists them all)`);
// Every file the server names in a page's HTML as a preload (ADR 0023) is one the build wrote: a chunk
// dropped after the list was made would be a 404 on every first load of its routes.
const preloads = JSON.parse(readFileSync(join('dist', ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
const missing = [...new Set(Object.values(preloads).flatMap(({ js, css }) => [...js, ...css]))].filter((file) => !existsSync(join('dist', file)));
if (missing.length) {
  console.error(`Preloads that name files the build did not write: ${missing.join(', ')}`);
  process.exitCode = 1;
}
if (over.length) {
  console.error(`Over the size budget (ADR 0023):\n${over.map((size) => `  ${size.route}: ${describe(size)}`).join('\n')}`);
  process.exitCode = 1;
} else {
  const toGoal = sizes.filter((size) => weightOf(size) > goalOf(size.route)).length;
  console.info(`Every route is within its ceiling; ${toGoal} of ${sizes.length} are still above the goal (ADR 0023).`);
}
