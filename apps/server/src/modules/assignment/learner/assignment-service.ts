import type { AssignmentReply, AssignmentResponseBody, AssignmentStatus } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { findLessonSlides as findSlides } from '../../catalog/index.js';
import type { LearnerProductUse } from '../../product/index.js';
import { loadLearnerContext, nodeOf } from '../../progression/index.js';
import * as assignments from '../slide-assignments.js';
import { ASSIGNMENT_STATUS_TEXT } from '../status.js';
import { toComment } from '../write-response.js';
import type { AssignmentSlide } from './assignment-slide.js';

export interface AssignmentIds {
  assignmentId: number;
  learnerProductId: number;
  learningComponentId: number;
}

/**
 * The assignment and the lesson slide that asks it. 404 unless the learner product is the caller's,
 * the learning component is a node of it, the assignment belongs to its product and one of the node's
 * slides asks it (so ids cannot be mixed across products).
 */
async function locate(ctx: AppContext, actor: SessionUser, ids: AssignmentIds, use: LearnerProductUse) {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, ids.learnerProductId, use);
  const node = nodeOf(learner, ids.learningComponentId);
  const assignment = await assignments.findAssignment(db, ids.assignmentId);
  if (!assignment || assignment.productId !== learner.product.id) throw notFound('assignment');
  const slides = node.type === 'LESSON' ? await findSlides(db, node.id) : [];
  const slide = slides.find(
    (s) => s.type === 'ASSIGNMENT' && (s.data as unknown as AssignmentSlide).assignmentKey === assignment.key,
  );
  if (!slide) throw notFound('assignment');
  const parent = node.parentId !== null ? learner.nodes.get(node.parentId) : undefined;
  return { ctx: learner, node, assignment, slide, containerTitle: parent && parent.id !== learner.rootId ? parent.title : null };
}

/** GET api/assignment/{assignmentId}/lp/{learnerProductId}/lc/{learningComponentId}. */
export async function getAssignment(ctx: AppContext, actor: SessionUser, ids: AssignmentIds): Promise<AssignmentReply> {
  const { assignment, containerTitle } = await locate(ctx, actor, ids, 'read');
  const { db } = ctx.database;
  const sa = await assignments.findStudentAssignment(db, ids.learnerProductId, assignment.id);
  const comments = sa ? await assignments.findComments(db, sa.id) : [];
  const responses = comments.filter((c) => !c.instructorResponse);
  const status = (sa?.status as AssignmentStatus | undefined) ?? 'INCOMPLETE_ASSIGNMENT';
  return {
    id: assignment.id,
    assignmentTitle: assignment.title,
    assignmentText: assignment.assignmentText,
    studentAssignmentId: sa?.id ?? null,
    status,
    statusText: ASSIGNMENT_STATUS_TEXT[status],
    responseText: responses.at(-1)?.commentText ?? null,
    answered: responses.length > 0,
    comments: comments.map(toComment),
    containerTitle,
  };
}

/**
 * POST .../response: the learner's response, submitted as the answer of the lesson's ASSIGNMENT slide, so
 * the same rules hold as for any answer (slide reached, required time passed) and the slide counts as
 * answered; the lesson stores the response in the assignment's thread in the same transaction.
 */
export async function respondToAssignment(
  ctx: AppContext,
  actor: SessionUser,
  ids: AssignmentIds,
  body: AssignmentResponseBody,
): Promise<AssignmentReply> {
  const { node, slide } = await locate(ctx, actor, ids, 'write');
  await ctx.services.submitLessonAnswer(
    ctx,
    actor,
    { lpId: ids.learnerProductId, nodeId: node.id, slideId: slide.id },
    { responseText: body.responseText },
    true,
  );
  return getAssignment(ctx, actor, ids);
}
