import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import type { StoredFile } from '../../../platform/db/schema/index.js';
import { IMAGE_FILE_FIELD, LESSON_IMAGE_PREFIX, type PackageError, type PackageNode } from '../../catalog/index.js';
import type { PackageFiles } from '../../resource/index.js';

export { IMAGE_FILE_FIELD, LESSON_IMAGE_PREFIX };

/** Image types a lesson may ship, by extension; SVG is checked for active content at import. */
export const LESSON_IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export const LESSON_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Lesson node key -> slide id -> its stored background image. */
export type LessonImages = Map<string, Map<string, StoredFile>>;

/** What an SVG drawn as an image never needs and a page of this origin must never run. */
const SVG_ACTIVE_CONTENT = [
  /<script\b/i,
  /<foreignObject\b/i,
  /<iframe\b/i,
  /<!ENTITY\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  // Any scheme but an in-document fragment or an embedded raster image.
  /(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp)[;,])[a-z][a-z0-9+.-]*:/i,
];

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** Why a slide's bgImage cannot be used, or null: a file beside the node file, of an image type, small enough. */
function imageProblem(folder: string, nodeSource: string, name: string): string | null {
  if (name.includes('\\') || name.startsWith('/') || name.split('/').includes('..')) {
    return `bgImage "${name}" must be a file beside the lesson's node file (no "..", no absolute path)`;
  }
  if (!LESSON_IMAGE_TYPES[extensionOf(name)]) {
    return `bgImage "${name}" must be ${Object.keys(LESSON_IMAGE_TYPES).join(', ')}`;
  }
  const path = join(folder, dirname(nodeSource), name);
  if (!normalize(path).startsWith(normalize(folder) + sep)) return `bgImage "${name}" is outside the package`;
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return `bgImage "${name}" is not a file`;
    size = stat.size;
  } catch {
    return `bgImage "${name}" does not exist beside ${nodeSource}`;
  }
  if (size > LESSON_IMAGE_MAX_BYTES) return `bgImage "${name}" is larger than ${LESSON_IMAGE_MAX_BYTES} bytes`;
  return null;
}

/** Whether an SVG carries scripts, event handlers, embedded pages or external references. */
export function svgHasActiveContent(text: string): boolean {
  return SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(text));
}

/**
 * Stores the background image of every HOT_SPOT slide (before the import's transaction: storage is not
 * transactional, and the objects are content-addressed). Returns package errors naming the node file.
 */
export async function prepareLessonImages(
  folder: string,
  nodes: PackageNode[],
  files: PackageFiles | undefined,
): Promise<{ images: LessonImages; errors: PackageError[] }> {
  const images: LessonImages = new Map();
  const errors: PackageError[] = [];
  const wanted: { node: PackageNode; slideId: string; name: string; index: number }[] = [];
  const walk = (list: PackageNode[]) => {
    for (const n of list) {
      for (const [index, raw] of (n.type === 'LESSON' ? (n.slides ?? []) : []).entries()) {
        const slide = raw as { id?: unknown; type?: unknown; bgImage?: unknown };
        if (slide.type === 'HOT_SPOT' && typeof slide.bgImage === 'string' && typeof slide.id === 'string')
          wanted.push({ node: n, slideId: slide.id, name: slide.bgImage, index });
      }
      walk(n.children);
    }
  };
  walk(nodes);
  if (wanted.length === 0) return { images, errors };
  if (!files) throw new Error('this package ships lesson images: importing it needs a storage');

  for (const { node, slideId, name, index } of wanted) {
    const fail = (message: string) => errors.push({ file: node.source, line: 0, message: `slides.${index}: ${message}` });
    const problem = imageProblem(folder, node.source, name);
    if (problem) {
      fail(problem);
      continue;
    }
    const path = join(folder, dirname(node.source), name);
    const bytes = readFileSync(path);
    const mediaType = LESSON_IMAGE_TYPES[extensionOf(name)] as string;
    if (mediaType === 'image/svg+xml' && svgHasActiveContent(bytes.toString('utf8'))) {
      fail(`bgImage "${name}" has scripts, event handlers, embedded pages or external references`);
      continue;
    }
    const fileName = name.split('/').pop() ?? name;
    const file = await files.store(bytes, fileName, mediaType, () => readFileSync(path), LESSON_IMAGE_PREFIX);
    const byNode = images.get(node.key) ?? new Map<string, StoredFile>();
    byNode.set(slideId, file);
    images.set(node.key, byNode);
  }
  return { images, errors };
}
