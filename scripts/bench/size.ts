// The size report: the compressed JavaScript and message catalogues each route needs before its data, largest first, against
// its budget (ADR 0023). Reads the build in dist/ (`npm run build` first): `npx tsx scripts/bench/size.ts`.
import { budgetOf, describe, routeSizes, weightOf } from '../route-sizes';
import { type Figures, runIfMain } from './harness';

export async function benchSize(): Promise<Figures> {
  const sizes = routeSizes().sort((a, b) => weightOf(b) - weightOf(a));
  return Object.fromEntries(sizes.map((size) => [size.route, `${weightOf(size) > budgetOf(size.route) ? 'OVER ' : ''}${describe(size)}`]));
}

await runIfMain(import.meta.url, benchSize);
