import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { describe, expect, it } from 'vitest';
import { SourceArchiveError } from './source-error.js';
import { unpackTarGz } from './unpack-tar.js';

/** A .tar.gz of the named entries of a scratch folder (what an attacker would upload, not a course look-alike). */
async function archive(setup: (dir: string) => void, entries: string[], preservePaths = false): Promise<string> {
  const base = mkdtempSync(join(tmpdir(), 'tar-src-'));
  const dir = join(base, 'in');
  mkdirSync(dir);
  setup(dir);
  const file = join(base, 'a.tar.gz');
  await create({ gzip: true, file, cwd: dir, preservePaths }, entries);
  return file;
}

describe('unpackTarGz', () => {
  it('refuses an entry leaving the folder, and writes nothing', async () => {
    const file = await archive((dir) => writeFileSync(join(dir, '..', 'outside.txt'), 'x'), ['../outside.txt'], true);
    const target = mkdtempSync(join(tmpdir(), 'tar-out-'));
    await expect(unpackTarGz(file, join(target, 'course'))).rejects.toThrow(/leaves the course folder/);
    expect(existsSync(join(target, 'outside.txt'))).toBe(false);
  });

  it('refuses symbolic links', async () => {
    const file = await archive((dir) => symlinkSync('/etc/passwd', join(dir, 'link')), ['link']);
    await expect(unpackTarGz(file, mkdtempSync(join(tmpdir(), 'tar-out-')))).rejects.toThrow(
      /SymbolicLink, not a file or folder/,
    );
  });

  it('refuses a file that is no .tar.gz', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tar-bad-')), 'x.tar.gz');
    writeFileSync(file, 'plain text');
    await expect(unpackTarGz(file, mkdtempSync(join(tmpdir(), 'tar-out-')))).rejects.toBeInstanceOf(SourceArchiveError);
  });
});
