import {
  type Bookmark,
  canDownloadResource,
  type KeyPoints,
  type Resource,
  ResourceErrorCode,
  type ResourceLcData,
  type ResourcesReply,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { StoredFile } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { forumIdsByKey } from '../forum/index.js';
import type { LearnerProductUse } from '../product/index.js';
import {
  assertCourseOpen,
  assertIdentityChecks,
  type LearnerContext,
  type LearnerContextDeps,
  loadLearnerContext,
} from '../progression/index.js';
import { ResourceCatalogCache } from './catalog-cache.js';
import * as repo from './repo.js';
import { groupResources, isLocked, lcData, toBookmark, toResource } from './views.js';

const locked = () => new AppError(ResourceErrorCode.RESOURCE_LOCKED, 403, 'This resource is locked');
const downloadRefused = () =>
  new AppError(ResourceErrorCode.DOWNLOAD_NOT_ALLOWED, 403, 'This resource may not be downloaded here');

/** A resource of the learner product, with its context; someone else's product or resource is 404. */
interface Opened {
  ctx: LearnerContext;
  row: repo.ResourceRow;
}

/**
 * Resources, bookmarks and key points of a learner product (001 §7 "Resources and bookmarks"). One per
 * app (built in buildApp, reached as `ctx.services.resources`): every module reads the same catalogue cache.
 */
export class ResourceService {
  private readonly catalogs = new ResourceCatalogCache();
  constructor(private readonly ctx: LearnerContextDeps) {}

  private get db() {
    return this.ctx.database.db;
  }

  private async marks(lpId: number) {
    const [viewed, rows] = await Promise.all([repo.findViewedResourceIds(this.db, lpId), repo.findBookmarks(this.db, lpId)]);
    const bookmarked = new Set(rows.map((b) => b.resourceId).filter((id): id is number => id !== null));
    return { viewed, bookmarked, rows };
  }

  /** The resource if it is this product's and not locked (403 when locked). */
  private async open(
    actor: SessionUser,
    lpId: number,
    resourceId: number,
    nodeId?: number,
    use: LearnerProductUse = 'read',
  ): Promise<Opened> {
    const ctx = await loadLearnerContext(this.ctx, actor, lpId, use);
    const row = await repo.findResource(this.db, ctx.product.id, resourceId);
    if (!row || (nodeId !== undefined && row.nodeId !== nodeId)) throw notFound('resource');
    if (isLocked(ctx, row.nodeId)) throw locked();
    return { ctx, row };
  }

  /** GET api/product/{lpId}/resources: handbooks ('Course Materials') and resources by container. */
  async list(actor: SessionUser, lpId: number): Promise<ResourcesReply> {
    const ctx = await loadLearnerContext(this.ctx, actor, lpId);
    const [catalog, marks] = await Promise.all([this.catalogs.get(this.db, ctx.product), this.marks(lpId)]);
    const all = catalog.rows.map((row) => toResource(ctx, row, marks, { full: false }));
    return {
      handbooks: all.filter((r) => r.handbook),
      groups: groupResources(
        ctx,
        all.filter((r) => !r.handbook),
      ),
    };
  }

  /** Handbooks as the product state lists them (001 §3 handbooksData). */
  async handbooksData(ctx: LearnerContext): Promise<{ learningComponentId: number; locked: boolean }[]> {
    const catalog = await this.catalogs.get(this.db, ctx.product);
    return catalog.rows
      .filter((r) => r.handbook)
      .map((r) => ({ learningComponentId: r.nodeId, locked: isLocked(ctx, r.nodeId) }));
  }

  /** GET api/product/{lpId}/bookmarks, oldest first. */
  async bookmarks(actor: SessionUser, lpId: number): Promise<Bookmark[]> {
    const ctx = await loadLearnerContext(this.ctx, actor, lpId);
    const [catalog, marks] = await Promise.all([this.catalogs.get(this.db, ctx.product), this.marks(lpId)]);
    const byId = new Map(catalog.rows.map((r) => [r.id, r]));
    return marks.rows
      .map((b) => toBookmark(ctx, b.nodeId, b.resourceId === null ? null : (byId.get(b.resourceId) ?? null)))
      .filter((b): b is Bookmark => b !== null);
  }

  /** The resources of one learning component (from the cached catalogue), in their order. */
  async nodeResources(ctx: LearnerContext, nodeId: number): Promise<repo.ResourceListRow[]> {
    const catalog = await this.catalogs.get(this.db, ctx.product);
    return catalog.byNode.get(nodeId) ?? [];
  }

  /** GET .../resource/{resourceId}: the resource with its content. */
  async get(actor: SessionUser, lpId: number, resourceId: number): Promise<Resource> {
    const { ctx, row } = await this.open(actor, lpId, resourceId);
    const [viewed, bookmarks] = await Promise.all([
      repo.findViewedResourceIds(this.db, lpId, [row.id]),
      repo.findBookmarks(this.db, lpId),
    ]);
    const keyPoints = row.keyPointsNodeId
      ? (await repo.findKeyPoints(this.db, [row.keyPointsNodeId])).get(row.keyPointsNodeId)
      : [];
    const forumId =
      row.type === 'FORUM' && row.url ? (await forumIdsByKey(this.db, ctx.product.id, [row.url])).get(row.url) : undefined;
    const bookmarked = new Set(bookmarks.map((b) => b.resourceId).filter((id): id is number => id !== null));
    return toResource(ctx, row, { viewed, bookmarked }, { full: true, keyPoints, forumId });
  }

  /** GET .../resource/{resourceId}/lc/{nodeId}: what the external view's header names. */
  async lcData(actor: SessionUser, lpId: number, resourceId: number, nodeId: number): Promise<ResourceLcData> {
    const { ctx, row } = await this.open(actor, lpId, resourceId, nodeId);
    return lcData(ctx, row.nodeId);
  }

  /** POST .../resource/{resourceId}/view: the first view marks it reviewed. */
  async view(actor: SessionUser, lpId: number, resourceId: number) {
    const { row } = await this.open(actor, lpId, resourceId, undefined, 'write');
    await repo.recordResourceView(this.db, lpId, row.id, this.ctx.clock.now());
    return { id: row.id, reviewed: true as const };
  }

  /** POST .../{lcId}/resource/{resourceId}/bookmark or /unbookmark (not while locked, 001 §4). */
  async setBookmark(actor: SessionUser, lpId: number, lcId: number, resourceId: number, bookmarked: boolean) {
    const { row } = await this.open(actor, lpId, resourceId, lcId, 'write');
    if (bookmarked) await repo.addBookmark(this.db, lpId, row.nodeId, row.id, this.ctx.clock.now());
    else await repo.removeBookmark(this.db, lpId, row.nodeId, row.id);
    return { id: row.id, bookmarked };
  }

  /** A KEY_POINTS node of this product that is not locked, behind the course gates (node content, decision 0106). */
  private async keyPointsNode(actor: SessionUser, lpId: number, lcId: number, use: LearnerProductUse) {
    const ctx = await loadLearnerContext(this.ctx, actor, lpId, use);
    const node = ctx.nodes.get(lcId);
    if (node?.type !== 'KEY_POINTS') throw notFound('key points');
    assertCourseOpen(ctx, this.ctx.clock);
    await assertIdentityChecks(this.db, ctx.lp, this.ctx.clock);
    if (isLocked(ctx, lcId)) throw locked();
    return { ctx, node };
  }

  /** The key points of a learning component (001 §3 Key points); `record` marks them viewed. */
  async keyPoints(actor: SessionUser, lpId: number, lcId: number, record: boolean): Promise<KeyPoints> {
    const { ctx, node } = await this.keyPointsNode(actor, lpId, lcId, record ? 'write' : 'read');
    if (record) await repo.recordKeyPointsView(this.db, lpId, lcId, this.ctx.clock.now());
    const [points, isBookmarked] = await Promise.all([
      repo.findKeyPoints(this.db, [lcId]),
      repo.isKeyPointsBookmarked(this.db, lpId, lcId),
    ]);
    const nextId = ctx.progression.states.get(lcId)?.nextStepId;
    const next = nextId != null ? ctx.nodes.get(nextId) : undefined;
    return {
      ...lcData(ctx, lcId),
      learningComponentId: lcId,
      title: node.title,
      keypoints: points.get(lcId) ?? [],
      isBookmarked,
      nextStep: next ? { id: next.id, title: next.title, titlePrefix: next.titlePrefix } : null,
    };
  }

  /** POST .../{lcId}/key-points/bookmark or /unbookmark. */
  async setKeyPointsBookmark(actor: SessionUser, lpId: number, lcId: number, bookmarked: boolean) {
    await this.keyPointsNode(actor, lpId, lcId, 'write');
    if (bookmarked) await repo.addBookmark(this.db, lpId, lcId, null, this.ctx.clock.now());
    else await repo.removeBookmark(this.db, lpId, lcId, null);
    return { learningComponentId: lcId, isBookmarked: bookmarked };
  }

  /** An HTML resource to render as PDF, if downloading it is allowed here (001 §5). */
  async htmlForPdf(actor: SessionUser, lpId: number, resourceId: number, external: boolean) {
    const { ctx, row } = await this.open(actor, lpId, resourceId);
    if (row.type !== 'HTML' || !canDownloadResource(row, external)) throw downloadRefused();
    return { id: row.id, title: row.title, copyright: row.copyright, html: row.content ?? '', version: ctx.product.packageHash };
  }

  /**
   * A stored file of the resource (its own file or a captions track) by name. Shown inline always
   * while unlocked; as a download only where 001 §5 allows it.
   */
  async file(actor: SessionUser, lpId: number, resourceId: number, fileName: string, download: boolean, external: boolean) {
    const { row } = await this.open(actor, lpId, resourceId);
    const file: StoredFile | undefined =
      row.file?.fileName === fileName ? row.file : row.captions.find((c) => c.fileName === fileName);
    if (!file) throw notFound('file');
    if (download && !canDownloadResource(row, external)) throw downloadRefused();
    return file;
  }
}
