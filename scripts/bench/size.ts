// The size report: the compressed JavaScript each route needs before its data, largest first, against
// its budget (ADR 0023). Reads the build in dist/ (`npm run build` first): `npx tsx scripts/bench/size.ts`.
import { budgetOf, describe, routeSizes } from '../route-sizes';
import { type Figures, runIfMain } from './harness';

export async function benchSize(): Promise<Figures> {
  const sizes = routeSizes().sort((a, b) => b.js - a.js);
  return Object.fromEntries(sizes.map((size) => [size.route, `${size.js > budgetOf(size.route) ? 'OVER ' : ''}${describe(size)}`]));
}

await runIfMain(import.meta.url, benchSize);
