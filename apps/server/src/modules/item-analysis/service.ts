import type { ItemAnalysisReply } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { readItemDataStamp, readItemResponses } from '../exam/index.js';
import { findProductName } from '../product/index.js';
import { analyseExam } from './analyse.js';
import { ITEM_ANALYSIS_MAX_ATTEMPTS_PER_EXAM, ITEM_ANALYSIS_THRESHOLDS } from './thresholds.js';

/**
 * Item analysis of a product's exams, or of one of them (issue 30): recomputed only when an attempt has finished
 * or been voided, or a bank changed, since the last read (decision 0167). Two statements when nothing changed, five
 * when it did, whatever the number of exams and attempts.
 */
export async function readItemAnalysis(ctx: AppContext, productId: number, examId?: number): Promise<ItemAnalysisReply> {
  const db = ctx.database.db;
  if (!(await findProductName(db, productId))) throw notFound('product');
  const key = `${productId}:${examId ?? '*'}`;
  const stamp = await readItemDataStamp(db, productId, examId);
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
  };
  ctx.services.itemAnalysis.remember(key, stamp, reply);
  return reply;
}
