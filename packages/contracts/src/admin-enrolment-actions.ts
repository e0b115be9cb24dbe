import { z } from 'zod';
import { ENROLMENT_ACTION_LIMITS } from './admin-enrolment-limits.js';
import { type IdentityCheckField, identityChecks } from './identity-settings.js';
import { idField, idParam, intField, text } from './inputs.js';

/**
 * What an administrator does to one learner's enrolment (issue 17, decision 0078): extend, withdraw or
 * reinstate it, mark a node exempt, reset or resume an exam attempt. Every action carries a reason for
 * the audit trail.
 */

/** Why: required, trimmed, 1..500 characters of storable text. */
export const actionReason = text({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(ENROLMENT_ACTION_LIMITS.reasonMax, `reason must be at most ${ENROLMENT_ACTION_LIMITS.reasonMax} characters`);

export const enrolmentReasonBody = z.object({ reason: actionReason });
export type EnrolmentReasonBody = z.infer<typeof enrolmentReasonBody>;

export const extendEnrolmentBody = z.object({
  days: intField('days', 1, ENROLMENT_ACTION_LIMITS.extendMaxDays),
  reason: actionReason,
});
export type ExtendEnrolmentBody = z.infer<typeof extendEnrolmentBody>;
export const extendEnrolmentReply = z.object({ endDate: z.string() });

export const exemptNodeBody = z.object({ nodeId: idField('nodeId'), reason: actionReason });
export type ExemptNodeBody = z.infer<typeof exemptNodeBody>;

export const enrolmentAttemptParams = z.object({ id: idParam('id'), attemptId: idParam('attemptId') });

/** One exam attempt as an administrator sees it (reset ones included: they stay on record). */
export const adminAttempt = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  nodeTitle: z.string(),
  isFinal: z.boolean(),
  attemptNumber: z.number().int(),
  trial: z.boolean(),
  /** IN_PROGRESS, PARTIALLY_COMPLETED, PASS, FAIL (finished, not passed) or RESET. */
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  finishReason: z.string().nullable(),
  score: z.number().int().nullable(),
  /** Seconds the learner had left at their last activity (null when untimed or finished). */
  secondsLeftAtLastActivity: z.number().int().nullable(),
  resetAt: z.string().nullable(),
  resetBy: z.string().nullable(),
  resetReason: z.string().nullable(),
  canReset: z.boolean(),
  canResume: z.boolean(),
});
export type AdminAttempt = z.infer<typeof adminAttempt>;

/** A node of the learner's course an administrator may mark exempt. */
export const adminCourseNode = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  depth: z.number().int(),
  /** Marked exempt for this learner by an administrator (EXEMPT_IF_COMPLETE is the course tree's to show). */
  exempt: z.boolean(),
  exemptedBy: z.string().nullable(),
  exemptedAt: z.string().nullable(),
});
export type AdminCourseNode = z.infer<typeof adminCourseNode>;

export const enrolmentDetail = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** The identity checks this enrolment asks for, and which of them an administrator set (issue 25). */
  identityChecks,
  /** Since when the learner's security questions are on hold (too many wrong answers, decision 0108); null: not held. */
  securityHeldAt: z.string().nullable(),
  attempts: z.array(adminAttempt),
  nodes: z.array(adminCourseNode),
});
export type EnrolmentDetail = z.infer<typeof enrolmentDetail>;

const setting = (field: IdentityCheckField) =>
  z
    .boolean({ error: `${field} must be true, false or null` })
    .nullable()
    .optional();

/**
 * PUT api/admin/enrolments/{id}/identity-checks: each field given is set for this enrolment (true or false), or
 * given back to the product's rule (null); a field left out is not changed. The reason is required.
 */
export const identityChecksBody = z.object({
  authRequired: setting('authRequired'),
  biosigRequired: setting('biosigRequired'),
  biosigNmlsIdRequired: setting('biosigNmlsIdRequired'),
  biosigInitFailed: setting('biosigInitFailed'),
  reason: actionReason,
});
export type IdentityChecksBody = z.infer<typeof identityChecksBody>;

/** The seconds the resumed attempt now has left (null when the exam is untimed). */
export const resumeAttemptReply = z.object({ secondsLeft: z.number().int().nullable() });
