import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, productRules, products } from '../../platform/db/schema/index.js';

/** The user's enrolments with their product names, newest first. */
export async function findLearnerProductsOfUser(db: Db, userId: number) {
  return db
    .select({ learnerProductId: learnerProducts.id, productName: products.name, status: learnerProducts.status })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(and(eq(learnerProducts.userId, userId), isNull(learnerProducts.withdrawnAt)))
    .orderBy(asc(learnerProducts.id));
}

/** The product's course rules as stored (SC_* keys; catalog's CourseRules gives the defaults). */
export async function findRules(db: Db, productId: number): Promise<Record<string, string>> {
  const rows = await db.select().from(productRules).where(eq(productRules.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
