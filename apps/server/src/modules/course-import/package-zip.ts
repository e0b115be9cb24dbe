import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PACKAGE_MAX_ENTRIES, PACKAGE_MAX_UNPACKED_BYTES, PACKAGE_ZIP_MAX_BYTES } from '@continuum/contracts';
import { unzipSync } from 'fflate';

/** Why an uploaded zip was refused before the package was read (answered as a 400 naming `content`). */
export class PackageZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackageZipError';
  }
}

/** Archive clutter that is no part of a package (macOS resource forks). */
const CLUTTER = /^__MACOSX\/|(^|\/)\.DS_Store$/;

/** A relative path of the package, or why not: no absolute path, drive, backslash, NUL, `.` or `..` part. */
function entryProblem(name: string): string | null {
  if (name.length > 1000) return 'an entry name is too long';
  if (name.includes('\\') || name.includes('\0')) return `entry "${name.slice(0, 100)}" has a backslash or NUL in its name`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `entry "${name.slice(0, 100)}" is an absolute path`;
  const parts = name.replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '..' || p === '.' || p === '')) return `entry "${name.slice(0, 100)}" leaves the package folder`;
  return null;
}

/**
 * Unpacks a course package zip into `dir` (decision 0081). Every bound is checked from the zip's directory before
 * anything is inflated: the number of entries, the paths, and the declared sizes; fflate inflates each entry into
 * a buffer of its declared size, so a lying entry cannot grow past it. A package zipped with its folder (one top
 * folder holding course.yaml) is unpacked from inside that folder.
 */
export async function unpackPackageZip(bytes: Uint8Array, dir: string): Promise<number> {
  if (bytes.byteLength > PACKAGE_ZIP_MAX_BYTES)
    throw new PackageZipError(`the zip is larger than ${PACKAGE_ZIP_MAX_BYTES} bytes`);
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries++;
        if (entries > PACKAGE_MAX_ENTRIES) throw new PackageZipError(`the zip has more than ${PACKAGE_MAX_ENTRIES} entries`);
        const problem = entryProblem(file.name);
        if (problem) throw new PackageZipError(problem);
        if (file.name.endsWith('/') || CLUTTER.test(file.name)) return false;
        unpacked += Math.max(file.originalSize, file.size);
        if (unpacked > PACKAGE_MAX_UNPACKED_BYTES)
          throw new PackageZipError(`the package unpacks to more than ${PACKAGE_MAX_UNPACKED_BYTES} bytes`);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof PackageZipError) throw err;
    throw new PackageZipError('content is not a readable zip file');
  }
  const names = Object.keys(files);
  if (names.length === 0) throw new PackageZipError('the zip holds no files');
  const top = names[0]?.split('/')[0] ?? '';
  const oneFolder = !names.includes('course.yaml') && names.every((n) => n.startsWith(`${top}/`));
  const root = resolve(dir);
  for (const name of names) {
    const relative = oneFolder ? name.slice(top.length + 1) : name;
    const target = resolve(join(root, relative));
    // Checked above already; a second look costs nothing where a mistake would write outside the folder.
    if (!target.startsWith(root + sep)) throw new PackageZipError(`entry "${name.slice(0, 100)}" leaves the package folder`);
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, files[name] as Uint8Array);
    } catch {
      // A name that is both a file and a folder ("a" and "a/b"): the zip's fault, not the server's.
      throw new PackageZipError(`entry "${name.slice(0, 100)}" clashes with another entry`);
    }
  }
  return names.length;
}
