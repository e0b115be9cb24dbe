import type { ExamStatusReply } from '@continuum/contracts';
import type { TFunction } from 'i18next';

/**
 * The intro's figures (002 §2, §9): time 'Not timed' when 0 or less, else minutes with min/mins; attempts a
 * number or 'Unlimited' when negative; the passing score as a percent or 'n/a' when there is none.
 */
export function introFigures(status: ExamStatusReply, t: TFunction) {
  return {
    questions: String(status.totalQuestionsNum),
    passingScore:
      status.passingScore > 0 ? t('exam.intro.percent', { value: status.passingScore }) : t('exam.intro.notApplicable'),
    time:
      status.cumulativeExamTime > 0 ? t('exam.intro.minutes', { count: status.cumulativeExamTime }) : t('exam.intro.notTimed'),
    attempts: status.allowedAttemptCount < 0 ? t('exam.intro.unlimited') : String(status.allowedAttemptCount),
  };
}
