import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ZIP_MAX_BYTES } from '@continuum/contracts';
import { unpackPackageZip } from '../../package-zip.js';
import { manifestFormat } from '../detect.js';
import { SourceArchiveError } from './source-error.js';
import { unpackTarGz } from './unpack-tar.js';

export { SourceArchiveError };

export type CourseFormat = 'COMMON_CARTRIDGE' | 'OLX' | 'SCORM12' | 'SCORM2004' | 'CMI5';

/** A source on disk ready to read: the folder holding its manifest or course.xml, and how to clean up. */
export interface OpenedSource {
  format: CourseFormat;
  folder: string;
  close: () => Promise<void>;
}

/**
 * Whether a manifest is a Common Cartridge's (its namespaces or resource types say imscc): QTI content packages and
 * SCORM packages have an imsmanifest.xml too, and are other readers' (decision 0145).
 */
function isCartridgeManifest(path: string): boolean {
  if (!existsSync(path)) return false;
  const head = readFileSync(path, 'latin1').slice(0, 64 * 1024);
  return /imsccv1p\d|imscc_xmlv1p\d|IMS Common Cartridge|imscp_v1p1[\s\S]*imsdt_|imswl_xmlv1p/.test(head);
}

/** SCORM 1.2 or 2004, when a manifest that is not a cartridge's names SCORM's schemas (detect.ts). */
function scormManifest(path: string): 'SCORM12' | 'SCORM2004' | null {
  if (!existsSync(path)) return null;
  const format = manifestFormat(readFileSync(path, 'latin1').slice(0, 256 * 1024));
  return format === 'scorm12' ? 'SCORM12' : format === 'scorm2004' ? 'SCORM2004' : null;
}

/** Which of our course formats a folder holds, looking at its top and one folder down (archives zipped with their folder). */
function detect(folder: string): { format: CourseFormat; folder: string } | null {
  for (const dir of [folder, ...oneDown(folder)]) {
    if (isCartridgeManifest(join(dir, 'imsmanifest.xml'))) return { format: 'COMMON_CARTRIDGE', folder: dir };
    const scorm = scormManifest(join(dir, 'imsmanifest.xml'));
    if (scorm) return { format: scorm, folder: dir };
    if (existsSync(join(dir, 'cmi5.xml'))) return { format: 'CMI5', folder: dir };
    if (existsSync(join(dir, 'course.xml'))) return { format: 'OLX', folder: dir };
  }
  return null;
}

function oneDown(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== '__MACOSX')
    .map((d) => join(folder, d.name));
}

/**
 * Opens a Common Cartridge (.imscc or .zip, or its unpacked folder), a SCORM package (.zip or folder) or an OLX course (.tar.gz, or its folder). An
 * archive is unpacked into a folder of its own under the same limits as our package zips (decision 0081): size,
 * entry count, unpacked size, no path leaving the folder. Null when the path holds neither format.
 */
export async function openCourseSource(path: string): Promise<OpenedSource | null> {
  if (statSync(path).isDirectory()) {
    const found = detect(path);
    return found ? { ...found, close: async () => {} } : null;
  }
  const lower = path.toLowerCase();
  const isZip = lower.endsWith('.imscc') || lower.endsWith('.zip');
  const isTar = lower.endsWith('.tar.gz') || lower.endsWith('.tgz');
  if (!isZip && !isTar) return null;
  if (statSync(path).size > PACKAGE_ZIP_MAX_BYTES)
    throw new SourceArchiveError(`the archive is larger than ${PACKAGE_ZIP_MAX_BYTES} bytes`);
  const dir = await mkdtemp(join(tmpdir(), 'continuum-source-'));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    if (isZip) await unpackPackageZip(await readFile(path), dir);
    else await unpackTarGz(path, dir);
    const found = detect(dir);
    if (!found) {
      await close();
      return null;
    }
    return { ...found, close };
  } catch (err) {
    await close();
    throw err;
  }
}
