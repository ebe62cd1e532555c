// Finds Debian's Chromium for the browser tests, installing it when we are allowed to.
// Nothing here downloads a browser build of its own: the machines reach only npm and Debian's packages.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.info('Chromium not found: installing Debian\'s chromium package (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

const path = found();
if (!path) {
  console.error(
    'The browser tests need Chromium and could not find it.\n' +
      'Install Debian\'s package as root:  apt-get update && apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
console.info(`Browser tests use ${path}`);
