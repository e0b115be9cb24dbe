// Debian's nginx, the load balancer of the scale-out test (e2e/scale-out.e2e.ts, decision 0058). Installed like
// Chromium (setup.mjs): as root through apt-get when missing. Run directly (`node scripts/lib/nginx.mjs`) it
// installs and exits non-zero when it cannot.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';

/** Installs nginx when missing; returns an error message when it is missing and cannot be installed. */
export function ensureNginx() {
  if (existsSync(NGINX)) return undefined;
  if (process.getuid?.() !== 0) return `${NGINX} is missing and this user cannot install it. Run: sudo apt-get install -y nginx`;
  console.log('› Installing nginx (apt-get)…');
  // The package's post-install script may start the system service on port 80: it is not used, only the binary.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) return `apt-get ${args.join(' ')} failed (exit ${res.status ?? res.signal})`;
  }
  return existsSync(NGINX) ? undefined : `apt-get installed nginx but ${NGINX} is missing`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const error = ensureNginx();
  if (error) {
    console.error(`✗ ${error}`);
    process.exit(1);
  }
}
