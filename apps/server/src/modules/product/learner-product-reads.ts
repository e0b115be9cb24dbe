import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, products } from '../../platform/db/schema/index.js';

export type LearnerProductRow = typeof learnerProducts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A learner product with its product, or undefined (one statement: the learner context's first read). */
export async function findLearnerProductWithProduct(
  db: Db,
  lpId: number,
): Promise<{ lp: LearnerProductRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ lp: learnerProducts, product: products })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(eq(learnerProducts.id, lpId))
    .limit(1);
  return row;
}

/** Who a learner product belongs to and which product it is, or undefined. */
export async function findLearnerProductOwner(db: Db, lpId: number): Promise<{ userId: number; productId: number } | undefined> {
  const [row] = await db
    .select({ userId: learnerProducts.userId, productId: learnerProducts.productId })
    .from(learnerProducts)
    .where(eq(learnerProducts.id, lpId))
    .limit(1);
  return row;
}

/**
 * The user's enrolment in a product: the one named (`lpId`), else the latest. `productId` may be a SQL
 * piece (e.g. catalog's product of a node), so "the enrolment holding this node" stays one statement.
 */
export async function findUserLearnerProductId(
  db: Db,
  userId: number,
  productId: number | SQL<number>,
  lpId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(
      and(
        eq(learnerProducts.productId, productId),
        eq(learnerProducts.userId, userId),
        lpId === undefined ? undefined : eq(learnerProducts.id, lpId),
      ),
    )
    .orderBy(desc(learnerProducts.id))
    .limit(1);
  return row?.id;
}
