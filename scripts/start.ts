// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
// `npm start -- --verbose` prints Vite's whole build report instead of one line of progress.
import { EnvError, loadEnv } from '../src/server/env';
import { buildIsStale, buildWeb } from './build-web';

// Links in mails are built from configuration only (never a request's Host header): a demo started here
// links to the address it serves, unless APP_URL or the company's setting says otherwise. With a mail
// server, APP_URL stays required (env.ts): a guess must never leave in a real mail.
if (!process.env.SMTP_URL) process.env.APP_URL ||= `http://localhost:${process.env.PORT || 3000}`;

let serveWeb: boolean;
try {
  serveWeb = loadEnv().SERVE_WEB;
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(err.message);
  process.exit(1);
}

if (serveWeb && buildIsStale()) {
  const verbose = process.argv.includes('--verbose');
  if (!verbose) console.info('First start, or the sources changed: building the web app (about a minute; `npm start -- --verbose` shows the details).');
  try {
    await buildWeb({ verbose });
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}`);
    console.error('The web app did not build; fix the errors above, or start the API alone with SERVE_WEB=0.');
    process.exit(1);
  }
}

console.info('Starting the server (the first start creates the database and the demo data: up to a minute)…');
await import('../src/server/main');
