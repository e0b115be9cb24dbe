import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { StoredCaptions, StoredFile } from '../../platform/db/schema/index.js';
import { CAPTIONS_MEDIA_TYPE, MEDIA_TYPES } from '../catalog/index.js';
import type { PackageFiles } from '../resource/index.js';
import { docxToHtml, renderHtmlToPdf, sanitizeCourseHtml, xlsxToHtml } from '../resource/index.js';
import type { PackageError, PackageNode } from './package-reader.js';
import type { PackageResource, PackageResources } from './package-reader-resources.js';

export interface PreparedResource {
  entry: PackageResource;
  name: string;
  content: string | null;
  file: StoredFile | null;
  captions: StoredCaptions[];
}

/** The resource parts of a package, ready to write: files stored, HTML sanitized, documents converted. */
export interface PreparedResources {
  resources: PreparedResource[];
  /** Sanitized key points by KEY_POINTS node key. */
  keyPoints: Map<string, string[]>;
  glossary: PackageResources['glossary'];
  siteAssets: { fileName: string; file: StoredFile }[];
}

/** Served files are never HTML: only types a browser will not run as a page of this origin. */
const SITE_ASSET_MEDIA_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(MEDIA_TYPES)
    .filter(([type]) => type !== 'HTML' && type !== 'NOTES')
    .flatMap(([, byExtension]) => Object.entries(byExtension)),
);
const RENDER_DATE = new Date('2000-01-01T00:00:00Z');

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/**
 * Runs before the import's transaction (storage and conversions are slow and not transactional; the
 * files are content-addressed, and `files` deletes what a failed import created, docs/decisions/0040).
 * Conversion failures are returned as package errors naming the file.
 */
export async function prepareResources(
  folder: string,
  nodes: PackageNode[],
  parts: PackageResources,
  files: PackageFiles | undefined,
): Promise<{ prepared: PreparedResources; errors: PackageError[] }> {
  const errors: PackageError[] = [];
  const needsStorage = parts.resources.some((r) => r.file) || parts.siteAssets.length > 0;
  if (needsStorage && !files) throw new Error('this package ships files: importing it needs a storage');
  const read = (path: string) => readFileSync(join(folder, path));
  const store = (bytes: Uint8Array, path: string, mediaType: string) =>
    (files as PackageFiles).store(bytes, basename(path), mediaType, () => read(path));

  const resources: PreparedResource[] = [];
  for (const entry of parts.resources) {
    let content: string | null = null;
    let file: StoredFile | null = null;
    try {
      if (entry.content !== undefined) content = sanitizeCourseHtml(entry.content);
      if (entry.file) {
        const bytes = read(entry.file);
        const mediaType = MEDIA_TYPES[entry.type]?.[extensionOf(entry.file)] ?? 'application/octet-stream';
        if (entry.type === 'HTML' || entry.type === 'NOTES') content = sanitizeCourseHtml(bytes.toString('utf8'));
        else file = await store(bytes, entry.file, mediaType);
        if (entry.type === 'DOCUMENT') content = await docxToHtml(bytes);
        if (entry.type === 'SPREADSHEET') content = await xlsxToHtml(bytes);
      }
    } catch (err) {
      errors.push({
        file: entry.file ?? entry.source,
        line: 0,
        message: `cannot be read as ${entry.type}: ${(err as Error).message}`,
      });
      continue;
    }
    const captions: StoredCaptions[] = [];
    for (const c of entry.captions) {
      const stored = await store(read(c.file), c.file, CAPTIONS_MEDIA_TYPE);
      captions.push({ ...stored, srclang: c.srclang, label: c.label, kind: c.kind });
    }
    const name = entry.name ?? (entry.file ? basename(entry.file) : entry.title);
    resources.push({ entry, name, content, file, captions });
  }

  const keyPoints = new Map<string, string[]>();
  const walk = (list: PackageNode[]) => {
    for (const n of list) {
      if (n.type === 'KEY_POINTS') keyPoints.set(n.key, (n.keyPoints ?? []).map(sanitizeCourseHtml).filter(Boolean));
      walk(n.children);
    }
  };
  walk(nodes);

  const siteAssets: PreparedResources['siteAssets'] = [];
  for (const asset of parts.siteAssets) {
    try {
      const mediaType = asset.render ? 'application/pdf' : SITE_ASSET_MEDIA_TYPES[extensionOf(asset.fileName)];
      if (!mediaType) throw new Error('a site asset file is a PDF, an image, audio, video or an Office document');
      const bytes = read(asset.path);
      // A fixed creation date: the same source renders to the same bytes, hence the same stored object.
      const body = asset.render
        ? await renderHtmlToPdf(sanitizeCourseHtml(bytes.toString('utf8')), { title: asset.title, createdAt: RENDER_DATE })
        : bytes;
      const file = await (files as PackageFiles).store(body, asset.fileName, mediaType, () => body);
      siteAssets.push({ fileName: asset.fileName, file });
    } catch (err) {
      errors.push({ file: asset.path, line: 0, message: `cannot be prepared: ${(err as Error).message}` });
    }
  }
  return { prepared: { resources, keyPoints, glossary: parts.glossary, siteAssets }, errors };
}
