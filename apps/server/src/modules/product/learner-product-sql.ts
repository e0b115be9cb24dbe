import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, products } from '../../platform/db/schema/index.js';

// Query pieces over learner_products for other modules' one-statement reads (decision 0059): a module that
// joined this table keeps its single round trip by embedding one of these instead. The scalar subqueries name
// their own columns through an alias: drizzle renders a join-free select's columns bare, and a bare name would
// resolve to the subquery's table first.

/** The owner (user id) of the learner product `lpId` (a column or value), as a scalar subquery. */
export function learnerProductUserIdSql(lpId: SQLWrapper): SQL<number> {
  return sql<number>`(select lp_of.user_id from ${learnerProducts} lp_of where lp_of.id = ${lpId} and lp_of.withdrawn_at is null)`;
}

/** The product of the learner product `lpId` (a column or value), as a scalar subquery. */
export function learnerProductProductIdSql(lpId: SQLWrapper): SQL<number> {
  return sql<number>`(select lp_of.product_id from ${learnerProducts} lp_of where lp_of.id = ${lpId} and lp_of.withdrawn_at is null)`;
}

/** Ids of the user's learner products, as a subquery for `inArray`. */
export function selectLearnerProductIdsOfUser(db: Db, userId: number) {
  return db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.userId, userId), isNull(learnerProducts.withdrawnAt)));
}

/** Learner products with their owner and course name, as a subquery to join (alias `lp_courses`). */
export function learnerProductCourses(db: Db) {
  return db
    .select({ id: learnerProducts.id, userId: learnerProducts.userId, course: products.name })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(isNull(learnerProducts.withdrawnAt))
    .as('lp_courses');
}
