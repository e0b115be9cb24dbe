// `npm install`'s prepare step: installs the pre-commit hook (simple-git-hooks) when this is a git checkout.
// Outside one (an unpacked tarball, a Docker build) there is nothing to hook, and that is not an error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/setup.mjs';

const bin = join(root, 'node_modules/simple-git-hooks/cli.js');
const inGit = spawnSync('git', ['rev-parse', '--git-dir'], { cwd: root, stdio: 'ignore' }).status === 0;
if (inGit && existsSync(bin) && !process.env.SKIP_INSTALL_SIMPLE_GIT_HOOKS) {
  const res = spawnSync(process.execPath, [bin], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) console.warn('pre-commit hook not installed (simple-git-hooks failed); `npm run check` still works');
}
