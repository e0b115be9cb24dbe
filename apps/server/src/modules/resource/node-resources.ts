// What course pages and lessons show of a node's resources, and the course import's writes, through this
// module's surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

export type { ResourceListRow } from './repo.js';

/** A lesson's resources this learner has not opened yet, in the lesson's order. */
export function findUnviewedResources(db: Db, lpId: number, nodeId: number): Promise<{ id: number; title: string }[]> {
  return repo.findUnviewedResources(db, lpId, nodeId);
}

/** Which of these resources (all when not given) the learner has opened. */
export function findViewedResourceIds(db: Db, lpId: number, resourceIds?: number[]): Promise<Set<number>> {
  return repo.findViewedResourceIds(db, lpId, resourceIds);
}

/** Whether the learner bookmarked the key points of this node. */
export function isKeyPointsBookmarked(db: Db, lpId: number, nodeId: number): Promise<boolean> {
  return repo.isKeyPointsBookmarked(db, lpId, nodeId);
}

/** Makes a product's resources those of its package, matched by key (the course import's transaction). */
export function replaceProductResources(db: Db, productId: number, rows: repo.ResourceInsert[]): Promise<void> {
  return repo.replaceProductResources(db, productId, rows);
}

/** Makes a product's key points those of its package, one row per KEY_POINTS node (the course import's transaction). */
export function replaceKeyPoints(db: Db, productId: number, entries: { nodeId: number; points: string[] }[]): Promise<void> {
  return repo.replaceKeyPoints(db, productId, entries);
}

/** Every resource of a product (without content), by node then position: the course export reads its links. */
export function findProductResources(db: Db, productId: number): Promise<repo.ResourceListRow[]> {
  return repo.findProductResources(db, productId);
}

/**
 * A node's key points (sanitized HTML, a KEY_POINTS node's) and its resources' names, for an author's preview
 * (issue 30, decision 0220): content only, no learner's views or bookmarks.
 */
export async function previewNodeResources(
  db: Db,
  nodeId: number,
): Promise<{ keyPoints: string[] | null; resources: { key: string; type: string; title: string }[] }> {
  const [points, resources] = await Promise.all([repo.findKeyPoints(db, [nodeId]), repo.findNodeResourceNames(db, nodeId)]);
  return { keyPoints: points.get(nodeId) ?? null, resources };
}
