import type { ProctorSiteEligibility } from '@continuum/contracts';
import type { LearnerContext } from '../progression/index.js';

/** Product proctorType of a course whose final exam is taken through the remote proctoring site. */
export const REMOTE_PROCTOR_TYPE = 'REMOTE';
/** Course rule naming the proctoring site for this course (else PROCTOR_SITE_URL). */
export const PROCTOR_SITE_RULE = 'SC_PROCTOR_PROCTOR_SITE_URL';

const CLOSED_STATUSES = new Set(['COMPLETE', 'COMPLETED', 'PENDING_SIGNATURE', 'EXPIRED', 'CANCELLED']);

/** The first final exam in course order that is not completed, else the last final exam, else null. */
export function currentFinalExam(ctx: Pick<LearnerContext, 'rootId' | 'nodes' | 'progression'>): number | null {
  const finals: number[] = [];
  const walk = (id: number) => {
    const node = ctx.nodes.get(id);
    if (!node) return;
    if (node.type === 'EXAM' && (node.metadata.EXAM_TYPE ?? '').toUpperCase() === 'FINAL') finals.push(id);
    for (const child of node.children) walk(child);
  };
  walk(ctx.rootId);
  return finals.find((id) => !ctx.progression.states.get(id)?.completed) ?? finals.at(-1) ?? null;
}

export interface SiteSettings {
  siteUrl: string | undefined;
  secret: string | undefined;
  today: string;
}

/**
 * Whether the learner may be sent to the proctoring site now (pure): the course is remote-proctored and
 * names a site, the enrolment is open, and its final exam is unlocked and not yet completed.
 */
export function proctorSiteEligibility(
  ctx: Pick<LearnerContext, 'lp' | 'product' | 'rootId' | 'nodes' | 'progression'>,
  site: SiteSettings,
): ProctorSiteEligibility & { finalExamId: number | null } {
  const proctorType = ctx.product.proctorType;
  const no = (reason: NonNullable<ProctorSiteEligibility['reason']>, finalExamId: number | null = null) => ({
    eligible: false,
    reason,
    proctorType,
    finalExamId,
  });
  if ((proctorType ?? '').toUpperCase() !== REMOTE_PROCTOR_TYPE) return no('NOT_REMOTE_PROCTORED');
  if (!site.siteUrl || !site.secret) return no('NO_PROCTOR_SITE');
  const expired = ctx.lp.expirationDate !== null && ctx.lp.expirationDate < site.today;
  if (ctx.lp.completedAt !== null || CLOSED_STATUSES.has(ctx.lp.status) || expired) return no('COURSE_NOT_ACTIVE');
  const finalExamId = currentFinalExam(ctx);
  if (finalExamId === null) return no('NO_FINAL_EXAM');
  const state = ctx.progression.states.get(finalExamId);
  if (state?.completed) return no('FINAL_EXAM_COMPLETE', finalExamId);
  if (!state || state.locked) return no('FINAL_EXAM_LOCKED', finalExamId);
  return { eligible: true, reason: null, proctorType, finalExamId };
}
