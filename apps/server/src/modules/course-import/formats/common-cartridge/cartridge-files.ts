import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, resolve, sep } from 'node:path';

/** Our resource type for a file a cartridge or course ships, by extension (docs/course-packages.md, Resources). */
export const RESOURCE_TYPE_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'PDF',
  '.png': 'IMAGE',
  '.jpg': 'IMAGE',
  '.jpeg': 'IMAGE',
  '.gif': 'IMAGE',
  '.webp': 'IMAGE',
  '.mp3': 'AUDIO',
  '.m4a': 'AUDIO',
  '.ogg': 'AUDIO',
  '.wav': 'AUDIO',
  '.mp4': 'VIDEO',
  '.webm': 'VIDEO',
  '.docx': 'DOCUMENT',
  '.xlsx': 'SPREADSHEET',
  '.html': 'HTML',
  '.htm': 'HTML',
};

export const resourceTypeOf = (path: string) => RESOURCE_TYPE_BY_EXTENSION[extname(path).toLowerCase()];

/**
 * A file of the unpacked source named by a reference inside it (a manifest href, an OLX filename): the absolute
 * path when it stays inside the folder and exists, else null. A reference never reaches outside the folder.
 */
export function sourceFile(folder: string, relative: string, base = ''): string | null {
  if (!relative || relative.includes('\0') || /^[a-z][a-z0-9+.-]*:/i.test(relative)) return null;
  let decoded = relative;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const joined = posix.normalize(posix.join(base, decoded.split('#')[0]?.split('?')[0] ?? ''));
  if (joined.startsWith('..') || posix.isAbsolute(joined)) return null;
  const root = resolve(folder);
  const path = resolve(join(root, joined));
  if (!path.startsWith(root + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

/** A text file; an XML file declaring ISO-8859-1 (as Canvas's QTI files do) is decoded as such. */
export function readText(path: string): string {
  const bytes = readFileSync(path);
  const head = bytes.subarray(0, 200).toString('latin1');
  const text = /encoding=["'](iso-8859-1|latin-?1)["']/i.test(head) ? bytes.toString('latin1') : bytes.toString('utf8');
  // NUL is never text of ours (every string stored is free of it).
  return text.replace(/\0/g, '');
}
