/** Query keys of the exam feature; everything of one exam node sits under ['exam', lpId, componentId]. */
export const examKeys = {
  exam: (lpId: number, componentId: number) => ['exam', lpId, componentId] as const,
  status: (lpId: number, componentId: number) => ['exam', lpId, componentId, 'status'] as const,
  results: (personAssessmentId: number) => ['exam', 'results', personAssessmentId] as const,
  review: (personAssessmentId: number) => ['exam', 'review', personAssessmentId] as const,
};

/**
 * The course feature keeps every query of a learner product under ['course', lpId] (its keys.ts); a
 * finished attempt changes progress, so all of them refresh. Named here because features do not import
 * each other.
 */
export const courseQueriesOf = (lpId: number) => ['course', lpId] as const;
