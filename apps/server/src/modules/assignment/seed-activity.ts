import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { notifyAssignmentComment } from '../notification/index.js';
import { assignmentsByKey, insertComment, updateStudentAssignment } from './repo.js';
import { statusAfterComment } from './status.js';
import { writeAssignmentResponse } from './write-response.js';

/**
 * A learner's response to an assignment and an instructor's comment on it, with the notification the comment
 * raises (the demo's assignment activity; decision 0089). Nothing when the product has no such assignment.
 */
export async function seedAssignmentActivity(
  db: Db,
  clock: Clock,
  a: {
    productId: number;
    assignmentKey: string;
    nodeId: number;
    learnerProductId: number;
    learnerUserId: number;
    instructorUserId: number;
    responseText: string;
    commentText: string;
  },
): Promise<void> {
  const assignment = (await assignmentsByKey(db, a.productId, [a.assignmentKey])).get(a.assignmentKey);
  if (!assignment) return;
  const at = clock.now();
  const answeredAt = new Date(at.getTime() - 2 * 60 * 60_000);
  const saId = await writeAssignmentResponse(db, {
    learnerProductId: a.learnerProductId,
    assignmentId: assignment.id,
    nodeId: a.nodeId,
    authorUserId: a.learnerUserId,
    responseText: a.responseText,
    at: answeredAt,
  });
  await insertComment(db, {
    studentAssignmentId: saId,
    authorUserId: a.instructorUserId,
    instructorResponse: true,
    commentText: a.commentText,
    commentDateTime: at,
  });
  await updateStudentAssignment(db, saId, { status: statusAfterComment(false, true), updatedAt: at });
  await notifyAssignmentComment(db, clock, {
    learnerProductId: a.learnerProductId,
    assignmentTitle: assignment.title,
    commentText: a.commentText,
  });
}
