import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { assignmentComments, assignments, studentAssignments } from '../../platform/db/schema/index.js';

export type AssignmentRow = typeof assignments.$inferSelect;
export type StudentAssignmentRow = typeof studentAssignments.$inferSelect;

export interface DeclaredAssignment {
  key: string;
  title: string;
  assignmentText: string;
}

/**
 * Makes the product's assignments match its package: matched by key so ids (and learners' responses)
 * survive re-imports. Assignments no longer declared are kept: learners' work on them is a record.
 */
export async function syncAssignments(db: Db, productId: number, declared: DeclaredAssignment[]): Promise<void> {
  for (const a of declared) {
    await db
      .insert(assignments)
      .values({ productId, ...a })
      .onConflictDoUpdate({
        target: [assignments.productId, assignments.key],
        set: { title: a.title, assignmentText: a.assignmentText },
      });
  }
}

/** An assignment by id, or undefined. */
export async function findAssignment(db: Db, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).limit(1);
  return row;
}

/** Assignment ids of a product by key (what an ASSIGNMENT slide's assignmentKey names). */
export async function assignmentsByKey(db: Db, productId: number, keys: string[]): Promise<Map<string, AssignmentRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.productId, productId), inArray(assignments.key, keys)));
  return new Map(rows.map((r) => [r.key, r]));
}

/** The learner's copy of an assignment, or undefined before their first response. */
export async function findStudentAssignment(
  db: Db,
  learnerProductId: number,
  assignmentId: number,
): Promise<StudentAssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(studentAssignments)
    .where(and(eq(studentAssignments.learnerProductId, learnerProductId), eq(studentAssignments.assignmentId, assignmentId)))
    .limit(1);
  return row;
}

/** The learner's copy, created on first use; concurrent first responses share one row. */
export async function ensureStudentAssignment(
  db: Db,
  row: Omit<typeof studentAssignments.$inferInsert, 'id'>,
): Promise<StudentAssignmentRow> {
  await db.insert(studentAssignments).values(row).onConflictDoNothing();
  const found = await findStudentAssignment(db, row.learnerProductId, row.assignmentId);
  if (!found) throw new Error('student assignment vanished');
  return found;
}

export async function updateStudentAssignment(db: Db, id: number, patch: Pick<StudentAssignmentRow, 'status' | 'updatedAt'>) {
  await db.update(studentAssignments).set(patch).where(eq(studentAssignments.id, id));
}

export type CommentRow = typeof assignmentComments.$inferSelect;

export async function insertComment(db: Db, row: Omit<typeof assignmentComments.$inferInsert, 'id'>): Promise<CommentRow> {
  const [inserted] = await db.insert(assignmentComments).values(row).returning();
  if (!inserted) throw new Error('comment not stored');
  return inserted;
}

/** A student assignment's thread (responses and instructor comments), oldest first. */
export async function findComments(db: Db, studentAssignmentId: number) {
  return db
    .select()
    .from(assignmentComments)
    .where(eq(assignmentComments.studentAssignmentId, studentAssignmentId))
    .orderBy(asc(assignmentComments.commentDateTime), asc(assignmentComments.id));
}

/** The latest learner response of each of these student assignments. */
export async function latestResponses(db: Db, studentAssignmentIds: number[]): Promise<Map<number, string>> {
  if (studentAssignmentIds.length === 0) return new Map();
  const rows = await db
    .select({ sa: assignmentComments.studentAssignmentId, text: assignmentComments.commentText })
    .from(assignmentComments)
    .where(
      and(
        inArray(assignmentComments.studentAssignmentId, studentAssignmentIds),
        eq(assignmentComments.instructorResponse, false),
      ),
    )
    .orderBy(asc(assignmentComments.commentDateTime), asc(assignmentComments.id));
  const latest = new Map<number, string>();
  for (const r of rows) latest.set(r.sa, r.text);
  return latest;
}

/** The learner's copies of these assignments. */
export async function findStudentAssignments(db: Db, learnerProductId: number, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select()
    .from(studentAssignments)
    .where(
      and(eq(studentAssignments.learnerProductId, learnerProductId), inArray(studentAssignments.assignmentId, assignmentIds)),
    );
}

/** Every assignment of a product, in id order. */
export async function findProductAssignments(db: Db, productId: number): Promise<AssignmentRow[]> {
  return db.select().from(assignments).where(eq(assignments.productId, productId)).orderBy(asc(assignments.id));
}

/** Whether the product has any assignment (api/product/{lpId}/assignments/isenabled). */
export async function productHasAssignments(db: Db, productId: number): Promise<boolean> {
  const rows = await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.productId, productId)).limit(1);
  return rows.length > 0;
}

/** A student assignment by id with its assignment, or undefined. */
export async function findStudentAssignmentById(db: Db, id: number) {
  const [row] = await db
    .select({ sa: studentAssignments, assignment: assignments })
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(eq(studentAssignments.id, id))
    .limit(1);
  return row;
}

/** The threads of these student assignments, oldest first, by student assignment. */
export async function findCommentsOf(db: Db, studentAssignmentIds: number[]): Promise<Map<number, CommentRow[]>> {
  const byId = new Map<number, CommentRow[]>();
  if (studentAssignmentIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(assignmentComments)
    .where(inArray(assignmentComments.studentAssignmentId, studentAssignmentIds))
    .orderBy(asc(assignmentComments.commentDateTime), asc(assignmentComments.id));
  for (const r of rows) {
    const list = byId.get(r.studentAssignmentId) ?? [];
    list.push(r);
    byId.set(r.studentAssignmentId, list);
  }
  return byId;
}
