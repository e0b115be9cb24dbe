import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { assignments, studentAssignments } from '../../platform/db/schema/index.js';

/** Assignments of the product the learner has not completed (an exam's ASSIGNMENT_NOT_COMPLETE). */
export async function countIncompleteAssignments(db: Db, productId: number, learnerProductId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .leftJoin(
      studentAssignments,
      and(eq(studentAssignments.assignmentId, assignments.id), eq(studentAssignments.learnerProductId, learnerProductId)),
    )
    .where(and(eq(assignments.productId, productId), sql`coalesce(${studentAssignments.status}, '') not like 'COMPLETE%'`));
  return Number(row?.n ?? 0);
}
