import { Authority } from '@continuum/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productInstructors, products } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';

/** Assigns an instructor to a product (idempotent). */
export async function assignInstructor(db: Db, productId: number, userId: number, at: Date): Promise<void> {
  await db.insert(productInstructors).values({ productId, userId, createdAt: at }).onConflictDoNothing();
}

async function isAssigned(db: Db, productId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: productInstructors.userId })
    .from(productInstructors)
    .where(and(eq(productInstructors.productId, productId), eq(productInstructors.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Staff acting on a product's learners (issuing codes, seeing learners): administrators for every product,
 * instructors only for the products they are assigned to (decision 0054).
 */
export async function mayStaffProduct(db: Db, actor: { id: number; authorities: string[] }, productId: number): Promise<boolean> {
  if (actor.authorities.includes(Authority.ADMIN)) return true;
  if (!actor.authorities.includes(Authority.INSTRUCTOR)) return false;
  return isAssigned(db, productId, actor.id);
}

/** The e-mail addresses of a product's assigned instructors (the instructor e-mail form's recipients; 0083). */
export async function findInstructorEmails(db: Db, productId: number): Promise<string[]> {
  const people = userIdentities(db);
  const rows = await db
    .select({ email: people.email })
    .from(productInstructors)
    .innerJoin(people, eq(people.id, productInstructors.userId))
    .where(eq(productInstructors.productId, productId))
    .orderBy(people.id);
  return rows.map((r) => r.email);
}

/** Removes an instructor from a product; false when they were not assigned. */
export async function unassignInstructor(db: Db, productId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(productInstructors)
    .where(and(eq(productInstructors.productId, productId), eq(productInstructors.userId, userId)))
    .returning({ userId: productInstructors.userId });
  return rows.length > 0;
}

/** The ids of a product's instructors, in the order they were assigned. */
export async function findProductInstructorIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: productInstructors.userId })
    .from(productInstructors)
    .where(eq(productInstructors.productId, productId))
    .orderBy(productInstructors.createdAt, productInstructors.userId);
  return rows.map((r) => r.userId);
}

/** The products an instructor is assigned to, by id and name. */
export async function findInstructorProducts(db: Db, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(productInstructors)
    .innerJoin(products, eq(products.id, productInstructors.productId))
    .where(eq(productInstructors.userId, userId))
    .orderBy(products.name, products.id);
}

/** A query piece for another module's statement: the user ids of the instructors assigned to a product. */
export function productInstructorIdsSql(productId: SQL): SQL {
  return sql`select piece_pi.user_id from product_instructors piece_pi where piece_pi.product_id = ${productId}`;
}

/** A product's id and name, or undefined (the instructors' admin calls answer 404 for no such product). */
export async function findProductName(db: Db, productId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}
