import type { AssignmentStatus } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** A learner's response reopens review, unless an instructor already closed the assignment. */
function statusAfterResponse(current: AssignmentStatus | undefined): AssignmentStatus {
  return current === 'COMPLETE_NO_RESPONSE' || current === 'COMPLETE_WITH_RESPONSE' ? current : 'INITIAL_RESPONSE';
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
  await repo.updateStudentAssignment(tx, sa.id, {
    status: statusAfterResponse(sa.status as AssignmentStatus),
    updatedAt: r.at,
  });
  await repo.insertComment(tx, {
    studentAssignmentId: sa.id,
    authorUserId: r.authorUserId,
    instructorResponse: false,
    commentText: r.responseText,
    commentDateTime: r.at,
  });
  return sa.id;
}
