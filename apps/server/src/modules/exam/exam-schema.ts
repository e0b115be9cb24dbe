import { z } from 'zod';

/**
 * An exam as written in a course package (EXAM and EXAM_GAUGE node files): `exam:` settings and the
 * `questions:` bank, answer keys included. Server-private: browsers get views without keys
 * (exam/views.ts) and see keys and feedback only in the review of a finished attempt.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are lower-case letters, digits, dashes, underscores');

export const examSettings = z
  .object({
    /** Percent needed to pass (rounded score >= passingScore); 0 means no pass mark. */
    passingScore: z.number().int().min(0).max(100).default(70),
    /** 0 means not timed. The deadline is fixed when an attempt starts. */
    timeLimitMinutes: z.number().int().min(0).max(1440).default(0),
    /** The "Time is almost up" warning this many minutes before the deadline. */
    timeWarningMinutes: z.number().int().min(0).max(120).default(5),
    /** Attempts allowed; -1 means unlimited. */
    allowedAttempts: z.number().int().min(-1).max(100).default(-1),
    /** When > 0: making this many attempts completes the exam (COMPLETED_REQUIRED_ATTEMPTS). */
    requiredAttempts: z.number().int().min(0).max(100).default(0),
    /** Questions drawn per attempt from the bank; omitted means all of them. */
    questionCount: z.number().int().min(1).max(500).optional(),
    /** Of those drawn, at least this many were not in the learner's previous attempt. */
    minNewQuestions: z.number().int().min(0).max(500).default(0),
    /** No Previous: the questions are answered in order, and without Previous there is no star either (002 §4). */
    disablePrevious: z.boolean().default(false),
    /** Shuffle the drawn questions per attempt (a drawn pool is always shuffled). */
    shuffle: z.boolean().default(false),
    /** Results show pass or fail only, never the score. */
    scoredAsPassFail: z.boolean().default(false),
    /** When the review (answers, keys, feedback) of a finished attempt may be seen. */
    showFeedback: z.enum(['ALWAYS', 'WHEN_PASSED', 'NEVER']).default('ALWAYS'),
    /** The review may be downloaded as a PDF (final exams also need SC_FINAL_EXAMS_ALLOW_PRINT). */
    allowDownload: z.boolean().default(true),
    /** PASSED: the node completes on a pass; TAKEN: on any finished attempt (practice exams). */
    completesWhen: z.enum(['PASSED', 'TAKEN']).default('PASSED'),
    /** Which attempt's score stands for the exam (a gauge's PERCENT_COMPLETE): the best one unless the course says LATEST. */
    scoreCounts: z.enum(['BEST', 'LATEST']).default('BEST'),
    introMessage: z.string().max(5000).optional(),
    passMessage: z.string().max(5000).optional(),
    failMessage: z.string().max(5000).optional(),
    reviewQuestionMessage: z.string().max(5000).optional(),
    /** What 'Score by topic' calls each question tag (`consumer-protection: Consumer Protection`); else the tag made readable. */
    tagTitles: z.record(z.string().min(1).max(100), z.string().trim().min(1).max(200)).optional(),
  })
  .strict();
export type ExamSettings = z.infer<typeof examSettings>;

export const examChoice = z
  .object({
    /** What stored answers hold; browsers see shown ids instead (choice-order.ts). Defaults to a, b, c… */
    id: id.optional(),
    text: z.string().min(1).max(2000),
    correct: z.boolean().default(false),
    feedback: z.string().max(5000).optional(),
    /** Keeps its authored place when the other choices are shuffled ("All of the above"; decision 0055). */
    fixedPosition: z.boolean().optional(),
  })
  .strict();

export const examQuestion = z
  .object({
    id,
    text: z.string().min(1).max(10_000),
    choices: z.array(examChoice).min(2).max(8),
    /** Score breakdowns are by tag. */
    tags: z.array(z.string().min(1).max(100)).default([]),
    /** Key of the topic node this question measures (effort breakdowns in exam prep). */
    topic: z.string().max(200).optional(),
    explanation: z.string().max(10_000).optional(),
    /** Choices in authored order for every learner, instead of each learner's own order (decision 0055). */
    fixedOrder: z.boolean().optional(),
  })
  .strict();
export type ExamQuestionInput = z.input<typeof examQuestion>;

/** A question as stored: choice ids filled in. */
export interface StoredQuestion {
  id: string;
  text: string;
  choices: { id: string; text: string; correct: boolean; feedback?: string | undefined; fixedPosition?: boolean | undefined }[];
  tags: string[];
  topic?: string | undefined;
  explanation?: string | undefined;
  fixedOrder?: boolean | undefined;
}

const LETTERS = 'abcdefgh';

/** Fills default choice ids (a, b, c…). */
export function toStoredQuestion(q: z.infer<typeof examQuestion>): StoredQuestion {
  return {
    ...q,
    choices: q.choices.map((c, i) => ({ ...c, id: c.id ?? (LETTERS[i] as string) })),
  };
}

/** Settings as stored (defaults applied); an exam without an `exam:` block gets every default. */
export function parseSettings(raw: unknown): ExamSettings {
  return examSettings.parse(raw ?? {});
}
