import {
  Authority,
  assignmentComment,
  assignmentResponseBody,
  assignmentThread,
  assignmentToComment,
  instructorCommentBody,
  pagedReply,
  pagedSearchRequest,
  studentAssignmentParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { assertMayComment, commentOnAssignment, getAssignmentThread, searchAssignmentsToComment } from './instructor-service.js';
import { respondToStudentAssignment } from './student-response.js';

const STAFF: { access: Access; owner: Owner } = {
  access: { authorities: [Authority.INSTRUCTOR, Authority.ADMIN] },
  owner: 'staff',
};
/** Staff reads of learners' answers, audited LEARNER_DATA_READ (decision 0108). */
const STAFF_READ = { ...STAFF, learnerRead: true };

/** The learner's further responses and the instructors' queue, thread and comment (decision 0086). */
export function studentAssignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.post(
      '/api/assignment/student/:studentAssignmentId/response',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: studentAssignmentParams, body: assignmentResponseBody, response: { 200: assignmentComment } },
      },
      async (request) =>
        respondToStudentAssignment(ctx, currentUser(request), request.params.studentAssignmentId, request.body.responseText),
    );

    f.post(
      '/api/instructor/assignments/search',
      { config: STAFF_READ, schema: { body: pagedSearchRequest, response: { 200: pagedReply(assignmentToComment) } } },
      async (request) => searchAssignmentsToComment(ctx, currentUser(request), request.body),
    );

    f.get(
      '/api/instructor/assignments/:studentAssignmentId',
      { config: STAFF_READ, schema: { params: studentAssignmentParams, response: { 200: assignmentThread } } },
      async (request) => getAssignmentThread(ctx, currentUser(request), request.params.studentAssignmentId),
    );

    f.post(
      '/api/instructor/assignments/:studentAssignmentId/comment',
      {
        config: STAFF,
        schema: { params: studentAssignmentParams, body: instructorCommentBody, response: { 200: assignmentThread } },
        preValidation: async (request) =>
          assertMayComment(ctx, currentUser(request), (request.params as { studentAssignmentId?: unknown }).studentAssignmentId),
      },
      async (request) => commentOnAssignment(ctx, currentUser(request), request.params.studentAssignmentId, request.body),
    );
  };
}
