import { readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { readText, sourceFile } from '../common-cartridge/cartridge-files.js';
import { type CourseDraft, type DraftNode, idFrom, lineOf, productCode, type SourceWarning } from '../course-draft/draft.js';
import { type El, find, kid, kids, parseXml, textOf, XmlRefusedError } from '../course-draft/xml.js';
import { SourceInvalidError } from '../readers.js';
import { sequencingWarnings } from './sequencing.js';

const MANIFEST = 'imsmanifest.xml';
/** Where the package's files go in the course package we write: every SCO slide names this folder. */
export const SCO_PACKAGE_FOLDER = 'scorm';
/** Most files a SCORM package may ship (the zip upload's entry limit is the other bound). */
export const SCO_MAX_FILES = 5000;

export type ScormVersion = '1.2' | '2004';

interface Resource {
  identifier: string;
  href: string;
  scormType: string;
  base: string;
}

/** Every file below `folder`, as package paths (forward slashes), skipping dot files and __MACOSX. */
function listFiles(folder: string, under = folder, out: string[] = []): string[] {
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '__MACOSX') continue;
    const path = join(under, entry.name);
    if (entry.isDirectory()) listFiles(folder, path, out);
    else if (entry.isFile()) out.push(relative(folder, path).split(sep).join('/'));
    if (out.length > SCO_MAX_FILES)
      throw new SourceInvalidError([{ file: '', line: 0, message: `the package has more than ${SCO_MAX_FILES} files` }]);
  }
  return out;
}

/** The version a manifest declares: adlcp_v1p3 or a 2004 schemaversion is SCORM 2004, else 1.2. */
export function scormVersionOf(manifestText: string, manifest: El): ScormVersion {
  const declared = textOf(find(kid(manifest, 'metadata'), 'schemaversion')).trim();
  return /adlcp_v1p3/.test(manifestText) || /^(2004|CAM 1\.3)/i.test(declared) ? '2004' : '1.2';
}

/** A number of the manifest, or undefined when absent or not a number. */
function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The mastery score of an item, in percent: SCORM 1.2's adlcp:masteryscore (0-100), or SCORM 2004's primary objective
 * satisfied by measure (imsss:minNormalizedMeasure, -1..1, read as a scaled score 0..1). Undefined when it has none.
 */
function masteryOf(item: El, version: ScormVersion): number | undefined {
  if (version === '1.2') {
    const score = num(textOf(kid(item, 'masteryscore')));
    return score === undefined ? undefined : Math.min(100, Math.max(0, score));
  }
  const primary = find(kid(item, 'sequencing'), 'primaryObjective');
  if (primary?.attrs.satisfiedByMeasure !== 'true') return undefined;
  const measure = num(textOf(kid(primary, 'minNormalizedMeasure')) || '1');
  return measure === undefined ? undefined : Math.round(Math.min(1, Math.max(0, measure)) * 100);
}

/**
 * Reads an unpacked SCORM 1.2 or 2004 package (docs/course-packages.md, SCORM): the default organization's items
 * become units and lessons, each item launching a resource a lesson with one SCORM slide playing it; the package's
 * files are shipped whole (the SCOs share them). Sequencing beyond simple flow, time limits and anything else we do not
 * play are warnings naming the manifest line.
 */
export function readScorm(folder: string): CourseDraft {
  const manifestPath = sourceFile(folder, MANIFEST);
  if (!manifestPath) throw new SourceInvalidError([{ file: MANIFEST, line: 0, message: 'the package has no imsmanifest.xml' }]);
  const text = readText(manifestPath);
  let manifest: El;
  try {
    manifest = parseXml(text);
  } catch (err) {
    if (err instanceof XmlRefusedError) throw new SourceInvalidError([{ file: MANIFEST, line: 1, message: err.message }]);
    throw err;
  }
  if (manifest.name !== 'manifest')
    throw new SourceInvalidError([
      { file: MANIFEST, line: 1, message: `the root element is <${manifest.name}>, not <manifest>` },
    ]);
  const version = scormVersionOf(text, manifest);
  const warnings: SourceWarning[] = [];
  const warn = (needle: string, message: string) => warnings.push({ file: MANIFEST, line: lineOf(text, needle), message });

  const resourcesEl = kid(manifest, 'resources');
  const base = resourcesEl?.attrs.base ?? '';
  const resources = new Map<string, Resource>();
  for (const r of kids(resourcesEl, 'resource')) {
    const identifier = r.attrs.identifier ?? '';
    resources.set(identifier, {
      identifier,
      href: r.attrs.href ?? '',
      // 1.2 writes scormtype, 2004 scormType.
      scormType: (r.attrs.scormType ?? r.attrs.scormtype ?? '').toLowerCase(),
      base: posix.join(base, r.attrs.base ?? ''),
    });
  }

  const nodeKeys = new Set<string>();
  const slideIds = new Set<string>();
  let scos = 0;
  const lessonFor = (sourceId: string, title: string, res: Resource, item: El | undefined): DraftNode | null => {
    const needle = item ? `identifier="${sourceId}"` : `identifier="${res.identifier}"`;
    const launchPath = posix.join(res.base, res.href.split('?')[0] ?? '');
    if (!res.href || !sourceFile(folder, launchPath)) {
      warn(needle, `resource "${res.identifier}" launches "${res.href}", which is not in the package: not imported`);
      return null;
    }
    const query = [res.href.split('?')[1], item?.attrs.parameters?.replace(/^[?&]/, '')].filter(Boolean).join('&');
    const mastery = item ? masteryOf(item, version) : undefined;
    const threshold =
      version === '2004' && item
        ? num(kid(item, 'completionThreshold')?.attrs.minProgressMeasure ?? textOf(kid(item, 'completionThreshold')))
        : undefined;
    const launchData = item ? textOf(kid(item, 'dataFromLMS')).trim() : '';
    if (item && kid(item, 'maxtimeallowed'))
      warn(needle, `item "${sourceId}": maxtimeallowed is not enforced (seat time follows the course's rules)`);
    if (item && kid(item, 'timeLimitAction')) warn(needle, `item "${sourceId}": timeLimitAction is not enforced`);
    if (item && kid(item, 'prerequisites'))
      warn(needle, `item "${sourceId}": prerequisites are not evaluated; items open in the course's order`);
    if (res.scormType === 'asset')
      warn(needle, `item "${sourceId}" launches an asset (no SCORM runtime): it completes when the learner moves on`);
    scos++;
    const slide: Record<string, unknown> = {
      id: idFrom(sourceId, slideIds),
      type: 'SCORM',
      title: title.slice(0, 300),
      package: SCO_PACKAGE_FOLDER,
      launch: query ? `${launchPath}?${query}` : launchPath,
      scormVersion: version,
      asset: res.scormType === 'asset',
    };
    if (mastery !== undefined) slide.masteryScore = mastery;
    if (threshold !== undefined && threshold >= 0 && threshold <= 1) slide.completionThreshold = threshold;
    if (launchData) slide.launchData = launchData.slice(0, 4000);
    return { key: idFrom(sourceId, nodeKeys, 200), type: 'LESSON', title: title.slice(0, 300), slides: [slide], children: [] };
  };

  const walk = (items: El[], depth: number): DraftNode[] => {
    const out: DraftNode[] = [];
    for (const item of items) {
      const sourceId = item.attrs.identifier ?? '';
      const title = textOf(kid(item, 'title')).trim() || sourceId || 'Untitled';
      const needle = `identifier="${sourceId}"`;
      if (item.attrs.isvisible === 'false') warn(needle, `item "${sourceId}" is hidden (isvisible="false"): imported as visible`);
      const children = kids(item, 'item');
      const ref = item.attrs.identifierref;
      if (children.length > 0) {
        if (ref) warn(needle, `item "${sourceId}" has both children and a resource: its resource is not played`);
        const inner = walk(children, depth + 1);
        if (inner.length > 0)
          out.push({
            key: idFrom(sourceId, nodeKeys, 200),
            type: depth === 0 ? 'UNIT' : 'SECTION',
            title: title.slice(0, 300),
            children: inner,
          });
        continue;
      }
      if (!ref) {
        warn(needle, `item "${sourceId}" launches nothing: not imported`);
        continue;
      }
      const res = resources.get(ref);
      if (!res) {
        warn(needle, `item "${sourceId}" names resource "${ref}", which the manifest does not declare: not imported`);
        continue;
      }
      const lesson = lessonFor(sourceId, title, res, item);
      if (lesson) out.push(lesson);
    }
    return out;
  };

  const orgs = kid(manifest, 'organizations');
  const all = kids(orgs, 'organization');
  const org = all.find((o) => o.attrs.identifier === orgs?.attrs.default) ?? all[0];
  if (all.length > 1)
    warn(
      `identifier="${org?.attrs.identifier}"`,
      `the manifest has ${all.length} organizations: only "${org?.attrs.identifier}" is imported`,
    );
  let nodes: DraftNode[];
  if (org) {
    nodes = walk(kids(org, 'item'), 0);
  } else {
    // No organization (Moodle plays such packages too): each SCO resource is a lesson, in manifest order.
    warn('<organizations', 'the manifest has no organization: each SCO resource becomes a lesson, in manifest order');
    nodes = [...resources.values()]
      .filter((r) => r.scormType === 'sco')
      .map((r) => lessonFor(r.identifier, r.identifier, r, undefined))
      .filter((n): n is DraftNode => n !== null);
  }
  for (const w of sequencingWarnings(manifest, text)) warnings.push(w);
  if (scos === 0)
    throw new SourceInvalidError([...warnings, { file: MANIFEST, line: 0, message: 'the package has no SCO to play' }]);

  const identifier = manifest.attrs.identifier || 'scorm';
  const files = listFiles(folder).map((path) => ({ path: `${SCO_PACKAGE_FOLDER}/${path}`, from: join(folder, path) }));
  const title = (textOf(kid(org, 'title')).trim() || identifier).slice(0, 300);
  return {
    format: version === '1.2' ? 'SCORM12' : 'SCORM2004',
    course: { code: productCode(version === '1.2' ? 'SCORM12' : 'SCORM', identifier), title, account: { name: title } },
    nodes,
    rootResources: [],
    files,
    warnings,
    scos,
  };
}
