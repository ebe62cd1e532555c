import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';
import { EnvError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { startServer } from './start-server';

function readEnv() {
  try {
    return loadEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

const env = readEnv();
const log = createLogger(env.LOG);
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause ? `${err.message.trim()} (${describe(err.cause)})` : err.message;
}

const server = await startServer(env, log).catch((err: unknown) => {
  console.error(`The server could not start: ${describe(err)}`);
  process.exit(1);
});

console.info(`Warehouse is running at ${server.url} (database: ${server.database === 'pglite' ? `embedded, in ${env.DATA_DIR}` : 'PostgreSQL'})`);
console.info(`API documentation: ${server.url}/v1/docs`);
if (server.demo) {
  console.info(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.info(`  ${user.username.padEnd(11)} ${user.note}`);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received, shutting down.`);
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    log.error('Shutdown failed', err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
