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

/** One assignment as the learner's lists show it (001 §3 Assignment ref): the lesson that asks it as well. */
export const assignmentRef = assignmentReply.extend({
  /** The lesson (learning component) whose ASSIGNMENT slide asks it; null when no slide asks it any more. */
  learningComponentId: z.number().int().nullable(),
});
export type AssignmentRef = z.infer<typeof assignmentRef>;

/** GET api/product/{lpId}/assignments: the assignments the learner has responded to, latest activity first (home box). */
export const productAssignmentsReply = z.array(assignmentRef);

/** A container of the assignments page (001 §2): titled from titlePrefix and title, in id order. */
export const assignmentContainer = z.object({
  id: z.number().int(),
  titlePrefix: z.string().nullable(),
  title: z.string(),
  assignments: z.array(assignmentRef),
});
export type AssignmentContainer = z.infer<typeof assignmentContainer>;

/** GET api/product/{lpId}/assignments/all: every assignment of the product by container, and the student's name. */
export const allAssignmentsReply = z.object({
  studentName: z.string(),
  containers: z.array(assignmentContainer),
});
export type AllAssignmentsReply = z.infer<typeof allAssignmentsReply>;

/** GET api/product/{lpId}/assignments/isenabled: whether the product has assignments at all. */
export const assignmentsEnabledReply = z.boolean();

/** Path of POST api/assignment/student/{studentAssignmentId}/response and the instructor calls on one. */
export const studentAssignmentParams = z.object({ studentAssignmentId: idParam('studentAssignmentId') });

/** Longest instructor comment accepted (the same bound as a learner's response). */
export const ASSIGNMENT_COMMENT_MAX = limits.chatMessageMax;

/**
 * POST api/instructor/assignments/{studentAssignmentId}/comment: the instructor's comment and whether it
 * completes the assignment. Without `complete` the text is required (it asks the learner for more); with it
 * the text may be empty (COMPLETE_NO_RESPONSE) or not (COMPLETE_WITH_RESPONSE). Decision 0086.
 */
export const instructorCommentBody = z
  .object({
    commentText: text()
      .trim()
      .max(ASSIGNMENT_COMMENT_MAX, `commentText must be at most ${ASSIGNMENT_COMMENT_MAX} characters`)
      .default(''),
    complete: z.boolean({ error: 'complete must be true or false' }),
  })
  .refine((b) => b.complete || b.commentText.length > 0, {
    path: ['commentText'],
    message: 'commentText is required unless the assignment is completed',
  });
export type InstructorCommentBody = z.input<typeof instructorCommentBody>;

/** A row of the instructor's list of student assignments awaiting a comment (a paged search, 000 §3). */
export const assignmentToComment = z.object({
  studentAssignmentId: z.number().int(),
  assignmentTitle: z.string(),
  learnerName: z.string(),
  login: z.string(),
  productName: z.string(),
  status: assignmentStatus,
  /** When the learner last responded (the list's default order: longest waiting first). */
  respondedAt: z.string(),
});
export type AssignmentToComment = z.infer<typeof assignmentToComment>;

/** GET api/instructor/assignments/{studentAssignmentId}: one student assignment with its thread. */
export const assignmentThread = z.object({
  studentAssignmentId: z.number().int(),
  assignmentTitle: z.string(),
  assignmentText: z.string(),
  learnerName: z.string(),
  login: z.string(),
  productName: z.string(),
  status: assignmentStatus,
  statusText: z.string(),
  comments: z.array(assignmentComment),
});
export type AssignmentThread = z.infer<typeof assignmentThread>;

/** Path of GET api/feedback/generic/{learnerProductId}/1/{learningComponentId} (decision 0086). */
export const feedbackGenericParams = z.object({
  learnerProductId: idParam('learnerProductId'),
  learningComponentId: idParam('learningComponentId'),
});
