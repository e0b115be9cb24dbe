import type { ItemAnalysisReply } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { readItemDataStamp, readItemResponses } from '../exam/index.js';
import { findProductName } from '../product/index.js';
import { analyseExam } from './analyse.js';
import { findGradedSlides, inquiryStamp, inquiryStats } from './inquiry-stats.js';
import { ITEM_ANALYSIS_MAX_ATTEMPTS_PER_EXAM, ITEM_ANALYSIS_THRESHOLDS } from './thresholds.js';

/**
 * Item analysis of a product's exams, or of one of them, and of its graded lesson inquiries (issue 30): recomputed
 * only when an attempt has finished or been voided, a bank changed, or a graded lesson answer came in since the last
 * read (decision 0167). At most four statements when nothing changed, eight when it did (three and six without
 * graded lesson slides), whatever the number of exams, slides and attempts.
 */
export async function readItemAnalysis(ctx: AppContext, productId: number, examId?: number): Promise<ItemAnalysisReply> {
  const db = ctx.database.db;
  if (!(await findProductName(db, productId))) throw notFound('product');
  const key = `${productId}:${examId ?? '*'}`;
  // Lesson inquiries are part of the whole course's analysis, not of one exam's.
  const slides = examId === undefined ? await findGradedSlides(db, productId) : [];
  const stamp = `${await readItemDataStamp(db, productId, examId)}|${await inquiryStamp(db, slides)}`;
  const cached = ctx.services.itemAnalysis.find(key, stamp);
  if (cached) return cached;
  const data = await readItemResponses(db, productId, examId, ITEM_ANALYSIS_MAX_ATTEMPTS_PER_EXAM);
  if (examId !== undefined && data.exams.length === 0) throw notFound('exam');
  const reply: ItemAnalysisReply = {
    productId,
    computedAt: ctx.clock.now().toISOString(),
    maxAttemptsPerExam: ITEM_ANALYSIS_MAX_ATTEMPTS_PER_EXAM,
    thresholds: { ...ITEM_ANALYSIS_THRESHOLDS },
    exams: data.exams.map((exam) =>
      analyseExam(
        exam,
        data.attempts.filter((a) => a.examId === exam.examId),
      ),
    ),
    inquiries: await inquiryStats(db, slides),
  };
  ctx.services.itemAnalysis.remember(key, stamp, reply);
  return reply;
}
