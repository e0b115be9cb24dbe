import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { assignments, studentAssignments } from '../../platform/db/schema/index.js';

/**
 * Assignments of the product the learner has not completed (an exam's ASSIGNMENT_NOT_COMPLETE), leaving out the
 * `excusedKeys`: assignments that sit only in parts of the course the learner need not take (issue 25 item 39).
 */
export async function countIncompleteAssignments(
  db: Db,
  productId: number,
  learnerProductId: number,
  excusedKeys: readonly string[] = [],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .leftJoin(
      studentAssignments,
      and(eq(studentAssignments.assignmentId, assignments.id), eq(studentAssignments.learnerProductId, learnerProductId)),
    )
    .where(
      and(
        eq(assignments.productId, productId),
        sql`coalesce(${studentAssignments.status}, '') not like 'COMPLETE%'`,
        sql`not (${assignments.key} = any(${sql.param([...excusedKeys])}::text[]))`,
      ),
    );
  return Number(row?.n ?? 0);
}
