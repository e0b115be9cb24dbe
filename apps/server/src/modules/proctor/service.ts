import {
  ExamGateError,
  PROCTOR_USER_NOT_CREATED,
  type ProctorSiteEligibility,
  proctorUserNotCreatedMessage,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { withdrawAcceptedCodes } from '../exam-gates/index.js';
import { findLearnerProductOwner } from '../product/index.js';
import { isoDate, type LearnerContext, loadLearnerContext } from '../progression/index.js';
import { launchSignature, verifyCipher } from './cipher.js';
import { PROCTOR_SITE_RULE, proctorSiteEligibility } from './eligibility.js';

const REASON_TEXT: Record<NonNullable<ProctorSiteEligibility['reason']>, string> = {
  NOT_REMOTE_PROCTORED: 'This course does not use the remote proctoring site.',
  NO_PROCTOR_SITE: 'No proctoring site is configured for this course.',
  COURSE_NOT_ACTIVE: 'This course is no longer open.',
  NO_FINAL_EXAM: 'This course has no final exam.',
  FINAL_EXAM_LOCKED: 'The final exam is not open yet.',
  FINAL_EXAM_COMPLETE: 'The final exam is already complete.',
};

/** The course's site (rule) or the configured one; a rule that is not an http(s) URL counts as none. */
function siteUrlOf(ctx: AppContext, learner: LearnerContext): string | undefined {
  const raw = learner.rules.text(PROCTOR_SITE_RULE)?.trim() || ctx.config.proctorSiteUrl;
  if (!raw) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol) ? raw : undefined;
  } catch {
    return undefined;
  }
}

function evaluate(ctx: AppContext, learner: LearnerContext) {
  return proctorSiteEligibility(learner, {
    siteUrl: siteUrlOf(ctx, learner),
    secret: ctx.config.proctorSiteSecret,
    today: isoDate(ctx.clock.now()),
  });
}

/** GET api/proctor/final-exam/proctorsite/eligibility/{learnerProductId}. */
export async function getProctorSiteEligibility(
  ctx: AppContext,
  actor: SessionUser,
  lpId: number,
): Promise<ProctorSiteEligibility> {
  const learner = await loadLearnerContext(ctx, actor, lpId);
  const { eligible, reason, proctorType } = evaluate(ctx, learner);
  return { eligible, reason, proctorType };
}

/**
 * GET api/proctor/final-exam/proctorsite/{learnerProductId}: the signed launch link of the proctoring site,
 * carrying where to send the learner back. Only the learner's own product, and only when eligible (409).
 */
export async function getProctorSiteUrl(ctx: AppContext, actor: SessionUser, lpId: number): Promise<{ url: string }> {
  const learner = await loadLearnerContext(ctx, actor, lpId);
  if (learner.lp.userId !== actor.id) throw notFound('learner product');
  // The site cannot make this learner's profile (password under 6 characters, 002 §8).
  if (learner.lp.proctorStatus === PROCTOR_USER_NOT_CREATED)
    throw new AppError(PROCTOR_USER_NOT_CREATED, 409, proctorUserNotCreatedMessage);
  const result = evaluate(ctx, learner);
  const siteUrl = siteUrlOf(ctx, learner);
  const secret = ctx.config.proctorSiteSecret;
  if (!result.eligible || !siteUrl || !secret || result.finalExamId === null) {
    throw new AppError(ExamGateError.PROCTOR_SITE_NOT_ELIGIBLE, 409, REASON_TEXT[result.reason ?? 'NO_PROCTOR_SITE']);
  }
  const seconds = Math.floor(ctx.clock.now().getTime() / 1000);
  const url = new URL(siteUrl);
  url.searchParams.set('learnerProductId', String(lpId));
  url.searchParams.set('ts', String(seconds));
  url.searchParams.set('signature', launchSignature(secret, lpId, seconds));
  url.searchParams.set('returnUrl', `${ctx.config.publicUrl}/lp/${lpId}/lc/${result.finalExamId}`);
  return { url: url.toString() };
}

/** GET auth/checkCipher: true when the proctoring site's cipher is genuine and fresh for this learner product. */
export async function checkCipher(ctx: AppContext, actor: SessionUser, lpId: number, cipher: string): Promise<boolean> {
  const owner = (await findLearnerProductOwner(ctx.database.db, lpId))?.userId;
  if (owner === undefined || owner !== actor.id) throw notFound('learner product');
  const secret = ctx.config.proctorSiteSecret;
  return secret !== undefined && verifyCipher(secret, cipher, lpId, ctx.clock.now());
}

/**
 * GET api/proctor/logout/{email}: the proctored session ends with the learner's logout, so codes accepted
 * for a sitting that has not started stop counting (the next person at the computer needs them again).
 */
export async function proctorLogout(ctx: AppContext, actor: SessionUser, email: string): Promise<void> {
  if (email.trim().toLowerCase() !== actor.email.toLowerCase()) throw notFound('user');
  await withdrawAcceptedCodes(ctx.database.db, actor.id);
}
