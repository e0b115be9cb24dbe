import type { AdminCourseNode, EnrolmentDetail } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { audit } from '../../audit/index.js';
import { findProductNodes, type NodeRow } from '../../catalog/index.js';
import { listAttemptsForAdmin, resetExamAttempt, resumeExamAttempt } from '../../exam/index.js';
import { openSupervisedEnrolment } from '../../identity/index.js';
import { findEnrolmentForAdmin, readIdentityChecks } from '../../product/index.js';
import { findExemptions, markNodeExempt } from '../../progression/index.js';
import { securityHeldSince } from '../../security-question/index.js';
import { findLogins } from './repo.js';

/** The product's nodes in reading order (depth first, children by position), with their depth under the root. */
function inReadingOrder(rows: NodeRow[], rootId: number | null): { node: NodeRow; depth: number }[] {
  const children = new Map<number | null, NodeRow[]>();
  for (const n of rows) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const out: { node: NodeRow; depth: number }[] = [];
  const walk = (parentId: number, depth: number) => {
    for (const c of children.get(parentId) ?? []) {
      out.push({ node: c, depth });
      walk(c.id, depth + 1);
    }
  };
  if (rootId !== null) walk(rootId, 0);
  return out;
}

/** GET api/admin/enrolments/{id}: the enrolment, its exam attempts (reset ones too) and its course's nodes. */
export async function enrolmentDetail(ctx: AppContext, id: number): Promise<EnrolmentDetail> {
  const { db } = ctx.database;
  const e = await findEnrolmentForAdmin(ctx, id);
  const [nodeRows, attempts, exemptions, identityChecks, heldAt] = await Promise.all([
    findProductNodes(db, e.productId),
    listAttemptsForAdmin(ctx, id),
    findExemptions(db, id),
    readIdentityChecks(db, id),
    securityHeldSince(db, id),
  ]);
  const byId = new Map(nodeRows.map((n) => [n.id, n]));
  const logins = await findLogins(db, [
    ...new Set(exemptions.map((x) => x.exemptedByUserId).filter((u): u is number => u !== null)),
  ]);
  const marks = new Map(exemptions.map((x) => [x.nodeId, x]));
  const nodes: AdminCourseNode[] = inReadingOrder(nodeRows, e.rootNodeId).map(({ node, depth }) => {
    const mark = marks.get(node.id);
    return {
      id: node.id,
      title: node.title,
      type: node.type,
      depth,
      exempt: mark !== undefined,
      exemptedBy: mark?.exemptedByUserId != null ? (logins.get(mark.exemptedByUserId) ?? null) : null,
      exemptedAt: mark?.exemptedAt.toISOString() ?? null,
    };
  });
  return {
    id: e.id,
    login: e.login,
    firstName: e.firstName,
    lastName: e.lastName,
    productCode: e.productCode,
    productName: e.productName,
    status: e.withdrawnAt ? 'WITHDRAWN' : e.status,
    startDate: e.startDate,
    endDate: e.endDate,
    withdrawnAt: e.withdrawnAt?.toISOString() ?? null,
    identityChecks,
    securityHeldAt: heldAt?.toISOString() ?? null,
    attempts: attempts.map((a) => {
      const node = byId.get(a.nodeId);
      return { ...a, nodeTitle: node?.title ?? '', isFinal: node?.metadata.EXAM_TYPE === 'FINAL' };
    }),
    nodes,
  };
}

/** POST api/admin/enrolments/{id}/attempts/{attemptId}/reset. */
export async function resetAttempt(ctx: AppContext, actor: SessionUser, id: number, attemptId: number, reason: string) {
  const e = await findEnrolmentForAdmin(ctx, id);
  await resetExamAttempt(ctx, actor, { learnerProductId: e.id, productId: e.productId, attemptId }, reason);
}

/** POST api/admin/enrolments/{id}/attempts/{attemptId}/resume. */
export async function resumeAttempt(ctx: AppContext, actor: SessionUser, id: number, attemptId: number, reason: string) {
  const e = await findEnrolmentForAdmin(ctx, id);
  return resumeExamAttempt(ctx, actor, { learnerProductId: e.id, productId: e.productId, attemptId }, reason);
}

/** POST api/admin/enrolments/{id}/exempt. */
export async function exemptNode(ctx: AppContext, actor: SessionUser, id: number, nodeId: number, reason: string) {
  const e = await findEnrolmentForAdmin(ctx, id);
  await markNodeExempt(ctx, actor, { learnerProductId: e.id, productId: e.productId, nodeId }, reason);
}

/**
 * POST api/admin/enrolments/{id}/typing-enrolment (issue 25): the learner may enrol one further typing template
 * (a new device, or their typing changed) within the hour, while staff supervise; audited with the reason.
 */
export async function superviseTypingEnrolment(ctx: AppContext, actor: SessionUser, id: number, reason: string) {
  const e = await findEnrolmentForAdmin(ctx, id);
  const until = await ctx.database.db.transaction(async (tx) => {
    const at = await openSupervisedEnrolment(tx, ctx.clock.now(), e.userId, actor.login);
    await audit(tx, ctx.clock, actor.login, 'TYPING_ENROLMENT_SUPERVISED', {
      learnerProductId: String(id),
      until: at.toISOString(),
      reason,
    });
    return at;
  });
  return { until: until.toISOString() };
}
