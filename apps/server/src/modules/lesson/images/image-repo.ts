import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import type { StoredFile } from '../../../platform/db/schema/index.js';
import { lessonSlideImages } from '../../catalog/index.js';
import { learnerProductOwners } from '../../product/index.js';

/**
 * A lesson image by the name its slide gives (bgImage), with the owner of the learner product asking:
 * only a lesson of that learner product's own product matches. Null when there is no such image.
 */
export async function findLessonImage(
  db: Db,
  lpId: number,
  lessonId: number,
  name: string,
): Promise<{ userId: number; file: StoredFile } | null> {
  // One statement over the owners' query pieces (product's learner products, catalog's slide images).
  const lp = learnerProductOwners(db);
  const image = lessonSlideImages(db);
  const [row] = await db
    .select({ userId: lp.userId, file: image.file })
    .from(lp)
    .innerJoin(image, and(eq(image.lessonId, lessonId), eq(image.productId, lp.productId)))
    .where(and(eq(lp.id, lpId), eq(image.name, name)))
    .limit(1);
  return row?.file ? { userId: row.userId, file: row.file } : null;
}
