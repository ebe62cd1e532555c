// `npm run test:size`: fails when a route needs more compressed JavaScript and words before its data than its
// ceiling allows (ADR 0023). Builds first when dist/ is missing or older than the sources, as `npm start`
// does, so the browser tests that follow reuse that build. A size check, never a timing.
import { buildIsStale, buildWeb } from './build-web';
import { budgetOf, describe, goalOf, kB, routeSizes, weightOf } from './route-sizes';

if (buildIsStale()) await buildWeb({ verbose: false });
const sizes = routeSizes();
const over = sizes.filter((size) => weightOf(size) > budgetOf(size.route));
const largest = [...sizes].sort((a, b) => weightOf(b) - weightOf(a));
const login = sizes.find((size) => size.route === '/login');
if (login) console.info(`/login: ${describe(login)}`);
console.info(`Largest: ${largest.slice(0, 3).map((size) => `${size.route} ${kB(weightOf(size))} kB`).join(', ')} (${sizes.length} routes; \`npm run bench -- size\` lists them all)`);
if (over.length) {
  console.error(`Over the size budget (ADR 0023):\n${over.map((size) => `  ${size.route}: ${describe(size)}`).join('\n')}`);
  process.exitCode = 1;
} else {
  const toGoal = sizes.filter((size) => weightOf(size) > goalOf(size.route)).length;
  console.info(`Every route is within its ceiling; ${toGoal} of ${sizes.length} are still above the goal (ADR 0023).`);
}
