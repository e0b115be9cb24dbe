import { PACKAGE_MAX_ENTRIES, PACKAGE_MAX_UNPACKED_BYTES } from '@continuum/contracts';
import { extract, list, type ReadEntry } from 'tar';
import { SourceArchiveError } from './source-error.js';

/** Why an entry of the archive is refused: only plain files and folders, at relative paths inside the folder. */
function entryProblem(entry: ReadEntry): string | null {
  const name = entry.path;
  if (name.length > 1000) return 'an entry name is too long';
  if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'Directory')
    return `entry "${name.slice(0, 100)}" is a ${entry.type}, not a file or folder`;
  if (name.includes('\\') || name.includes('\0')) return `entry "${name.slice(0, 100)}" has a backslash or NUL in its name`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `entry "${name.slice(0, 100)}" is an absolute path`;
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '..')) return `entry "${name.slice(0, 100)}" leaves the course folder`;
  return null;
}

/**
 * Unpacks an OLX course .tar.gz into `dir` under the limits of our package zips (decision 0081): the whole archive is
 * listed and checked first (entry count, declared sizes, paths, no links or devices), then extracted, each entry
 * bounded by its declared size by the tar library itself.
 */
export async function unpackTarGz(file: string, dir: string): Promise<void> {
  let entries = 0;
  let unpacked = 0;
  let problem: string | null = null;
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (problem) return;
        entries++;
        if (entries > PACKAGE_MAX_ENTRIES) problem = `the archive has more than ${PACKAGE_MAX_ENTRIES} entries`;
        unpacked += entry.size ?? 0;
        if (unpacked > PACKAGE_MAX_UNPACKED_BYTES)
          problem = `the archive unpacks to more than ${PACKAGE_MAX_UNPACKED_BYTES} bytes`;
        problem ??= entryProblem(entry);
      },
    });
  } catch {
    throw new SourceArchiveError('the file is not a readable .tar.gz archive');
  }
  if (problem) throw new SourceArchiveError(problem);
  if (entries === 0) throw new SourceArchiveError('the archive holds no files');
  await extract({
    file,
    cwd: dir,
    strict: true,
    preservePaths: false,
    preserveOwner: false,
    filter: (_path, entry) => entryProblem(entry as ReadEntry) === null && !/(^|\/)\._|^__MACOSX\//.test(_path),
  });
}
