import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** A port nobody listens on now, asked of the system (port 0); the server takes it moments later. */
function freePort(): number {
  const script = "const s = require('node:net').createServer(); s.listen(0, () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// Workers load this file again: the port chosen by the runner reaches them through the environment.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags the machines need: no sandbox as root, and no calls home that a closed network would refuse. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A flow test takes 10 to 25 s on a quiet machine; CI's shared machines have run the suite 2 to 3 times
  // slower, and 30 s failed eight healthy tests there.
  timeout: 60_000,
  // Logins hash at OWASP cost (~0.5 s of a core each); on a loaded 2-core machine a sign-in can take seconds.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromium, args: chromiumArgs } },
      testIgnore: [/.*\.desktop\.spec\.ts/, /session\.spec\.ts/],
    },
    {
      // Logout ends every session of that user (spec section 7), so tests that end sessions run after
      // all others, one at a time: they would otherwise sign out a demo user another test is using.
      name: 'sessions',
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromium, args: chromiumArgs } },
      testMatch: /session\.spec\.ts/,
      dependencies: ['phone', 'desktop'],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 900 }, launchOptions: { executablePath: chromium, args: chromiumArgs } },
      testMatch: /.*\.desktop\.spec\.ts|.*\.both\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/v1/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
