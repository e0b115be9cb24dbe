import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, products } from '../../platform/db/schema/index.js';
import { identityColumnsOfNewEnrolment } from './identity-checks.js';

const stripUndefined = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as T;

// Writes to learner products other modules make through product's surface (decision 0059, step 2).

/**
 * Enrols a user in a product; returns the new learner product's id. The identity checks the row leaves out come
 * from the product's rules (issue 25).
 */
export async function insertLearnerProduct(db: Db, row: Omit<typeof learnerProducts.$inferInsert, 'id'>): Promise<number> {
  const checks = await identityColumnsOfNewEnrolment(db, row.productId);
  const [lp] = await db
    .insert(learnerProducts)
    .values({ ...checks, ...stripUndefined(row) })
    .returning({ id: learnerProducts.id });
  if (!lp) throw new Error('learner product insert returned nothing');
  return lp.id;
}

/** Sets a learner product's course dates (ISO days: start, end and expiration). */
export async function setCourseDates(
  db: Db,
  lpId: number,
  dates: { startDate: string; endDate: string; expirationDate: string },
): Promise<void> {
  await db.update(learnerProducts).set(dates).where(eq(learnerProducts.id, lpId));
}

/**
 * Sets the proctor status of the user's enrolments in products of this proctor type (any case) whose
 * status is one of `from` (null: none set), in one statement.
 */
export async function updateProctorStatusOfUser(
  db: Db,
  userId: number,
  proctorType: string,
  to: string | null,
  from: (string | null)[],
): Promise<void> {
  const ofType = db
    .select({ id: products.id })
    .from(products)
    .where(sql`upper(${products.proctorType}) = ${proctorType.toUpperCase()}`);
  await db
    .update(learnerProducts)
    .set({ proctorStatus: to })
    .where(
      and(
        eq(learnerProducts.userId, userId),
        inArray(learnerProducts.productId, ofType),
        or(...from.map((s) => (s === null ? isNull(learnerProducts.proctorStatus) : eq(learnerProducts.proctorStatus, s)))),
      ),
    );
}

/** Records where the learner left off in a learner product ("resume" opens it). */
export async function setLeftOffNode(db: Db, lpId: number, nodeId: number): Promise<void> {
  await db.update(learnerProducts).set({ leftOffNodeId: nodeId }).where(eq(learnerProducts.id, lpId));
}

/** Records that the learner's photo ID was received and checked (photo-id module, decision 0094). */
export async function markIdPhotoSubmitted(db: Db, lpId: number): Promise<void> {
  await db.update(learnerProducts).set({ hasSubmittedIdPhoto: true }).where(eq(learnerProducts.id, lpId));
}

/** Sets a learner product's status (the course completion: COMPLETE or PENDING_SIGNATURE) and when it completed. */
export async function setLearnerProductStatus(
  db: Db,
  lpId: number,
  change: { status: string; completedAt: Date | null },
): Promise<void> {
  await db.update(learnerProducts).set(change).where(eq(learnerProducts.id, lpId));
}
