import { and, asc, eq, getTableColumns, inArray, isNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { bookmarks, keyPoints, keyPointViews, resources, resourceViews } from '../../platform/db/schema/index.js';
import { selectProductNodeIds } from '../catalog/index.js';

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceInsert = Omit<typeof resources.$inferInsert, 'id' | 'productId'>;
/** A resource without its content: what lists need. */
export type ResourceListRow = Omit<ResourceRow, 'content'>;

const { content: _content, ...listColumns } = getTableColumns(resources);

/** Makes the product's resources those given: matched by key (ids, and so views and bookmarks, stay). */
export async function replaceProductResources(db: Db, productId: number, rows: ResourceInsert[]): Promise<void> {
  const existing = await db
    .select({ id: resources.id, key: resources.key })
    .from(resources)
    .where(eq(resources.productId, productId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep: number[] = [];
  for (const row of rows) {
    const id = byKey.get(row.key);
    if (id !== undefined) {
      await db.update(resources).set(row).where(eq(resources.id, id));
      keep.push(id);
    } else {
      const [created] = await db
        .insert(resources)
        .values({ productId, ...row })
        .returning({ id: resources.id });
      if (created) keep.push(created.id);
    }
  }
  await db
    .delete(resources)
    .where(and(eq(resources.productId, productId), keep.length ? notInArray(resources.id, keep) : undefined));
}

/** Makes the product's key points those given (one row per KEY_POINTS node). */
export async function replaceKeyPoints(
  db: Db,
  productId: number,
  entries: { nodeId: number; points: string[] }[],
): Promise<void> {
  const productNodes = selectProductNodeIds(db, productId);
  const keep = entries.map((e) => e.nodeId);
  await db
    .delete(keyPoints)
    .where(and(inArray(keyPoints.nodeId, productNodes), keep.length ? notInArray(keyPoints.nodeId, keep) : undefined));
  for (const e of entries) {
    await db
      .insert(keyPoints)
      .values(e)
      .onConflictDoUpdate({ target: keyPoints.nodeId, set: { points: e.points } });
  }
}

/** One node's resources by key, type and title, in their order (an author's preview). */
export async function findNodeResourceNames(db: Db, nodeId: number): Promise<{ key: string; type: string; title: string }[]> {
  return db
    .select({ key: resources.key, type: resources.type, title: resources.title })
    .from(resources)
    .where(eq(resources.nodeId, nodeId))
    .orderBy(asc(resources.position));
}

/** Every resource of a product without content, in tree order within each learning component. */
export async function findProductResources(db: Db, productId: number): Promise<ResourceListRow[]> {
  return db
    .select(listColumns)
    .from(resources)
    .where(eq(resources.productId, productId))
    .orderBy(asc(resources.nodeId), asc(resources.position));
}

export async function findResource(db: Db, productId: number, resourceId: number): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.productId, productId)))
    .limit(1);
  return row;
}

/** Which of these resources (all when not given) the learner has opened. */
export async function findViewedResourceIds(db: Db, lpId: number, resourceIds?: number[]): Promise<Set<number>> {
  if (resourceIds && resourceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: resourceViews.resourceId })
    .from(resourceViews)
    .where(
      and(eq(resourceViews.learnerProductId, lpId), resourceIds ? inArray(resourceViews.resourceId, resourceIds) : undefined),
    );
  return new Set(rows.map((r) => r.id));
}

/** Records the first view; later views change nothing. */
export async function recordResourceView(db: Db, lpId: number, resourceId: number, at: Date): Promise<void> {
  await db.insert(resourceViews).values({ learnerProductId: lpId, resourceId, viewedAt: at }).onConflictDoNothing();
}

export async function recordKeyPointsView(db: Db, lpId: number, nodeId: number, at: Date): Promise<void> {
  await db.insert(keyPointViews).values({ learnerProductId: lpId, nodeId, viewedAt: at }).onConflictDoNothing();
}

export type BookmarkRow = typeof bookmarks.$inferSelect;

export async function findBookmarks(db: Db, lpId: number): Promise<BookmarkRow[]> {
  return db
    .select()
    .from(bookmarks)
    .where(eq(bookmarks.learnerProductId, lpId))
    .orderBy(asc(bookmarks.createdAt), asc(bookmarks.id));
}

/** Adds a bookmark (of a resource, or with resourceId null of the node's key points); twice is once. */
export async function addBookmark(db: Db, lpId: number, nodeId: number, resourceId: number | null, at: Date): Promise<void> {
  await db.insert(bookmarks).values({ learnerProductId: lpId, nodeId, resourceId, createdAt: at }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, lpId: number, nodeId: number, resourceId: number | null): Promise<void> {
  await db
    .delete(bookmarks)
    .where(
      and(
        eq(bookmarks.learnerProductId, lpId),
        eq(bookmarks.nodeId, nodeId),
        resourceId === null ? isNull(bookmarks.resourceId) : eq(bookmarks.resourceId, resourceId),
      ),
    );
}

/** Whether the learner bookmarked the key points of this node. */
export async function isKeyPointsBookmarked(db: Db, lpId: number, nodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.learnerProductId, lpId), eq(bookmarks.nodeId, nodeId), isNull(bookmarks.resourceId)))
    .limit(1);
  return row !== undefined;
}

export async function findKeyPoints(db: Db, nodeIds: number[]): Promise<Map<number, string[]>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db.select().from(keyPoints).where(inArray(keyPoints.nodeId, nodeIds));
  return new Map(rows.map((r) => [r.nodeId, r.points]));
}

/** A lesson's resources this learner has not opened yet, in the lesson's order. */
export async function findUnviewedResources(db: Db, lpId: number, nodeId: number): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: resources.id, title: resources.title })
    .from(resources)
    .where(
      and(
        eq(resources.nodeId, nodeId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(resourceViews)
            .where(and(eq(resourceViews.learnerProductId, lpId), eq(resourceViews.resourceId, resources.id))),
        ),
      ),
    )
    .orderBy(asc(resources.position));
}

/** Every resource of a product with its content, and its key points by node: a draft's copy (decision 0163). */
export async function findProductContentRows(db: Db, productId: number) {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.productId, productId))
    .orderBy(asc(resources.nodeId), asc(resources.position));
  const points = await db
    .select({ nodeId: keyPoints.nodeId, points: keyPoints.points })
    .from(keyPoints)
    .where(inArray(keyPoints.nodeId, selectProductNodeIds(db, productId)));
  return { resources: rows, keyPoints: points };
}
