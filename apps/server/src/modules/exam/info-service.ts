import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { loadLearnerContext } from '../progression/index.js';
import { loadExamContext } from './exam-context.js';
import { examReview } from './results-service.js';
import { reviewPdf } from './review-pdf.js';

/** GET api/exam/getCourseTime/{learnerProductId}: the course's required minutes (0 when it sets none). */
export async function courseTime(ctx: AppContext, actor: SessionUser, lpId: number): Promise<number> {
  const learner = await loadLearnerContext(ctx, actor, lpId);
  return learner.product.minimumRequiredMinutes ?? 0;
}

/** GET api/exam/isExamOptional/{componentId}: the exam (or a container above it) is OPTIONAL. */
export async function examOptional(ctx: AppContext, actor: SessionUser, componentId: number, lpId?: number): Promise<boolean> {
  const e = await loadExamContext(ctx, actor, componentId, lpId);
  const s = e.ctx.progression.states.get(componentId);
  return Boolean(s?.optional || s?.ancestorOptional);
}

/** GET pdf/exam/review/{personAssessmentId}: the review as a PDF, where canDownload allows. */
export async function reviewPdfOf(ctx: AppContext, actor: SessionUser, personAssessmentId: number): Promise<Buffer> {
  const review = await examReview(ctx, actor, personAssessmentId);
  if (!review.canDownload) throw new AppError('DOWNLOAD_NOT_ALLOWED', 403, 'This exam review may not be downloaded');
  const e = await loadExamContext(ctx, actor, review.assessmentId);
  return reviewPdf(review, {
    examTitle: e.node.title,
    courseTitle: e.ctx.product.name,
    learnerName: `${actor.firstName} ${actor.lastName}`.trim(),
  });
}
