import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { StoredFile } from '../../platform/db/schema/index.js';
import { deleteNodesExcept, findNodeKeys, IMAGE_FILE_FIELD, insertNode, replaceSlides, updateNode } from '../catalog/index.js';
import { importExamContent } from '../exam/index.js';
import {
  CONTENT_HTML_FIELD,
  type LessonImages,
  parseSlide,
  renderSlideMarkdown,
  SCO_FILES_FIELD,
  type ScoPackages,
  syncSlideActivities,
} from '../lesson/index.js';
import { findProductByCode, insertProduct, replaceProductRules, updateProduct } from '../product/index.js';
import { replaceSurvey } from '../survey/index.js';
import type { CoursePackage, PackageNode } from './package-reader.js';
import type { PreparedResources } from './prepare-resources.js';
import { writePackageResources } from './write-resources.js';

export const ROOT_KEY = '_root';

/**
 * A validated slide as stored: the common columns, and the whole authored slide (keys included) as data,
 * with its content rendered to sanitized HTML (slide-markdown.ts) and the stored file of its background
 * image when it has one (lesson-images.ts).
 */
export function toSlideRow(
  raw: Record<string, unknown>,
  position: number,
  images: ReadonlyMap<string, StoredFile> | undefined,
  scos?: ReadonlyMap<string, unknown>,
) {
  const parsed = parseSlide(raw);
  if (!parsed.success) throw new Error('slides are validated before import');
  const slide = parsed.data;
  const image = images?.get(slide.id);
  const scoFiles = scos?.get(slide.id);
  return {
    key: slide.id,
    position,
    type: slide.type,
    title: slide.title,
    requiredTime: slide.requiredTime,
    data: {
      ...(slide as Record<string, unknown>),
      [CONTENT_HTML_FIELD]: renderSlideMarkdown(slide.content),
      ...(image ? { [IMAGE_FILE_FIELD]: image } : {}),
      ...(scoFiles ? { [SCO_FILES_FIELD]: scoFiles } : {}),
    },
  };
}

export interface ImportSummary {
  productId: number;
  code: string;
  created: number;
  updated: number;
  removed: number;
}

/**
 * Writes a validated package in one transaction: the product is found by code and updated in place,
 * nodes are matched by key (so learners keep their progress on nodes that still exist), and nodes no
 * longer in the package are removed.
 */
export async function importCoursePackage(
  db: Db,
  clock: Clock,
  pkg: CoursePackage,
  prepared: PreparedResources,
  images: LessonImages = new Map(),
  scos: ScoPackages = new Map(),
): Promise<ImportSummary> {
  const { course } = pkg;
  return db.transaction(async (tx) => {
    const fields = {
      name: course.title,
      type: course.type,
      industry: course.industry ?? null,
      state: course.state ?? null,
      licenseType: course.licenseType ?? null,
      ethicsCourse: course.ethicsCourse,
      accountName: course.account.name,
      accountPhone: course.account.phone ?? null,
      accountEmail: course.account.email ?? null,
      accountSiteUrl: course.account.siteUrl ?? null,
      accountLogoLight: course.account.logoLight ?? null,
      accountLogoDark: course.account.logoDark ?? null,
      proctorType: course.proctorType ?? null,
      supportChatEnabled: course.supportChatEnabled,
      showContactInstructor: course.showContactInstructor,
      startDateRequired: course.startDateRequired,
      durationDays: course.durationDays,
      minimumRequiredMinutes: course.minimumRequiredMinutes ?? null,
      minimumRecommendedMinutes: course.minimumRecommendedMinutes ?? null,
      siteAssets: course.siteAssets,
      packageHash: pkg.hash,
    };
    const existing = await findProductByCode(tx, course.code);
    const product = existing ?? (await insertProduct(tx, { code: course.code, createdAt: clock.now(), ...fields }));
    if (existing) await updateProduct(tx, product.id, fields);
    await replaceProductRules(tx, product.id, course.rules);
    if (course.survey)
      await replaceSurvey(tx, { product: { id: product.id, ...fields }, survey: course.survey, at: clock.now() });

    const known = await findNodeKeys(tx, product.id);
    const kept: number[] = [];
    let created = 0;
    let updated = 0;
    const upsert = async (
      key: string,
      parentId: number | null,
      position: number,
      data: Pick<PackageNode, 'title' | 'titlePrefix' | 'description' | 'metadata'> & { type: string },
    ): Promise<number> => {
      const row = {
        parentId,
        position,
        type: data.type,
        title: data.title,
        titlePrefix: data.titlePrefix ?? null,
        description: data.description ?? null,
        metadata: data.metadata,
      };
      const id = known.get(key);
      if (id !== undefined) {
        await updateNode(tx, id, row);
        updated++;
        kept.push(id);
        return id;
      }
      const newId = await insertNode(tx, { productId: product.id, key, ...row });
      created++;
      kept.push(newId);
      return newId;
    };
    const rootId = await upsert(ROOT_KEY, null, 0, {
      type: course.type,
      title: course.title,
      titlePrefix: undefined,
      description: course.description,
      metadata: course.metadata,
    });
    const walk = async (list: PackageNode[], parentId: number) => {
      for (const [i, n] of list.entries()) {
        const id = await upsert(n.key, parentId, i, n);
        if (n.type === 'LESSON') {
          const slides = (n.slides ?? []).map((raw, position) => toSlideRow(raw, position, images.get(n.key), scos.get(n.key)));
          await replaceSlides(tx, id, slides);
        }
        if (n.type === 'EXAM' || n.type === 'EXAM_GAUGE') await importExamContent(tx, id, n);
        await walk(n.children, id);
      }
    };
    await walk(pkg.nodes, rootId);
    await syncSlideActivities(tx, product.id);
    const removed = await deleteNodesExcept(tx, product.id, kept);
    await writePackageResources(
      tx,
      { id: product.id, siteAssets: course.siteAssets },
      await findNodeKeys(tx, product.id),
      prepared,
    );
    await updateProduct(tx, product.id, { rootNodeId: rootId });
    return { productId: product.id, code: course.code, created, updated, removed };
  });
}
