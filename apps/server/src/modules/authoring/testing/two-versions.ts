import { eq } from 'drizzle-orm';
import { products } from '../../../platform/db/schema/index.js';
import { importCoursePackage } from '../../../test/course-fixture.js';
import { signedIn } from '../../../test/enrolled-learner.js';
import type { TestApp } from '../../../test/harness.js';

/**
 * A lineage of two published versions for the migration tests (decision 0205): version 1 imported with the learner
 * enrolled in it, version 2 imported as a package of its own (another user enrolled) and then named the lineage's
 * version 2, as publishing a draft leaves it.
 */
export async function importTwoVersions(
  t: TestApp,
  learnerId: number,
  lineage: string,
  files: (code: string, version: 1 | 2) => Record<string, string>,
) {
  const v1 = await importCoursePackage(t, learnerId, files(lineage, 1));
  const other = await signedIn(t);
  const v2 = await importCoursePackage(t, other.user.id, files(`${lineage}-V2`, 2));
  const db = t.database.db;
  await db.update(products).set({ lineage, version: 1, draft: false }).where(eq(products.id, v1.productId));
  await db
    .update(products)
    .set({ lineage, version: 2, draft: false, publishedAt: t.clock.now() })
    .where(eq(products.id, v2.productId));
  return { v1, v2 };
}
