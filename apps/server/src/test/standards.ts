import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The public standards test files (../shared/data/standards next to the repository): found by walking up from here,
 * so a checkout one folder deeper (a worktree) finds them too.
 */
export function standardsDir(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, 'shared/data/standards');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('shared/data/standards not found above the repository');
    dir = parent;
  }
}
