import { z } from 'zod';
import { idParam, text } from './inputs.js';
import { limits } from './limits.js';

/** Longest assignment response accepted. */
export const ASSIGNMENT_RESPONSE_MAX = limits.chatMessageMax;

/** Assignment statuses (001 §3 Assignment ref). */
export const ASSIGNMENT_STATUSES = [
  'INCOMPLETE_ASSIGNMENT_RESPONSE',
  'INITIAL_RESPONSE',
  'INCOMPLETE_ASSIGNMENT',
  'COMPLETE_NO_RESPONSE',
  'COMPLETE_WITH_RESPONSE',
] as const;
export const assignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof assignmentStatus>;

/** Path of GET api/assignment/{assignmentId}/lp/{learnerProductId}/lc/{learningComponentId} and its .../response. */
export const assignmentParams = z.object({
  assignmentId: idParam('assignmentId'),
  learnerProductId: idParam('learnerProductId'),
  learningComponentId: idParam('learningComponentId'),
});

/** POST .../response (001 §7). */
export const assignmentResponseBody = z.object({
  responseText: text({ error: 'responseText is required' })
    .trim()
    .min(1, 'responseText is required')
    .max(ASSIGNMENT_RESPONSE_MAX, `responseText must be at most ${ASSIGNMENT_RESPONSE_MAX} characters`),
});
export type AssignmentResponseBody = z.infer<typeof assignmentResponseBody>;

/** One entry of an assignment's thread (001 §3 Comment). */
export const assignmentComment = z.object({
  id: z.number().int(),
  instructorResponse: z.boolean(),
  commentDateTime: z.string(),
  commentText: z.string(),
});
export type AssignmentComment = z.infer<typeof assignmentComment>;

/** The assignment with the learner's response (001 §3 Assignment ref and Assignment response). */
export const assignmentReply = z.object({
  id: z.number().int(),
  assignmentTitle: z.string(),
  assignmentText: z.string(),
  /** Null until the learner has responded. */
  studentAssignmentId: z.number().int().nullable(),
  status: assignmentStatus,
  statusText: z.string(),
  /** The learner's latest response, or null. */
  responseText: z.string().nullable(),
  answered: z.boolean(),
  comments: z.array(assignmentComment),
  containerTitle: z.string().nullable(),
});
export type AssignmentReply = z.infer<typeof assignmentReply>;
