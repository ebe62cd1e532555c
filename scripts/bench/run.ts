// `npm run bench`: every benchmark of the product, one table each. Figures go into the issue notes.
// `npm run bench -- counting sync` runs only the benches whose names hold one of the words.
import { benchAllocation } from './allocation';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCamera } from './camera';
import { benchCountingCompletion, benchCountingOffline } from './counting';
import { benchInventory } from './inventory';
import { benchJobScan } from './job-scan';
import { benchLighthouse } from './lighthouse';
import { benchMove } from './move';
import { benchLabelToPrinter } from './label-print';
import { benchPackScan } from './pack-scan';
import { benchPickScan } from './pick-scan';
import { benchInventoryDashboard } from './inventory-dashboard';
import { benchReceiveSync } from './receive-sync';
import { benchReceiving } from './receiving';
import { benchReports } from './reports';
import { benchPicking } from './picking';
import { benchRelease } from './release';
import { benchScan } from './scan';
import { benchShippingDashboard } from './shipping-dashboard';
import { benchScanItem, benchScanItemLarge } from './scan-item';
import { benchSize } from './size';
import { benchStartup } from './startup';
import { benchSync } from './sync';

const benches: [string, () => Promise<Record<string, string | number>>][] = [
  ['Bundle', benchBundle],
  ['Size report: brotli JavaScript each route needs before its data', benchSize],
  ['Lighthouse, mobile profile: /login and the signed-in home (Chromium)', benchLighthouse],
  ["Home's cold start, main thread at 4x CPU throttling (Chromium)", benchStartup],
  ['API', benchApi],
  ['Sync (server)', benchSync],
  ['Scanning and outbox (Chromium)', benchScan],
  ['Camera scanner (Chromium, fake camera)', benchCamera],
  ['Receiving list, 10,000 control numbers, 4x CPU throttling (Chromium)', benchReceiving],
  ['Scan-item with 1,000 units already received (Chromium)', benchScanItem],
  ['Scan-item with 10,000 units already received (Chromium)', benchScanItemLarge],
  ['Receiving scans through /v1/sync, one API process (server)', benchReceiveSync],
  ['Counting offline, 5,000 units on one handheld (Chromium)', benchCountingOffline],
  ['Counting completion, a cycle of 20,000 units (server)', benchCountingCompletion],
  ['Inventory reads: movement history at 5,000,000 movements (server, PostgreSQL and PGlite)', benchInventory],
  ['Inventory move scans offline, 5,000 units in the pack (Chromium)', benchMove],
  ['Inventory dashboard, 1,000,000 items and 5,000,000 movements (server)', benchInventoryDashboard],
  ['Allocation, 2,000 orders of 3 lines against 200,000 available units (server, PGlite and PostgreSQL)', benchAllocation],
  ['Batch release, 500 orders of 3 lines (server, PGlite and PostgreSQL)', benchRelease],
  ['Picking offline on two handhelds, 1,000 picks half overlapping, flushed through /v1/sync (server, PGlite and PostgreSQL)', benchPicking],
  ['Picking offline, a released batch of 100 orders on one handheld (Chromium)', benchPickScan],
  ['Packing offline, an order of 100 units on one handheld (Chromium)', benchPackScan],
  ['Label to printer: the last scan of an order to its ZPL on a network printer (server, PGlite and PostgreSQL)', benchLabelToPrinter],
  ['Reports at 1,000,000 items and 5,000,000 movements (server, PostgreSQL and PGlite)', benchReports],
  ['Shipping dashboard, 100,000 orders (server, PostgreSQL)', benchShippingDashboard],
  ['Job center offline, 200 units through the QC station on one handheld (Chromium)', benchJobScan],
];

const words = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = words.length ? benches.filter(([name]) => words.some((word) => name.toLowerCase().includes(word))) : benches;
if (chosen.length === 0) {
  console.error(`No bench is named after ${words.join(', ')}. Benches: ${benches.map(([name]) => name).join('; ')}`);
  process.exitCode = 1;
}

let failed = false;
for (const [name, run] of chosen) {
  console.info(`\n${name}`);
  try {
    console.table(await run());
  } catch (error) {
    // One broken bench should not hide the others' figures; the exit code still tells.
    failed = true;
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
  }
}
if (failed) process.exitCode = 1;
