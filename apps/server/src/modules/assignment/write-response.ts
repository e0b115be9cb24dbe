import type { AssignmentComment, AssignmentStatus } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';
import { statusAfterResponse } from './status.js';

/** A thread entry as the replies carry it (001 §3 Comment). */
export function toComment(c: repo.CommentRow): AssignmentComment {
  return {
    id: c.id,
    instructorResponse: c.instructorResponse,
    commentDateTime: c.commentDateTime.toISOString(),
    commentText: c.commentText,
  };
}

/** Adds a learner's response to an existing student assignment's thread and moves its status. */
export async function addLearnerResponse(
  tx: Db,
  sa: repo.StudentAssignmentRow,
  r: { authorUserId: number; responseText: string; at: Date },
): Promise<AssignmentComment> {
  await repo.updateStudentAssignment(tx, sa.id, {
    status: statusAfterResponse(sa.status as AssignmentStatus),
    updatedAt: r.at,
  });
  const comment = await repo.insertComment(tx, {
    studentAssignmentId: sa.id,
    authorUserId: r.authorUserId,
    instructorResponse: false,
    commentText: r.responseText,
    commentDateTime: r.at,
  });
  return toComment(comment);
}

/**
 * Stores a learner's response to an assignment in the caller's transaction (the lesson's ASSIGNMENT
 * inquiry and the assignment call both come here): the learner's copy is created on first use and the
 * response joins its thread.
 */
export async function writeAssignmentResponse(
  tx: Db,
  r: { learnerProductId: number; assignmentId: number; nodeId: number; authorUserId: number; responseText: string; at: Date },
): Promise<number> {
  const sa = await repo.ensureStudentAssignment(tx, {
    learnerProductId: r.learnerProductId,
    assignmentId: r.assignmentId,
    nodeId: r.nodeId,
    status: 'INITIAL_RESPONSE',
    createdAt: r.at,
    updatedAt: r.at,
  });
  await addLearnerResponse(tx, sa, r);
  return sa.id;
}
