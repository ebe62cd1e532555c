// `npm run bench`: every benchmark of the product, one table each. Figures go into the issue notes.
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCamera } from './camera';
import { benchReceiveSync } from './receive-sync';
import { benchReceiving } from './receiving';
import { benchScan } from './scan';
import { benchScanItem } from './scan-item';
import { benchSync } from './sync';

const benches: [string, () => Promise<Record<string, string | number>>][] = [
  ['Bundle', benchBundle],
  ['API', benchApi],
  ['Sync (server)', benchSync],
  ['Scanning and outbox (Chromium)', benchScan],
  ['Camera scanner (Chromium, fake camera)', benchCamera],
  ['Receiving list, 10,000 control numbers (Chromium)', benchReceiving],
  ['Scan-item with 1,000 units already received (Chromium)', benchScanItem],
  ['Receiving scans through /v1/sync, one API process (server)', benchReceiveSync],
];

let failed = false;
for (const [name, run] of benches) {
  console.info(`\n${name}`);
  try {
    console.table(await run());
  } catch (error) {
    // One broken bench should not hide the others' figures; the exit code still tells.
    failed = true;
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
  }
}
process.exitCode = failed ? 1 : 0;
