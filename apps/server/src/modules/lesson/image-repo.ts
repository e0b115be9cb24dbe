import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, lessonSlides, nodes, type StoredFile } from '../../platform/db/schema/index.js';
import { IMAGE_FILE_FIELD } from './lesson-images.js';

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
  const [row] = await db
    .select({ userId: learnerProducts.userId, file: sql<StoredFile | null>`${lessonSlides.data} -> ${IMAGE_FILE_FIELD}` })
    .from(learnerProducts)
    .innerJoin(nodes, and(eq(nodes.id, lessonId), eq(nodes.productId, learnerProducts.productId), eq(nodes.type, 'LESSON')))
    .innerJoin(lessonSlides, eq(lessonSlides.nodeId, nodes.id))
    .where(and(eq(learnerProducts.id, lpId), sql`${lessonSlides.data} ->> 'bgImage' = ${name}`))
    .limit(1);
  return row?.file ? { userId: row.userId, file: row.file } : null;
}
