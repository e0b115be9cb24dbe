import { basename, relative } from 'node:path';
import { type CourseDraft, type DraftNode, idFrom, lineOf, productCode, type SourceWarning } from '../course-draft/draft.js';
import { hasImage, htmlBody, htmlForMarkdown, htmlToText } from '../course-draft/html-text.js';
import { type El, find, kid, kids, parseXml, textOf, XmlRefusedError } from '../course-draft/xml.js';
import { readText, resourceTypeOf, sourceFile } from './cartridge-files.js';
import { toExamQuestion, toSlide } from './qti12-map.js';
import { readQtiFile } from './qti12-read.js';

/** A cartridge that cannot be read at all (no manifest, or a manifest that is not XML). */
export class CartridgeInvalidError extends Error {
  constructor(readonly problems: SourceWarning[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
    this.name = 'CartridgeInvalidError';
  }
}

const MANIFEST = 'imsmanifest.xml';
const VERSIONS = /^1\.[0-3](\.\d+)?$/;

interface Resource {
  identifier: string;
  type: string;
  href: string;
  files: string[];
  intendedUse: string;
}

/** Resource types of CC 1.0 to 1.3, by family (the version part of the name differs from one release to the next). */
function family(type: string): 'webcontent' | 'assessment' | 'bank' | 'weblink' | 'discussion' | 'lti' | 'other' {
  if (type === 'webcontent' || type.startsWith('associatedcontent/')) return 'webcontent';
  if (/^imsqti_xmlv1p2\/imscc_xmlv1p\d\/assessment$/.test(type)) return 'assessment';
  if (/^imsqti_xmlv1p2\/imscc_xmlv1p\d\/question-bank$/.test(type)) return 'bank';
  if (/^imswl_xmlv1p\d$/.test(type)) return 'weblink';
  if (/^imsdt_xmlv1p\d$/.test(type)) return 'discussion';
  if (/^imsbasiclti_xmlv1p\d$/.test(type)) return 'lti';
  return 'other';
}

/**
 * Reads an unpacked Common Cartridge 1.0-1.3 (docs/course-packages.md, Common Cartridge): the organization's items
 * become units, sections and lessons; web content lessons; QTI assessments exams (and a practice lesson for items an
 * exam cannot hold); discussions forum slides; web links link resources. LTI links and anything else that cannot
 * map are warnings naming the file and the element.
 */
export function readCartridge(folder: string): CourseDraft {
  const manifestPath = sourceFile(folder, MANIFEST);
  if (!manifestPath)
    throw new CartridgeInvalidError([{ file: MANIFEST, line: 0, message: 'the cartridge has no imsmanifest.xml' }]);
  const manifestText = readText(manifestPath);
  let manifest: El;
  try {
    manifest = parseXml(manifestText);
  } catch (err) {
    if (err instanceof XmlRefusedError) throw new CartridgeInvalidError([{ file: MANIFEST, line: 1, message: err.message }]);
    throw err;
  }
  const warnings: SourceWarning[] = [];
  const warnAt = (file: string, needle: string, message: string) => {
    const text = file === MANIFEST ? manifestText : '';
    warnings.push({ file, line: text ? lineOf(text, needle) : 1, message });
  };
  const version = textOf(find(kid(manifest, 'metadata'), 'schemaversion')).trim();
  if (version && !VERSIONS.test(version))
    warnAt(MANIFEST, 'schemaversion', `schema version ${version} is not Common Cartridge 1.0-1.3; read as 1.3`);

  const resources = new Map<string, Resource>();
  for (const r of kids(kid(manifest, 'resources'), 'resource')) {
    const files = kids(r, 'file').map((f) => f.attrs.href ?? '');
    resources.set(r.attrs.identifier ?? '', {
      identifier: r.attrs.identifier ?? '',
      type: r.attrs.type ?? '',
      href: r.attrs.href ?? files[0] ?? '',
      files,
      intendedUse: r.attrs.intendeduse ?? '',
    });
  }

  const nodeKeys = new Set<string>();
  const resourceKeys = new Set<string>();
  const forumKeys = new Set<string>();
  const assignmentKeys = new Set<string>();
  const files: CourseDraft['files'] = [];
  const rootResources: Record<string, unknown>[] = [];
  const usedResources = new Set<string>();

  /** A file the package ships as a resource: copied under `source/` with its cartridge path. */
  const fileResource = (path: string, abs: string, title: string, key: string): Record<string, unknown> | null => {
    const type = resourceTypeOf(path);
    if (!type) return null;
    const inPackage = `source/${relative(folder, abs).split('\\').join('/')}`;
    if (!files.some((f) => f.path === inPackage)) files.push({ path: inPackage, from: abs });
    return { key: idFrom(key, resourceKeys, 100), type, title, file: inPackage, ...(type === 'IMAGE' ? { alt: title } : {}) };
  };

  const lesson = (
    key: string,
    title: string,
    slides: Record<string, unknown>[],
    res: Record<string, unknown>[] = [],
  ): DraftNode => ({
    key,
    type: 'LESSON',
    title,
    slides,
    ...(res.length ? { resources: res } : {}),
    children: [],
  });

  /** The nodes one organization item becomes; links (web links) go to the parent's resources instead. */
  const mapItem = (item: El, depth: number, parentResources: Record<string, unknown>[]): DraftNode[] => {
    const id = item.attrs.identifier ?? '';
    const title = textOf(kid(item, 'title')).trim().slice(0, 300) || id || 'Untitled';
    const children = kids(item, 'item');
    const ref = item.attrs.identifierref;
    if (children.length > 0) {
      if (ref)
        warnAt(MANIFEST, `identifier="${id}"`, `item ${id}: a folder's own resource ${ref} is not carried (only its items are)`);
      const own: Record<string, unknown>[] = [];
      const nodes = children.flatMap((c) => mapItem(c, depth + 1, own));
      const key = idFrom(id || title, nodeKeys);
      if (nodes.length === 0) {
        if (own.length === 0) return [];
        return [lesson(key, title, [{ id: 'links', type: 'CONTENT', title, content: '' }], own)];
      }
      return [{ key, type: depth === 0 ? 'UNIT' : 'SECTION', title, ...(own.length ? { resources: own } : {}), children: nodes }];
    }
    if (!ref) {
      warnAt(MANIFEST, `identifier="${id}"`, `item ${id} ("${title}") has neither items nor a resource; left out`);
      return [];
    }
    const res = resources.get(ref);
    if (!res) {
      warnAt(
        MANIFEST,
        `identifierref="${ref}"`,
        `item ${id} names resource ${ref}, which the manifest does not declare; left out`,
      );
      return [];
    }
    usedResources.add(ref);
    return mapResource(id, title, res, parentResources);
  };

  const mapResource = (id: string, title: string, res: Resource, parentResources: Record<string, unknown>[]): DraftNode[] => {
    const kind = family(res.type);
    const abs = sourceFile(folder, res.href);
    const where = `identifier="${res.identifier}"`;
    if (kind === 'lti') {
      let launch = '';
      try {
        launch = abs ? textOf(find(parseXml(readText(abs)), 'launch_url')).trim() : '';
      } catch (err) {
        if (!(err instanceof XmlRefusedError)) throw err;
      }
      warnAt(
        MANIFEST,
        where,
        `item ${id} ("${title}") is an LTI link${launch ? ` to ${launch}` : ''}: LTI tools are not supported; left out`,
      );
      return [];
    }
    if (kind === 'other') {
      warnAt(MANIFEST, where, `item ${id} ("${title}"): resource type ${res.type} has no counterpart; left out`);
      return [];
    }
    if (!abs) {
      warnAt(
        MANIFEST,
        where,
        `item ${id} ("${title}"): file ${res.href || '(none)'} of resource ${res.identifier} is missing; left out`,
      );
      return [];
    }
    const file = relative(folder, abs).split('\\').join('/');
    const key = idFrom(id, nodeKeys);
    try {
      switch (kind) {
        case 'weblink': {
          const doc = parseXml(readText(abs));
          const url = kid(doc, 'url')?.attrs.href ?? '';
          if (!/^https?:\/\//i.test(url)) {
            warnings.push({
              file,
              line: lineOf(readText(abs), 'url'),
              message: `web link "${title}": ${url || 'no address'} is not an http(s) address; left out`,
            });
            return [];
          }
          nodeKeys.delete(key);
          parentResources.push({
            key: idFrom(id, resourceKeys, 100),
            type: 'LINK',
            title: textOf(kid(doc, 'title')).trim() || title,
            url,
          });
          return [];
        }
        case 'discussion': {
          const doc = parseXml(readText(abs));
          const text = htmlToText(textOf(kid(doc, 'text'))).text || textOf(kid(doc, 'title')).trim() || title;
          if (kids(kid(doc, 'attachments'), 'attachment').length > 0)
            warnings.push({
              file,
              line: lineOf(readText(abs), 'attachments'),
              message: `discussion "${title}": its attachments are not carried`,
            });
          const forumKey = idFrom(res.identifier, forumKeys);
          return [lesson(key, title, [{ id: 'discussion', type: 'FORUM', title, forumKey, question: text.slice(0, 10_000) }])];
        }
        case 'assessment':
        case 'bank':
          return mapAssessment(abs, file, key, title);
        default:
          return [mapWebContent(abs, file, key, id, title, res)];
      }
    } catch (err) {
      if (!(err instanceof XmlRefusedError)) throw err;
      warnings.push({ file, line: 1, message: `item ${id} ("${title}"): ${err.message}; left out` });
      return [];
    }
  };

  const mapWebContent = (abs: string, file: string, key: string, id: string, title: string, res: Resource): DraftNode => {
    const isHtml = /\.html?$/i.test(abs);
    const assignment = res.intendedUse === 'assignment';
    const attached: Record<string, unknown>[] = [];
    let content = '';
    if (isHtml) {
      content = htmlForMarkdown(htmlBody(readText(abs)));
      if (hasImage(content))
        warnings.push({
          file,
          line: lineOf(readText(abs), '<img'),
          message: `page "${title}": its images are not shown (slide content carries no images)`,
        });
      if (content.length > 50_000) {
        warnings.push({ file, line: 1, message: `page "${title}" is longer than 50000 characters and was cut` });
        content = content.slice(0, 50_000);
      }
    } else {
      const r = fileResource(file, abs, title, id);
      if (r) attached.push(r);
      else
        warnings.push({
          file,
          line: 0,
          message: `item ${id} ("${title}"): a ${basename(abs)} file is not a resource type we serve; left out`,
        });
    }
    if (assignment) {
      const text = (isHtml ? htmlToText(content).text : '') || title;
      const slide = {
        id: 'assignment',
        type: 'ASSIGNMENT',
        title,
        content,
        assignmentKey: idFrom(res.identifier, assignmentKeys),
        assignmentText: text.slice(0, 10_000),
      };
      return lesson(key, title, [slide], attached);
    }
    return lesson(key, title, [{ id: 'page', type: 'CONTENT', title, content }], attached);
  };

  const mapAssessment = (abs: string, file: string, key: string, title: string): DraftNode[] => {
    const text = readText(abs);
    const qti = readQtiFile(parseXml(text));
    const questionIds = new Set<string>();
    const slideIds = new Set<string>();
    const questions: Record<string, unknown>[] = [];
    const slides: Record<string, unknown>[] = [];
    const tagTitles: Record<string, string> = {};
    for (const item of qti.items) {
      const line = lineOf(text, `ident="${item.ident}"`);
      const warn = (m: string) => warnings.push({ file, line, message: `item ${item.ident}: ${m}` });
      const asQuestion = toExamQuestion(item, questionIds, warn);
      if (asQuestion.question) {
        questions.push(asQuestion.question);
        const tag = (asQuestion.question.tags as string[])[0];
        if (tag && item.category) tagTitles[tag] = item.category.slice(0, 200);
        continue;
      }
      const asSlide = toSlide(item, slideIds, warn);
      if (asSlide.slide) {
        if (asSlide.slide.type === 'ASSIGNMENT') asSlide.slide.assignmentKey = idFrom(`${key}-${item.ident}`, assignmentKeys);
        slides.push(asSlide.slide);
        warn(`${asQuestion.why}; it became a slide of the practice lesson "${title}: practice"`);
      } else warn(`${asQuestion.why}; nor can it be a slide: ${asSlide.why}; left out`);
    }
    const limit = qti.meta.get('qmd_timelimit');
    if (limit)
      warnings.push({
        file,
        line: lineOf(text, 'qmd_timelimit'),
        message: `assessment "${title}": time limit ${limit} is not applied (the profile does not fix its unit); set timeLimitMinutes after import`,
      });
    if (/<selection_ordering/.test(text))
      warnings.push({
        file,
        line: lineOf(text, '<selection_ordering'),
        message: `assessment "${title}": question selection rules are not applied; every question is in the bank`,
      });
    const attempts = qti.meta.get('cc_maxattempts');
    const allowedAttempts = attempts === 'unlimited' ? -1 : Number.parseInt(attempts ?? '', 10);
    const out: DraftNode[] = [];
    if (questions.length > 0)
      out.push({
        key,
        type: 'EXAM',
        title,
        exam: {
          passingScore: 0,
          ...(Number.isInteger(allowedAttempts) && allowedAttempts >= -1 && allowedAttempts <= 100 ? { allowedAttempts } : {}),
          ...(Object.keys(tagTitles).length ? { tagTitles } : {}),
        },
        questions,
        children: [],
      });
    if (slides.length > 0) out.push(lesson(idFrom(`${key}-practice`, nodeKeys), `${title}: practice`.slice(0, 300), slides));
    if (out.length === 0)
      warnings.push({ file, line: 1, message: `assessment "${title}" has no question we can carry; left out` });
    return out;
  };

  const organization = kid(kid(manifest, 'organizations'), 'organization');
  let top = kids(organization, 'item');
  // A rooted hierarchy's single root item stands for the organization itself.
  if (top.length === 1 && top[0] && !top[0].attrs.identifierref && !kid(top[0], 'title')) top = kids(top[0], 'item');
  const nodes = top.flatMap((item) => mapItem(item, 0, rootResources));

  // Question banks are outside the organization: each becomes an optional practice exam so no question is lost.
  for (const res of resources.values()) {
    if (family(res.type) !== 'bank' || usedResources.has(res.identifier)) continue;
    const abs = sourceFile(folder, res.href);
    if (!abs) {
      warnAt(
        MANIFEST,
        `identifier="${res.identifier}"`,
        `question bank ${res.identifier}: file ${res.href} is missing; left out`,
      );
      continue;
    }
    const file = relative(folder, abs).split('\\').join('/');
    let mapped: DraftNode[] = [];
    try {
      mapped = mapAssessment(abs, file, idFrom(res.identifier, nodeKeys), `Question bank ${res.identifier}`.slice(0, 300));
    } catch (err) {
      if (!(err instanceof XmlRefusedError)) throw err;
      warnings.push({ file, line: 1, message: `question bank ${res.identifier}: ${err.message}; left out` });
    }
    for (const n of mapped) {
      n.metadata = { OPTIONAL: 'yes' };
      if (n.exam) n.exam.completesWhen = 'TAKEN';
    }
    if (mapped.length)
      warnAt(
        MANIFEST,
        `identifier="${res.identifier}"`,
        `question bank ${res.identifier} is in no organization item; it became an optional practice exam`,
      );
    nodes.push(...mapped);
  }

  const identifier = manifest.attrs.identifier ?? 'cartridge';
  const lomTitle = textOf(find(find(kid(manifest, 'metadata'), 'general'), 'title')).trim();
  const title = (lomTitle || textOf(kid(organization, 'title')).trim() || identifier).slice(0, 200);
  const description = htmlToText(textOf(find(find(kid(manifest, 'metadata'), 'general'), 'description'))).text;
  if (nodes.length === 0)
    throw new CartridgeInvalidError([
      ...warnings,
      { file: MANIFEST, line: 1, message: 'nothing in the cartridge maps onto a course' },
    ]);
  return {
    format: 'COMMON_CARTRIDGE',
    course: { code: productCode('CC', identifier), title, ...(description ? { description } : {}), account: { name: title } },
    nodes,
    rootResources,
    files,
    warnings,
  };
}
