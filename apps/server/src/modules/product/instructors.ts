import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { productInstructors } from '../../platform/db/schema/index.js';
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
