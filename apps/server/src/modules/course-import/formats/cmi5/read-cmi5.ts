import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readText, sourceFile } from '../common-cartridge/cartridge-files.js';
import { type CourseDraft, type DraftNode, idFrom, lineOf, productCode, type SourceWarning } from '../course-draft/draft.js';
import { type El, kid, kids, parseXml, textOf, XmlRefusedError } from '../course-draft/xml.js';
import { SourceInvalidError } from '../readers.js';

const COURSE_STRUCTURE = 'cmi5.xml';
/** Where the package's files go in the course package we write: every cmi5 slide names this folder. */
export const CMI5_PACKAGE_FOLDER = 'cmi5';
/** Most files a cmi5 package may ship (the zip upload's entry limit is the other bound), as for SCORM. */
export const CMI5_MAX_FILES = 5000;

/** cmi5 section 13.1.4 (AU moveOn): when the AU counts as satisfied for the course. */
export const CMI5_MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'] as const;
export type Cmi5MoveOn = (typeof CMI5_MOVE_ON)[number];

function listFiles(folder: string, under = folder, out: string[] = []): string[] {
  for (const entry of readdirSync(under, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '__MACOSX') continue;
    const path = join(under, entry.name);
    if (entry.isDirectory()) listFiles(folder, path, out);
    else if (entry.isFile()) out.push(relative(folder, path).split(sep).join('/'));
    if (out.length > CMI5_MAX_FILES)
      throw new SourceInvalidError([{ file: '', line: 0, message: `the package has more than ${CMI5_MAX_FILES} files` }]);
  }
  return out;
}

/** A cmi5 title or description: its first langstring (the course structure's own language), trimmed. */
function langText(el: El | undefined): string {
  const first = kids(el, 'langstring')[0];
  return textOf(first ?? el).trim();
}

/**
 * Reads an unpacked cmi5 package (docs/course-packages.md, cmi5): the course structure's blocks become units (then
 * sections), each AU a lesson with one CMI5 slide launching the AU's URL from our storage with the cmi5 launch
 * parameters. moveOn, masteryScore, launchMethod, activityType and launchParameters are carried; what we do not play
 * (AUs hosted elsewhere, objectives, entitlement keys, prerequisites) is a warning naming the line of cmi5.xml.
 */
export function readCmi5(folder: string): CourseDraft {
  const path = sourceFile(folder, COURSE_STRUCTURE);
  if (!path) throw new SourceInvalidError([{ file: COURSE_STRUCTURE, line: 0, message: 'the package has no cmi5.xml' }]);
  const text = readText(path);
  let root: El;
  try {
    root = parseXml(text);
  } catch (err) {
    if (err instanceof XmlRefusedError) throw new SourceInvalidError([{ file: COURSE_STRUCTURE, line: 1, message: err.message }]);
    throw err;
  }
  if (root.name !== 'courseStructure')
    throw new SourceInvalidError([
      { file: COURSE_STRUCTURE, line: 1, message: `the root element is <${root.name}>, not <courseStructure>` },
    ]);
  const warnings: SourceWarning[] = [];
  const warn = (needle: string, message: string) =>
    warnings.push({ file: COURSE_STRUCTURE, line: lineOf(text, needle), message });

  const course = kid(root, 'course');
  const courseId = course?.attrs.id ?? '';
  if (kid(root, 'objectives'))
    warn('<objectives', "the course's objectives are not carried (cmi5 objectives have no counterpart in Continuum)");

  const nodeKeys = new Set<string>();
  const slideIds = new Set<string>();
  /** A readable, stable id: the AU or block id without the course id in front of it. */
  const tail = (id: string) => (courseId && id.startsWith(courseId) ? id.slice(courseId.length) : id) || id;
  let aus = 0;

  const lessonFor = (au: El): DraftNode | null => {
    const auId = au.attrs.id ?? '';
    const needle = `id="${auId}"`;
    const title = (langText(kid(au, 'title')) || auId || 'Untitled').slice(0, 300);
    const url = textOf(kid(au, 'url')).trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      warn(needle, `AU "${auId}" is hosted elsewhere (${url}): not imported, only AUs in the package play`);
      return null;
    }
    const file = url.split(/[?#]/)[0] ?? '';
    if (!url || !file || file.split('/').includes('..') || !sourceFile(folder, file)) {
      warn(needle, `AU "${auId}" launches "${url}", which is not in the package: not imported`);
      return null;
    }
    const moveOnRaw = au.attrs.moveOn ?? 'NotApplicable';
    const moveOn = (CMI5_MOVE_ON as readonly string[]).includes(moveOnRaw) ? (moveOnRaw as Cmi5MoveOn) : 'NotApplicable';
    if (moveOn !== moveOnRaw) warn(needle, `AU "${auId}": moveOn "${moveOnRaw}" is not a cmi5 value: read as NotApplicable`);
    const launchMethod = au.attrs.launchMethod === 'OwnWindow' ? 'OwnWindow' : 'AnyWindow';
    if (launchMethod === 'OwnWindow') warn(needle, `AU "${auId}": launchMethod OwnWindow is played in the lesson's frame`);
    if (kid(au, 'entitlementKey')) warn(needle, `AU "${auId}": entitlementKey is not carried`);
    if (kid(au, 'objectives')) warn(needle, `AU "${auId}": its objectives are not carried`);
    const slide: Record<string, unknown> = {
      id: idFrom(tail(auId), slideIds),
      type: 'CMI5',
      title,
      package: CMI5_PACKAGE_FOLDER,
      launch: url,
      auId,
      moveOn,
    };
    const mastery = au.attrs.masteryScore === undefined ? undefined : Number(au.attrs.masteryScore);
    if (mastery !== undefined) {
      if (Number.isFinite(mastery) && mastery >= 0 && mastery <= 1) slide.masteryScore = mastery;
      else warn(needle, `AU "${auId}": masteryScore "${au.attrs.masteryScore}" is not between 0 and 1: not carried`);
    }
    slide.launchMethod = launchMethod;
    if (au.attrs.activityType) slide.activityType = au.attrs.activityType.slice(0, 1000);
    const params = textOf(kid(au, 'launchParameters')).trim();
    if (params) slide.launchParameters = params.slice(0, 4000);
    aus++;
    return { key: idFrom(tail(auId), nodeKeys, 200), type: 'LESSON', title, slides: [slide], children: [] };
  };

  const walk = (parent: El, depth: number): DraftNode[] => {
    const out: DraftNode[] = [];
    for (const child of parent.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'au') {
        const lesson = lessonFor(child);
        if (lesson) out.push(lesson);
      } else if (child.name === 'block') {
        const blockId = child.attrs.id ?? '';
        const needle = `id="${blockId}"`;
        if (kid(child, 'objectives')) warn(needle, `block "${blockId}": its objectives are not carried`);
        const inner = walk(child, depth + 1);
        if (inner.length > 0)
          out.push({
            key: idFrom(tail(blockId), nodeKeys, 200),
            type: depth === 0 ? 'UNIT' : 'SECTION',
            title: (langText(kid(child, 'title')) || blockId || 'Untitled').slice(0, 300),
            children: inner,
          });
      }
    }
    return out;
  };
  const nodes = walk(root, 0);
  if (aus === 0)
    throw new SourceInvalidError([...warnings, { file: COURSE_STRUCTURE, line: 0, message: 'the package has no AU to play' }]);

  const title = (langText(kid(course, 'title')) || courseId || 'cmi5 course').slice(0, 300);
  const files = listFiles(folder).map((p) => ({ path: `${CMI5_PACKAGE_FOLDER}/${p}`, from: join(folder, p) }));
  const description = langText(kid(course, 'description')).replace(/\s+/g, ' ');
  return {
    format: 'CMI5',
    course: {
      code: productCode('CMI5', courseId || title),
      title,
      ...(description ? { description: description.slice(0, 2000) } : {}),
      account: { name: title },
    },
    nodes,
    rootResources: [],
    files,
    warnings,
    scos: aus,
  };
}
