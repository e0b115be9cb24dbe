import {
  type AssignmentStatus,
  type AssignmentThread,
  type AssignmentToComment,
  Authority,
  type Paged,
  type PagedSearch,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { notifyAssignmentComment } from '../notification/index.js';
import { mayStaffProduct } from '../product/index.js';
import { displayName } from './display-name.js';
import { findThreadHeader, searchAwaitingComment } from './instructor-repo.js';
import * as repo from './repo.js';
import { ASSIGNMENT_STATUS_TEXT, statusAfterComment } from './status.js';
import { toComment } from './write-response.js';

/** The audit type of an instructor's comment on a student assignment. */
export const ASSIGNMENT_COMMENTED = 'ASSIGNMENT_COMMENTED';

/**
 * POST api/instructor/assignments/search: student assignments awaiting a comment, for the products the
 * instructor is assigned to (administrators: every product).
 */
export async function searchAssignmentsToComment(
  ctx: AppContext,
  actor: SessionUser,
  search: PagedSearch,
): Promise<Paged<AssignmentToComment>> {
  knownKeys(search.options, [], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const scope = actor.authorities.includes(Authority.ADMIN) ? undefined : actor.id;
  const { rows, total } = await searchAwaitingComment(ctx.database.db, search, scope);
  return pageOf(
    search,
    rows.map((r) => ({
      ...r,
      status: r.status as AssignmentStatus,
      respondedAt: r.respondedAt.toISOString(),
    })),
    total,
  );
}

/** The student assignment if the actor may see it (its product is theirs to staff); 404 otherwise. */
async function locate(ctx: AppContext, actor: SessionUser, studentAssignmentId: number) {
  const { db } = ctx.database;
  const header = await findThreadHeader(db, studentAssignmentId);
  if (!header || !(await mayStaffProduct(db, actor, header.assignment.productId))) throw notFound('student assignment');
  return header;
}

/**
 * Before the body is validated: a caller who may not staff the assignment's product learns nothing, not even
 * which fields are wrong (the guard's rule, decision 0054). An id that is not one is left to validation.
 */
export async function assertMayComment(ctx: AppContext, actor: SessionUser, rawId: unknown): Promise<void> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return;
  await locate(ctx, actor, id);
}

/** GET api/instructor/assignments/{studentAssignmentId}: the assignment, its learner and the thread. */
export async function getAssignmentThread(
  ctx: AppContext,
  actor: SessionUser,
  studentAssignmentId: number,
): Promise<AssignmentThread> {
  const header = await locate(ctx, actor, studentAssignmentId);
  const comments = await repo.findComments(ctx.database.db, header.sa.id);
  const status = header.sa.status as AssignmentStatus;
  return {
    studentAssignmentId: header.sa.id,
    assignmentTitle: header.assignment.title,
    assignmentText: header.assignment.assignmentText,
    learnerName: displayName(header.firstName, header.lastName),
    login: header.login,
    productName: header.productName,
    status,
    statusText: ASSIGNMENT_STATUS_TEXT[status],
    comments: comments.map(toComment),
  };
}

/**
 * POST api/instructor/assignments/{studentAssignmentId}/comment: the comment joins the learner's thread
 * (shown to them as INSTRUCTOR), notifies them and moves the status (decisions 0086, 0089); one transaction with
 * its audit event.
 */
export async function commentOnAssignment(
  ctx: AppContext,
  actor: SessionUser,
  studentAssignmentId: number,
  body: { commentText: string; complete: boolean },
): Promise<AssignmentThread> {
  const header = await locate(ctx, actor, studentAssignmentId);
  const at = ctx.clock.now();
  const status = statusAfterComment(body.complete, body.commentText.length > 0);
  await ctx.database.db.transaction(async (tx) => {
    if (body.commentText.length > 0) {
      await repo.insertComment(tx, {
        studentAssignmentId: header.sa.id,
        authorUserId: actor.id,
        instructorResponse: true,
        commentText: body.commentText,
        commentDateTime: at,
      });
      // The learner hears of it on their next notification poll (decision 0089).
      await notifyAssignmentComment(tx, ctx.clock, {
        learnerProductId: header.sa.learnerProductId,
        assignmentTitle: header.assignment.title,
        commentText: body.commentText,
      });
    }
    await repo.updateStudentAssignment(tx, header.sa.id, { status, updatedAt: at });
    // The audit names the record and the outcome, never the comment's text.
    await audit(tx, ctx.clock, actor.login, ASSIGNMENT_COMMENTED, {
      studentAssignmentId: String(header.sa.id),
      learnerProductId: String(header.sa.learnerProductId),
      status,
    });
  });
  return getAssignmentThread(ctx, actor, studentAssignmentId);
}
