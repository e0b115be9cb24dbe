import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { assignments, studentAssignments } from '../../platform/db/schema/index.js';
import { userIdentities } from '../account/index.js';
import { learnerProductCourses, selectProductIdsOfInstructor } from '../product/index.js';

// The instructor's queue of student assignments awaiting a comment (decision 0086): learners' names come
// through account's identity subquery and the course names through product's, so one statement stays one.

/** Student assignments waiting for an instructor: the learner responded and nobody has commented since. */
const AWAITING = 'INITIAL_RESPONSE';

/** One page of the queue; `instructorId` limits it to that instructor's products (undefined: every product). */
export async function searchAwaitingComment(db: Db, search: PagedSearch, instructorId: number | undefined) {
  const learner = userIdentities(db);
  const lp = learnerProductCourses(db);
  const learnerName = sql<string>`trim(concat_ws(' ', ${learner.firstName}, ${learner.lastName}))`;
  const list: SearchableList = {
    searchColumns: [assignments.title, learner.login, learner.firstName, learner.lastName, lp.course],
    sortFields: {
      respondedAt: studentAssignments.updatedAt,
      assignmentTitle: assignments.title,
      learnerName,
      login: learner.login,
      productName: lp.course,
    },
    tieBreak: [asc(studentAssignments.id)],
  };
  const conditions: (SQL | undefined)[] = [eq(studentAssignments.status, AWAITING), searchCondition(list, search)];
  if (instructorId !== undefined) {
    conditions.push(inArray(assignments.productId, selectProductIdsOfInstructor(db, instructorId)));
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        studentAssignmentId: studentAssignments.id,
        assignmentTitle: assignments.title,
        learnerName,
        login: learner.login,
        productName: lp.course,
        status: studentAssignments.status,
        respondedAt: studentAssignments.updatedAt,
      })
      .from(studentAssignments)
      .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
      .innerJoin(lp, eq(lp.id, studentAssignments.learnerProductId))
      .innerJoin(learner, eq(learner.id, lp.userId));
  const order = search.sortOrders?.primary ? orderBy(list, search) : [asc(studentAssignments.updatedAt), ...list.tieBreak];
  const { limit, offset } = pageWindow(search);
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(studentAssignments)
      .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
      .innerJoin(lp, eq(lp.id, studentAssignments.learnerProductId))
      .innerJoin(learner, eq(learner.id, lp.userId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** Who a student assignment's learner is and the course's name, or undefined (a withdrawn enrolment too). */
export async function findThreadHeader(db: Db, studentAssignmentId: number) {
  const learner = userIdentities(db);
  const lp = learnerProductCourses(db);
  const [row] = await db
    .select({
      sa: studentAssignments,
      assignment: assignments,
      login: learner.login,
      firstName: learner.firstName,
      lastName: learner.lastName,
      productName: lp.course,
    })
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .innerJoin(lp, eq(lp.id, studentAssignments.learnerProductId))
    .innerJoin(learner, eq(learner.id, lp.userId))
    .where(eq(studentAssignments.id, studentAssignmentId))
    .limit(1);
  return row;
}
