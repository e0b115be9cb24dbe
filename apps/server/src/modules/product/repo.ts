import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, nodes, productRules, products, users } from '../../platform/db/schema/index.js';

/** The user's enrolments with their product names, newest first. */
export async function findLearnerProductsOfUser(db: Db, userId: number) {
  return db
    .select({ learnerProductId: learnerProducts.id, productName: products.name, status: learnerProducts.status })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(eq(learnerProducts.userId, userId))
    .orderBy(asc(learnerProducts.id));
}

export async function findLearnerProduct(db: Db, lpId: number) {
  const [row] = await db
    .select({ lp: learnerProducts, product: products, user: { login: users.login, firstName: users.firstName } })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .innerJoin(users, eq(users.id, learnerProducts.userId))
    .where(eq(learnerProducts.id, lpId))
    .limit(1);
  return row;
}

export async function findRules(db: Db, productId: number): Promise<Record<string, string>> {
  const rows = await db.select().from(productRules).where(eq(productRules.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** A program's courses: the root's children of type COURSE. */
export async function findChildProducts(db: Db, rootNodeId: number) {
  return db
    .select({ id: nodes.id, title: nodes.title, type: nodes.type })
    .from(nodes)
    .where(and(eq(nodes.parentId, rootNodeId), eq(nodes.type, 'COURSE')))
    .orderBy(asc(nodes.position));
}
