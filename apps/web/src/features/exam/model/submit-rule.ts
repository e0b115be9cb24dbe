/**
 * Whether the subheader's Submit Exam is enabled (002 §4): always in standard products (course or
 * program), otherwise when every question is answered or on the last question once it has an answer.
 */
export function canSubmitExam(p: {
  standardProduct: boolean;
  answered: number;
  total: number;
  onLast: boolean;
  hasAnswer: boolean;
}) {
  return p.standardProduct || (p.total > 0 && p.answered >= p.total) || (p.onLast && p.hasAnswer);
}
