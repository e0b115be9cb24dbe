/** Limits of the administrators' enrolment actions (decision 0078); plain constants, no zod. */
export const ENROLMENT_ACTION_LIMITS = {
  reasonMax: 500,
  /** The most days one extension adds (ten years). */
  extendMaxDays: 3650,
} as const;

/** Node types an administrator may mark exempt for a learner. */
export const EXEMPTIBLE_NODE_TYPES = [
  'UNIT',
  'LESSON',
  'EXAM',
  'EXAM_GAUGE',
  'KEY_POINTS',
  'TOPIC',
  'TOPICS',
  'SUBTOPICS',
  'SECTION',
] as const;
