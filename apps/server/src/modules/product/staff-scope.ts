import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productInstructors, products } from '../../platform/db/schema/index.js';

// Query pieces for lists staff see across a product's learners (the forum's moderation list, decision 0085).

/** Ids of the products an instructor is assigned to, as a subquery for `inArray`. */
export function selectInstructorProductIds(db: Db, userId: number) {
  return db.select({ id: productInstructors.productId }).from(productInstructors).where(eq(productInstructors.userId, userId));
}

/** Every product's id and name, as a subquery to join (alias `product_names`). */
export function productNames(db: Db) {
  return db.select({ id: products.id, name: products.name }).from(products).as('product_names');
}
