import type { AllAssignmentsReply, AssignmentContainer, AssignmentRef, AssignmentStatus } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { findProductSlidesOfTypes } from '../../catalog/index.js';
import { canReadLearnerProduct, findLearnerProductOwner, findLearnerProductWithLearner } from '../../product/index.js';
import { type LearnerContext, loadLearnerContext } from '../../progression/index.js';
import { displayName } from '../display-name.js';
import * as assignments from '../slide-assignments.js';
import { ASSIGNMENT_STATUS_TEXT } from '../status.js';
import { toComment } from '../write-response.js';
import type { AssignmentSlide } from './assignment-slide.js';

// The learner's assignment lists (001 §2 Assignments page and home box, §7; decision 0086). An assignment
// belongs where the ASSIGNMENT slide asking it sits: its lesson, and that lesson's parent container.

interface Placed {
  ref: AssignmentRef;
  container: { id: number; titlePrefix: string | null; title: string } | null;
  /** Tree order of the lesson, so a container's assignments read as the course does. */
  order: number;
  updatedAt: Date | null;
}

/** Node ids in the order the course shows them (depth first from the root). */
function treeOrder(learner: LearnerContext): Map<number, number> {
  const order = new Map<number, number>();
  const visit = (id: number) => {
    order.set(id, order.size);
    for (const child of learner.nodes.get(id)?.children ?? []) visit(child);
  };
  visit(learner.rootId);
  return order;
}

/** Every assignment of the learner's product that a lesson of its tree asks, with the learner's status and thread. */
async function placedAssignments(ctx: AppContext, learner: LearnerContext): Promise<Placed[]> {
  const { db } = ctx.database;
  const [rows, slides] = await Promise.all([
    assignments.findProductAssignments(db, learner.product.id),
    findProductSlidesOfTypes(db, learner.product.id, ['ASSIGNMENT']),
  ]);
  const order = treeOrder(learner);
  const lessonOf = new Map<string, number>();
  for (const s of slides) {
    const key = (s.data as unknown as AssignmentSlide).assignmentKey;
    if (order.has(s.nodeId) && !lessonOf.has(key)) lessonOf.set(key, s.nodeId);
  }
  const asked = rows.filter((a) => lessonOf.has(a.key));
  const copies = await assignments.findStudentAssignments(
    db,
    learner.lp.id,
    asked.map((a) => a.id),
  );
  const copyOf = new Map(copies.map((c) => [c.assignmentId, c]));
  const threads = await assignments.findCommentsOf(
    db,
    copies.map((c) => c.id),
  );
  return asked.map((a) => {
    const lessonId = lessonOf.get(a.key) ?? 0;
    const lesson = learner.nodes.get(lessonId);
    const parent = lesson?.parentId != null ? learner.nodes.get(lesson.parentId) : undefined;
    const copy = copyOf.get(a.id);
    const comments = copy ? (threads.get(copy.id) ?? []) : [];
    const responses = comments.filter((c) => !c.instructorResponse);
    const status = (copy?.status as AssignmentStatus | undefined) ?? 'INCOMPLETE_ASSIGNMENT';
    const inContainer = parent && parent.id !== learner.rootId ? parent : undefined;
    return {
      ref: {
        id: a.id,
        assignmentTitle: a.title,
        assignmentText: a.assignmentText,
        studentAssignmentId: copy?.id ?? null,
        status,
        statusText: ASSIGNMENT_STATUS_TEXT[status],
        responseText: responses.at(-1)?.commentText ?? null,
        answered: responses.length > 0,
        comments: comments.map(toComment),
        containerTitle: inContainer?.title ?? null,
        learningComponentId: lesson ? lesson.id : null,
      },
      container: parent ? { id: parent.id, titlePrefix: parent.titlePrefix ?? null, title: parent.title } : null,
      order: order.get(lessonId) ?? 0,
      updatedAt: copy?.updatedAt ?? null,
    };
  });
}

/** GET api/product/{lpId}/assignments: those the learner has responded to, latest activity first (home box). */
export async function listStartedAssignments(ctx: AppContext, actor: SessionUser, lpId: number): Promise<AssignmentRef[]> {
  const learner = await loadLearnerContext(ctx, actor, lpId, 'read');
  const placed = await placedAssignments(ctx, learner);
  return placed
    .filter((p) => p.updatedAt !== null)
    .sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0) || a.order - b.order)
    .map((p) => p.ref);
}

/** GET api/product/{lpId}/assignments/all: every assignment by container (containers in id order), and the student's name. */
export async function listAllAssignments(ctx: AppContext, actor: SessionUser, lpId: number): Promise<AllAssignmentsReply> {
  const { db } = ctx.database;
  const learner = await loadLearnerContext(ctx, actor, lpId, 'read');
  const [placed, who] = await Promise.all([placedAssignments(ctx, learner), findLearnerProductWithLearner(db, lpId)]);
  const containers = new Map<number, AssignmentContainer>();
  for (const p of placed.sort((a, b) => a.order - b.order)) {
    const c = p.container ?? { id: learner.rootId, titlePrefix: null, title: learner.product.name };
    const entry = containers.get(c.id) ?? { ...c, assignments: [] };
    entry.assignments.push(p.ref);
    containers.set(c.id, entry);
  }
  return {
    studentName: who ? displayName(who.user.firstName, who.user.lastName) : '',
    containers: [...containers.values()].sort((a, b) => a.id - b.id),
  };
}

/** GET api/product/{lpId}/assignments/isenabled: whether the product has assignments (the home box shows then). */
export async function assignmentsEnabled(ctx: AppContext, actor: SessionUser, lpId: number): Promise<boolean> {
  const { db } = ctx.database;
  const owner = await findLearnerProductOwner(db, lpId);
  if (!owner || !canReadLearnerProduct(actor, owner)) throw notFound('learner product');
  return assignments.productHasAssignments(db, owner.productId);
}

/**
 * GET api/feedback/generic/{learnerProductId}/1/{learningComponentId} (decision 0086): the instructor
 * feedback on one learning component, i.e. the learner's assignments that lesson asks, with their threads.
 */
export async function feedbackOfComponent(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
  learningComponentId: number,
): Promise<AssignmentRef[]> {
  const learner = await loadLearnerContext(ctx, actor, lpId, 'read');
  if (!learner.nodes.has(learningComponentId)) throw notFound('learning component');
  const placed = await placedAssignments(ctx, learner);
  return placed.filter((p) => p.ref.learningComponentId === learningComponentId).map((p) => p.ref);
}
