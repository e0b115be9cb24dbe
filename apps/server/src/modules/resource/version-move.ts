import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type MovedCount, remapLearnerColumn } from '../../platform/db/id-remap.js';
import { resources } from '../../platform/db/schema/index.js';

/** A product's resources by their package key, to match two versions' resources. */
export async function resourceIdsByKey(db: Db, productId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: resources.id, key: resources.key })
    .from(resources)
    .where(eq(resources.productId, productId));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Moves a learner's resource views, bookmarks and key-point views to another version (decision 0205). */
export async function moveResourceRecord(
  db: Db,
  learnerProductId: number,
  map: { nodes: ReadonlyMap<number, number>; resources: ReadonlyMap<number, number> },
): Promise<{ resourceViews: MovedCount; bookmarks: MovedCount; keyPointViews: MovedCount }> {
  const resourceViews = await remapLearnerColumn(db, 'resource_views', 'resource_id', learnerProductId, map.resources);
  // A bookmark names its node and, for a resource bookmark, the resource: both move; it counts once, by its node.
  await remapLearnerColumn(db, 'bookmarks', 'resource_id', learnerProductId, map.resources);
  const bookmarks = await remapLearnerColumn(db, 'bookmarks', 'node_id', learnerProductId, map.nodes);
  const keyPointViews = await remapLearnerColumn(db, 'key_point_views', 'node_id', learnerProductId, map.nodes);
  return { resourceViews, bookmarks, keyPointViews };
}
