import type { Db } from '../../platform/db/client.js';
import type { StoredFile } from '../../platform/db/schema/index.js';
import {
  type CourseFile,
  findLessonSlides,
  findProductNodes,
  IMAGE_FILE_FIELD,
  type NodeRow,
  type PackageNode,
} from '../catalog/index.js';
import type { CoursePackage, PreparedResources } from '../course-import/index.js';
import { EXAM_NODE_TYPES, readExamContent } from '../exam/index.js';
import { readGlossaryEntries } from '../glossary/index.js';
import { CONTENT_HTML_FIELD } from '../lesson/index.js';
import { findProductRules, type ProductRow } from '../product/index.js';
import { readProductContent } from '../resource/index.js';

/** Slide images by lesson key and slide id, as the importer takes them. */
export type SlideImages = Map<string, Map<string, StoredFile>>;

const ROOT_KEY = '_root';

/** A stored slide as its package wrote it: the rendered HTML and the stored image are derived at import. */
export function authoredSlide(data: Record<string, unknown>): Record<string, unknown> {
  const { [CONTENT_HTML_FIELD]: _html, [IMAGE_FILE_FIELD]: _image, ...slide } = data;
  return slide;
}

const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/**
 * Reads a product back into the shape of a course package (decision 0163): the product's fields and rules, its tree
 * with every lesson's slides and every exam's settings and active questions, and its resources, key points and glossary
 * as the importer's prepared parts (files already stored, HTML already sanitized), so the package importer can write
 * it as another product. Site-asset files, the survey and compliance bindings are not carried (decision 0163).
 */
export async function readProductPackage(
  db: Db,
  product: ProductRow,
): Promise<{ pkg: CoursePackage; images: SlideImages; prepared: PreparedResources }> {
  const rows = await findProductNodes(db, product.id);
  const root = rows.find((r) => r.key === ROOT_KEY);
  const children = new Map<number | null, NodeRow[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const images: SlideImages = new Map();
  const toNode = async (r: NodeRow): Promise<PackageNode> => {
    const node: PackageNode = {
      key: r.key,
      source: `authoring:${r.key}`,
      type: r.type as PackageNode['type'],
      title: r.title,
      metadata: r.metadata,
      children: [],
      ...(r.titlePrefix !== null ? { titlePrefix: r.titlePrefix } : {}),
      ...(r.description !== null ? { description: r.description } : {}),
    };
    if (r.type === 'LESSON') {
      const slides = await findLessonSlides(db, r.id);
      node.slides = slides.map((s) => authoredSlide(s.data) as { type: string });
      const files = new Map<string, StoredFile>();
      for (const s of slides) {
        const file = s.data[IMAGE_FILE_FIELD] as StoredFile | undefined;
        if (file) files.set(s.key, file);
      }
      if (files.size > 0) images.set(r.key, files);
    }
    if (EXAM_NODE_TYPES.has(r.type)) {
      const { settings, questions } = await readExamContent(db, r.id);
      node.exam = settings as Record<string, unknown>;
      node.questions = questions as unknown as Record<string, unknown>[];
    }
    const sorted = [...(children.get(r.id) ?? [])].sort((a, b) => a.position - b.position);
    for (const c of sorted) node.children.push(await toNode(c));
    return node;
  };
  const top = root ? [...(children.get(root.id) ?? [])].sort((a, b) => a.position - b.position) : [];
  const nodes: PackageNode[] = [];
  for (const r of top) nodes.push(await toNode(r));
  const course: CourseFile = {
    code: product.code,
    title: product.name,
    type: product.type as CourseFile['type'],
    description: orUndefined(root?.description ?? null),
    industry: orUndefined(product.industry),
    state: orUndefined(product.state),
    licenseType: orUndefined(product.licenseType),
    ethicsCourse: product.ethicsCourse,
    account: {
      name: product.accountName,
      phone: orUndefined(product.accountPhone),
      email: orUndefined(product.accountEmail),
      siteUrl: orUndefined(product.accountSiteUrl),
      logoLight: orUndefined(product.accountLogoLight),
      logoDark: orUndefined(product.accountLogoDark),
    },
    proctorType: orUndefined(product.proctorType),
    supportChatEnabled: product.supportChatEnabled,
    showContactInstructor: product.showContactInstructor,
    startDateRequired: product.startDateRequired,
    durationDays: product.durationDays,
    minimumRequiredMinutes: orUndefined(product.minimumRequiredMinutes),
    minimumRecommendedMinutes: orUndefined(product.minimumRecommendedMinutes),
    rules: await findProductRules(db, product.id),
    metadata: root?.metadata ?? {},
    siteAssets: product.siteAssets ?? {
      studyPlanAssets: [],
      studyTipAssets: [],
      instructorScheduleAssets: [],
      careerBuilderAssets: [],
    },
  };
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  const content = await readProductContent(db, product.id);
  const glossary = await readGlossaryEntries(db, product.id);
  const prepared: PreparedResources = {
    resources: content.resources.flatMap((r) => {
      const nodeKey = keyOf.get(r.nodeId);
      if (nodeKey === undefined) return [];
      const keyPointsOf = r.keyPointsNodeId === null ? undefined : keyOf.get(r.keyPointsNodeId);
      const entry = {
        key: r.key,
        nodeKey,
        source: `authoring:${nodeKey}`,
        type: r.type as PreparedResources['resources'][number]['entry']['type'],
        title: r.title,
        name: r.name,
        enableSave: r.enableSave,
        handbook: r.handbook,
        slides: r.slideKeys,
        captions: [],
        ...(r.copyright !== null ? { copyright: r.copyright } : {}),
        ...(r.alt !== null ? { alt: r.alt } : {}),
        ...(r.url !== null ? { url: r.url } : {}),
        ...(keyPointsOf !== undefined ? { keyPointsOf } : {}),
      };
      return [{ entry, name: r.name, content: r.content, file: r.file, captions: r.captions }];
    }),
    keyPoints: new Map(
      content.keyPoints.flatMap((k) => {
        const key = keyOf.get(k.nodeId);
        return key === undefined ? [] : [[key, k.points] as const];
      }),
    ),
    glossary,
    siteAssets: [],
  };
  return {
    pkg: { course, nodes, resources: { resources: [], glossary, siteAssets: [] }, hash: product.packageHash ?? '' },
    images,
    prepared,
  };
}
