import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import type { ProductRow } from './imported-products.js';

// Reads of learner products other modules make through product's surface (decision 0059, step 2).
// A withdrawn enrolment (decision 0078) is not found by any of them: its learner reaches it no more.
const notWithdrawn = isNull(learnerProducts.withdrawnAt);

/** The owner and product of a learner product (for policy checks), or undefined. */
export async function findLearnerProductOwner(db: Db, lpId: number): Promise<{ userId: number; productId: number } | undefined> {
  const [row] = await db
    .select({ userId: learnerProducts.userId, productId: learnerProducts.productId })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.id, lpId), notWithdrawn))
    .limit(1);
  return row;
}

/** Whether the user holds a learner product of this product. */
export async function holdsLearnerProductOf(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.userId, userId), eq(learnerProducts.productId, productId), notWithdrawn))
    .limit(1);
  return row !== undefined;
}

/** A learner product with its product and who its learner is (login, names, e-mail), in one statement. */
export async function findLearnerProductWithLearner(db: Db, lpId: number) {
  const learner = userIdentities(db);
  const [row] = await db
    .select({
      lp: learnerProducts,
      product: products,
      user: { login: learner.login, firstName: learner.firstName, lastName: learner.lastName, email: learner.email },
    })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .innerJoin(learner, eq(learner.id, learnerProducts.userId))
    .where(and(eq(learnerProducts.id, lpId), notWithdrawn))
    .limit(1);
  return row;
}

/** A subquery of every learner product's id, owner and product, to join where one statement reads across modules. */
export function learnerProductOwners(db: Db) {
  return db
    .select({ id: learnerProducts.id, userId: learnerProducts.userId, productId: learnerProducts.productId })
    .from(learnerProducts)
    .where(notWithdrawn)
    .as('learner_product_owner');
}
export type LearnerProductRow = typeof learnerProducts.$inferSelect;

/** A learner product with its product, or undefined (one statement: the learner context's first read). */
export async function findLearnerProductWithProduct(
  db: Db,
  lpId: number,
): Promise<{ lp: LearnerProductRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ lp: learnerProducts, product: products })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(and(eq(learnerProducts.id, lpId), notWithdrawn))
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
        notWithdrawn,
      ),
    )
    .orderBy(desc(learnerProducts.id))
    .limit(1);
  return row?.id;
}

/** The enrolment an external system names by its user and enrolment ids (the external survey), with its product. */
export async function findLearnerProductByExternalIds(
  db: Db,
  externalUserId: string,
  externalEnrollmentId: string,
): Promise<{ lp: LearnerProductRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ lp: learnerProducts, product: products })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(
      and(
        eq(learnerProducts.externalUserId, externalUserId),
        eq(learnerProducts.externalEnrollmentId, externalEnrollmentId),
        notWithdrawn,
      ),
    )
    .orderBy(desc(learnerProducts.id))
    .limit(1);
  return row;
}
