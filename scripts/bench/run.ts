// `npm run bench`: every benchmark of the product, one table each. Figures go into the issue notes.
import { benchApi } from './api';
import { benchBundle } from './bundle';

const benches: [string, () => Promise<Record<string, string | number>>][] = [
  ['Bundle', benchBundle],
  ['API', benchApi],
];

for (const [name, run] of benches) {
  console.info(`\n${name}`);
  console.table(await run());
}
