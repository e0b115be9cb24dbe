import { examLimits } from '@continuum/contracts';

/**
 * After which question numbers a security question is asked (002 §4): with a course time of 240
 * minutes or more, at one-third and two-thirds (2 questions: after the first only; 3 questions: after
 * the first and the second); otherwise at the middle. A one-question exam asks none.
 */
export function securityQuestionPoints(total: number, courseMinutes: number): number[] {
  if (total < 2) return [];
  if (courseMinutes >= examLimits.longCourseMinutes) {
    if (total === 2) return [1];
    if (total === 3) return [1, 2];
    return [...new Set([Math.ceil(total / 3), Math.ceil((2 * total) / 3)])];
  }
  return [Math.ceil(total / 2)];
}
