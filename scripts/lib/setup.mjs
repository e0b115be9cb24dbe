// Set-up steps shared by `npm start` and `npm test`: only Node and npm are assumed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command in the repo root, inheriting stdio; exits the process when it fails. */
export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
  return res;
}

/**
 * Starts a command in the repo root with its output held back; the promise prints the output when it ends and
 * exits the process when it failed (as run() does; with exitOnFailure false it resolves to the exit code instead), so
 * a step can overlap the ones after it.
 */
export function runInBackground(cmd, args, { exitOnFailure = true } = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`);
        if (exitOnFailure) process.exit(code ?? 1);
      }
      resolve(code ?? 1);
    });
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && newestMtime(marker) >= newestMtime(lock)) return;
  // `npm install` (which follows the lock file) rather than `npm ci`: the registry this project is
  // built against lacks some platforms' optional binaries (e.g. Biome's macOS builds), which `npm ci`
  // reports as a lock-file mismatch.
  // --prefer-offline: packages already in npm's cache are not asked of the registry again. The lock file names no
  // tarball addresses (this machine's npmrc omits them), so otherwise every one of about 1,400 packages costs a
  // registry round trip: a clean clone's install took 152 s that way and 105 s with the cache (same loaded machine).
  console.log('› Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
}

/** Builds the web app and the server when their outputs are missing or older than their sources. */
export function ensureBuilt({ force = false } = {}) {
  const contracts = newestMtime(join(root, 'packages/contracts/src'));
  const webOut = join(root, 'apps/web/dist/index.html');
  const webSrc = Math.max(
    contracts,
    newestMtime(join(root, 'apps/web/src')),
    newestMtime(join(root, 'apps/web/public')),
    newestMtime(join(root, 'apps/web/index.html')),
    newestMtime(join(root, 'apps/web/vite.config.ts')),
    newestMtime(join(root, 'scripts/precompress-web.mjs')),
  );
  // A dist built before precompression (decision 0063) has no .br copies: build it again.
  if (force || newestMtime(webOut) < webSrc || !existsSync(`${webOut}.br`)) {
    console.log('› Building the web app…');
    run('npm', ['run', 'build', '-w', '@continuum/web']);
  }
  const serverOut = join(root, 'apps/server/dist/main.js');
  const serverSrc = Math.max(
    contracts,
    newestMtime(join(root, 'apps/server/src')),
    newestMtime(join(root, 'apps/server/migrations')),
  );
  if (force || newestMtime(serverOut) < serverSrc) {
    console.log('› Building the server…');
    run('npm', ['run', 'build', '-w', '@continuum/server']);
  }
}

export const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian's Chromium for the browser tests when missing (as root, through apt-get). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${CHROMIUM} is missing and this user cannot install it. Run: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('› Installing Chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}
