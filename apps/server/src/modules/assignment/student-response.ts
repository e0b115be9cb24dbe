import type { AssignmentComment } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { canWriteLearnerProduct, findLearnerProductOwner } from '../product/index.js';
import * as repo from './repo.js';
import { addLearnerResponse } from './write-response.js';

/**
 * POST api/assignment/student/{studentAssignmentId}/response: a further response on the assignments page
 * (the first one is given in the lesson, which creates the student assignment). Only the learner whose
 * assignment it is reaches it (anyone else: 404); answers the new comment (001 §7).
 */
export async function respondToStudentAssignment(
  ctx: AppContext,
  actor: SessionUser,
  studentAssignmentId: number,
  responseText: string,
): Promise<AssignmentComment> {
  const { db } = ctx.database;
  const found = await repo.findStudentAssignmentById(db, studentAssignmentId);
  const owner = found ? await findLearnerProductOwner(db, found.sa.learnerProductId) : undefined;
  if (!found || !owner || !canWriteLearnerProduct(actor, owner)) throw notFound('student assignment');
  const at = ctx.clock.now();
  return db.transaction(async (tx) => {
    // Read again inside the transaction so a comment landing meanwhile is not overwritten by a stale status.
    const current = (await repo.findStudentAssignmentById(tx, studentAssignmentId))?.sa ?? found.sa;
    return addLearnerResponse(tx, current, { authorUserId: actor.id, responseText, at });
  });
}
