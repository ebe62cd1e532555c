// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError, loadEnv } from '../src/server/env';

const BUILD = 'dist/index.html';
const SOURCES = ['src/web', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

/** Newest modification time under a file or folder, 0 when it does not exist. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  if (!existsSync(BUILD)) return true;
  const built = statSync(BUILD).mtimeMs;
  return SOURCES.some((source) => newest(source) > built);
}

try {
  const env = loadEnv();
  if (env.SERVE_WEB && buildIsStale()) {
    console.info('Building the web app (vite build)…');
    const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The web app did not build; fix the errors above, or start the API alone with SERVE_WEB=0.');
      process.exit(result.status ?? 1);
    }
  }
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(err.message);
  process.exit(1);
}

await import('../src/server/main');
