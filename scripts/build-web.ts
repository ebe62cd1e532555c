// The web build as `npm start` runs it: one line of progress instead of Vite's full report, which
// `npm start -- --verbose` (or `npm run build`) still prints.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Plugin, build } from 'vite';

const BUILD = 'dist/index.html';
const SOURCES = ['src/web', 'src/domain', 'public', 'index.html', 'login.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

/** Newest modification time under a file or folder, 0 when it does not exist. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** True when dist/ is missing or older than any of the web app's sources. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD)) return true;
  const built = statSync(BUILD).mtimeMs;
  return SOURCES.some((source) => newest(source) > built);
}

type Report = (text: string, final?: boolean) => void;

/** On a terminal, one line rewritten in place (at most every 100 ms); in a log, a line per step and every 5 s. */
function reporter(): Report {
  const tty = process.stdout.isTTY === true;
  let last = 0;
  let shown = '';
  return (text, final = false) => {
    const now = performance.now();
    if (tty) {
      if (!final && now - last < 100) return;
      last = now;
      process.stdout.write(`\r\x1b[K${text}${final ? '\n' : ''}`);
    } else if (final || now - last >= 5_000 || text.replace(/ \(.*/, '') !== shown.replace(/ \(.*/, '')) {
      last = now;
      console.info(text);
    }
    shown = text;
  };
}

function progress(report: Report): Plugin {
  let modules = 0;
  return {
    name: 'wms:start-progress',
    apply: 'build',
    buildStart() {
      report('Building the web app: compiling');
    },
    moduleParsed() {
      modules += 1;
      report(`Building the web app: compiling (${modules} modules)`);
    },
    renderStart() {
      report(`Building the web app: bundling ${modules} modules`, true);
    },
    writeBundle() {
      report('Building the web app: writing files and the offline service worker');
    },
  };
}

/** Builds into dist/; throws when the build fails, after Vite printed the errors. */
export async function buildWeb({ verbose }: { verbose: boolean }): Promise<void> {
  const started = performance.now();
  if (verbose) {
    await build({ configFile: 'vite.config.ts', logLevel: 'info' });
    return;
  }
  const report = reporter();
  await build({ configFile: 'vite.config.ts', logLevel: 'error', plugins: [progress(report)] });
  report(`Built the web app in ${((performance.now() - started) / 1000).toFixed(0)} s.`, true);
}
