import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFormat } from './model.js';

/**
 * What a file or folder holds, told from its content, never from its name (issue 29): a `.txt` may be GIFT, an
 * `.xml` Moodle XML or QTI, a `.zip` our package, a QTI content package or a cartridge.
 */
export type Detected =
  | { format: 'continuum-package'; path: string }
  | {
      format: SourceFormat;
      path: string;
      files: string[] /** Files of a folder that hold no question format: each a warning. */;
      ignored?: string[];
    }
  /** An archive: unpack it (with package-zip.ts's limits) and detect the folder. */
  | { format: 'zip' | 'tar.gz'; path: string }
  | { format: 'unknown'; path: string; reason: string };

/** How much of a file is read to tell its format. */
const SNIFF_BYTES = 64 * 1024;

function head(path: string, bytes = SNIFF_BYTES): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** The root element's local name and its namespace declarations, skipping the prolog, comments and doctype. */
export function xmlRoot(text: string): { name: string; tag: string } | null {
  let s = text.replace(/^\uFEFF/, '');
  for (;;) {
    s = s.trimStart();
    if (s.startsWith('<?')) s = s.slice(s.indexOf('?>') + 2);
    else if (s.startsWith('<!--')) s = s.slice(s.indexOf('-->') + 3);
    else if (s.startsWith('<!')) s = s.slice(s.indexOf('>') + 1);
    else break;
    if (s === '') return null;
  }
  const m = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/.exec(s);
  return m ? { name: m[2] as string, tag: m[0] } : null;
}

/** The format of one XML document, from its root element and namespaces. */
export function xmlFormat(text: string): SourceFormat | 'manifest' | 'olx-course' | null {
  const root = xmlRoot(text);
  if (!root) return null;
  const { name, tag } = root;
  if (name === 'quiz') return 'moodle-xml';
  if (name === 'assessmentItem' || name === 'assessmentTest')
    return /imsqti_v2p0|imsqti_v2p1|imsqti_v2p2/.test(tag) || !/xmlns/.test(tag) ? 'qti21' : null;
  if (name === 'qti-assessment-item' || name === 'qti-assessment-test') return 'qti30';
  if (name === 'questestinterop') return 'common-cartridge';
  if (name === 'manifest') return 'manifest';
  if (name === 'course') return 'olx-course';
  return null;
}

/** A manifest (imsmanifest.xml) names what it packages through its schemas and resource types. */
export function manifestFormat(text: string): SourceFormat | null {
  if (/imsccv1p\d|IMS Common Cartridge|IMS Thin CC/i.test(text)) return 'common-cartridge';
  if (/imsqti_(item|test)_xmlv3p0|imsqtiasi_v3p0/.test(text)) return 'qti30';
  if (/imsqti_(item|test)_xmlv2p[12]/.test(text)) return 'qti-package';
  if (/adlcp_v1p3|<schemaversion>\s*(2004|CAM 1\.3)/i.test(text)) return 'scorm2004';
  if (/adlcp_rootv1p2|<schemaversion>\s*1\.2/i.test(text)) return 'scorm12';
  return null;
}

/** GIFT has no root to look for: questions are `{…}` answer blocks, `::title::`, `$CATEGORY:` or `//` comments. */
export function looksLikeGift(text: string): boolean {
  if (text.includes('\0')) return false;
  const t = text.replace(/^\uFEFF/, '');
  if (/^\s*</.test(t)) return false;
  if (/^\s*[[{]/.test(t)) {
    try {
      JSON.parse(t);
      return false; // JSON, not GIFT
    } catch {}
  }
  return (
    /\$CATEGORY:/.test(t) ||
    /^\s*\[(html|markdown|plain|moodle)\]/m.test(t) ||
    /::[^:\n]+::/.test(t) ||
    /\{[^{}]*\}/.test(t.replace(/\\[{}]/g, ''))
  );
}

function fileFormat(path: string): Detected {
  const buf = head(path);
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) return { format: 'zip', path };
  if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) return { format: 'tar.gz', path };
  const text = buf.toString('utf8');
  const xml = xmlFormat(text);
  if (xml === 'manifest' || xml === 'olx-course')
    return { format: 'unknown', path, reason: 'a manifest or course.xml alone: import the folder or archive that holds it' };
  if (xml) return { format: xml, path, files: [path] };
  if (looksLikeGift(text)) return { format: 'gift', path, files: [path] };
  return {
    format: 'unknown',
    path,
    reason: 'not a format Continuum imports (our package, GIFT, Moodle XML, QTI, Common Cartridge, OLX, SCORM, cmi5)',
  };
}

function folderFormat(path: string): Detected {
  if (existsSync(join(path, 'course.yaml'))) return { format: 'continuum-package', path };
  if (existsSync(join(path, 'cmi5.xml'))) return { format: 'cmi5', path, files: [join(path, 'cmi5.xml')] };
  const manifest = join(path, 'imsmanifest.xml');
  if (existsSync(manifest)) {
    const format = manifestFormat(head(manifest, 4 * SNIFF_BYTES).toString('utf8'));
    if (format) return { format, path, files: [manifest] };
    return { format: 'unknown', path, reason: 'imsmanifest.xml names no schema Continuum imports' };
  }
  const courseXml = join(path, 'course.xml');
  if (existsSync(courseXml) && xmlFormat(head(courseXml).toString('utf8')) === 'olx-course')
    return { format: 'olx', path, files: [courseXml] };
  // A folder of loose question files of one format (QTI items, GIFT or Moodle XML files): one bank.
  const names = readdirSync(path)
    .filter((n) => !n.startsWith('.'))
    .sort();
  const found = new Map<SourceFormat, string[]>();
  const ignored: string[] = [];
  for (const name of names) {
    const file = join(path, name);
    if (!statSync(file).isFile()) continue;
    const d = fileFormat(file);
    if (d.format === 'gift' || d.format === 'moodle-xml' || d.format === 'qti21' || d.format === 'qti30')
      found.set(d.format, [...(found.get(d.format) ?? []), file]);
    else ignored.push(file);
  }
  if (found.size === 1) {
    const [format, files] = [...found.entries()][0] as [SourceFormat, string[]];
    return { format, path, files, ignored };
  }
  if (found.size > 1)
    return {
      format: 'unknown',
      path,
      reason: `the folder mixes ${[...found.keys()].join(', ')} files: import them one format at a time`,
    };
  // A course exported with its top folder (course/course.xml, package/imsmanifest.xml).
  const dirs = names.filter((n) => statSync(join(path, n)).isDirectory());
  const course = dirs.find((d) => d === 'course');
  if (course) {
    const inner = folderFormat(join(path, course));
    if (inner.format !== 'unknown') return inner;
  }
  if (dirs.length === 1 && names.length === 1) return folderFormat(join(path, dirs[0] as string));
  return {
    format: 'unknown',
    path,
    reason: 'no course.yaml, imsmanifest.xml, cmi5.xml, course.xml or question files in the folder',
  };
}

/** Tells what `path` (a file or a folder) holds. */
export function detectSource(path: string): Detected {
  if (!existsSync(path)) return { format: 'unknown', path, reason: 'no such file or folder' };
  return statSync(path).isDirectory() ? folderFormat(path) : fileFormat(path);
}
