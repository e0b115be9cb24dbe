import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import type { PackageError, PackageNode } from '../../catalog/index.js';
import type { PackageFiles } from '../../resource/index.js';
import { CMI5_TYPE } from './cmi5-schema.js';
import { SCO_FILES_PREFIX, SCO_TYPE, type ScoFile } from './sco-schema.js';

/** Media types of the files a SCORM package ships, by extension; anything else is served as bytes to download. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
};

export const scoMediaType = (path: string) =>
  MEDIA_TYPES[/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** Lesson node key -> slide id -> the SCO package's files (package path -> stored object). */
export type ScoPackages = Map<string, Map<string, Record<string, ScoFile>>>;

function listFiles(root: string, under = root, out: string[] = []): string[] {
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (entry.isDirectory()) listFiles(root, path, out);
    else if (entry.isFile()) out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/**
 * Stores the files of every SCORM or cmi5 slide's package folder (before the import's transaction, content-addressed under
 * sco-files/, each folder once however many SCOs share it) and checks the launch file is among them.
 */
export async function prepareScoPackages(
  folder: string,
  nodes: PackageNode[],
  files: PackageFiles | undefined,
): Promise<{ packages: ScoPackages; errors: PackageError[] }> {
  const packages: ScoPackages = new Map();
  const errors: PackageError[] = [];
  const stored = new Map<string, Record<string, ScoFile> | null>();
  const walk = async (list: PackageNode[]) => {
    for (const n of list) {
      for (const [index, raw] of (n.type === 'LESSON' ? (n.slides ?? []) : []).entries()) {
        const slide = raw as { id?: unknown; type?: unknown; package?: unknown; launch?: unknown };
        if (
          (slide.type !== SCO_TYPE && slide.type !== CMI5_TYPE) ||
          typeof slide.package !== 'string' ||
          typeof slide.id !== 'string'
        )
          continue;
        const fail = (message: string) => errors.push({ file: n.source, line: 0, message: `slides.${index}: ${message}` });
        if (!stored.has(slide.package)) stored.set(slide.package, await storeFolder(folder, slide.package, files, fail));
        const index_ = stored.get(slide.package);
        if (!index_) continue;
        const launch = String(slide.launch ?? '').split('?')[0] ?? '';
        if (!index_[launch]) {
          fail(`launch "${launch}" is not a file of package "${slide.package}"`);
          continue;
        }
        const byNode = packages.get(n.key) ?? new Map<string, Record<string, ScoFile>>();
        byNode.set(slide.id, index_);
        packages.set(n.key, byNode);
      }
      await walk(n.children);
    }
  };
  await walk(nodes);
  return { packages, errors };
}

async function storeFolder(
  folder: string,
  name: string,
  files: PackageFiles | undefined,
  fail: (message: string) => void,
): Promise<Record<string, ScoFile> | null> {
  const root = join(folder, name);
  if (!normalize(root).startsWith(normalize(folder) + sep)) {
    fail(`package "${name}" is outside the course package`);
    return null;
  }
  try {
    if (!statSync(root).isDirectory()) throw new Error('not a folder');
  } catch {
    fail(`package "${name}" is not a folder of the course package`);
    return null;
  }
  if (!files) throw new Error('this package ships SCORM content: importing it needs a storage');
  const index: Record<string, ScoFile> = {};
  for (const path of listFiles(root)) {
    const full = join(root, path);
    const bytes = readFileSync(full);
    const type = scoMediaType(path);
    const file = await files.store(bytes, path.split('/').pop() ?? path, type, () => readFileSync(full), SCO_FILES_PREFIX);
    index[path] = { key: file.storageKey, type, size: file.size };
  }
  return index;
}
