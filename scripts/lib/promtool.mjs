// Debian's promtool (package prometheus), the real parser the metrics test checks our Prometheus text with
// (apps/server/src/modules/operations/metrics.test.ts, decision 0076). Installed as root through apt-get when
// missing, with services kept from starting (the package would start a Prometheus server). Run directly
// (`node scripts/lib/promtool.mjs`) it installs and exits non-zero when it cannot.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PROMTOOL = '/usr/bin/promtool';
const POLICY = '/usr/sbin/policy-rc.d';

/** Installs promtool when missing; returns an error message when it is missing and cannot be installed. */
export function ensurePromtool() {
  if (existsSync(PROMTOOL)) return undefined;
  if (process.getuid?.() !== 0)
    return `${PROMTOOL} is missing and this user cannot install it. Run: sudo apt-get install -y prometheus`;
  console.log('› Installing promtool (apt-get install prometheus)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ownPolicy = !existsSync(POLICY);
  // 101 = "action forbidden": the package's post-install script does not start its server.
  if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'],
    ]) {
      const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (res.status !== 0) return `apt-get ${args.join(' ')} failed (exit ${res.status ?? res.signal})`;
    }
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true });
  }
  return existsSync(PROMTOOL) ? undefined : `apt-get installed prometheus but ${PROMTOOL} is missing`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const error = ensurePromtool();
  if (error) {
    console.error(`✗ ${error}`);
    process.exit(1);
  }
}
