import { z } from 'zod';
import { text } from './inputs.js';

/** Security questions are numbered 1 to 4 (001 §9): e-mail address, mailing city, mailing zip code, last 4 of phone. */
export const SECURITY_QUESTIONS = [1, 2, 3, 4] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];
export const SECURITY_ANSWER_MAX = 254;

/** The spec's message for a wrong answer (001 §8); the client shows it and loads nextQuestion. */
export const SECURITY_INCORRECT_MESSAGE = 'Incorrect!';

/** POST api/security/learner (001 §3 "Security answer request"). */
export const securityAnswerBody = z.object({
  question: z.coerce
    .number({ error: 'question must be a number from 1 to 4' })
    .int('question must be a number from 1 to 4')
    .min(1, 'question must be a number from 1 to 4')
    .max(4, 'question must be a number from 1 to 4'),
  answer: text({ error: 'answer is required' })
    .trim()
    .min(1, 'answer is required')
    .max(SECURITY_ANSWER_MAX, `answer must be at most ${SECURITY_ANSWER_MAX} characters`),
});
export type SecurityAnswerBody = z.infer<typeof securityAnswerBody>;

/** Reply: whether the answer was right; after a wrong one, the question to ask next. */
export const securityAnswerReply = z.object({
  result: z.boolean(),
  nextQuestion: z.number().int().min(1).max(4).nullable(),
});
export type SecurityAnswerReply = z.infer<typeof securityAnswerReply>;
