// Starts the product the way a user does (`npm start`), on a fresh embedded database for each test run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve('.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_URL: `http://127.0.0.1:${process.env.PORT}`, DATA_DIR: dataDir, TRUST_PROXY: '1', DEMO_EXTRA_ACCOUNTS: '10000' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
