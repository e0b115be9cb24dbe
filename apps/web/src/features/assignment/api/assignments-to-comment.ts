import type {
  AssignmentThread,
  AssignmentToComment,
  InstructorCommentBody,
  Paged,
  PagedSearchRequest,
} from '@continuum/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

// The instructor's calls on assignments (decision 0086): the queue, one thread, a comment.

/** POST api/instructor/assignments/search: one page of student assignments awaiting a comment (a read). */
export const assignmentsToCommentQueryOptions = (request: PagedSearchRequest) =>
  queryOptions({
    queryKey: ['instructor-assignments', 'search', request] as const,
    queryFn: () => http<Paged<AssignmentToComment>>('api/instructor/assignments/search', { method: 'POST', body: request }),
    meta: { errorDialog: false },
  });

export const useAssignmentsToComment = (request: PagedSearchRequest) =>
  useQuery({ ...assignmentsToCommentQueryOptions(request), placeholderData: keepPreviousData });

/** GET api/instructor/assignments/{studentAssignmentId}: the assignment, its learner and the thread. */
export const assignmentThreadQueryOptions = (studentAssignmentId: number) =>
  queryOptions({
    queryKey: ['instructor-assignments', 'thread', studentAssignmentId] as const,
    queryFn: ({ signal }) => http<AssignmentThread>(`api/instructor/assignments/${studentAssignmentId}`, { signal }),
    meta: { errorDialog: false },
  });

export const useAssignmentThread = (studentAssignmentId: number | null) =>
  useQuery({ ...assignmentThreadQueryOptions(studentAssignmentId ?? 0), enabled: studentAssignmentId !== null });

/** POST api/instructor/assignments/{studentAssignmentId}/comment: answers the thread as it now stands. */
export function useCommentOnAssignment(studentAssignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorCommentBody) =>
      http<AssignmentThread>(`api/instructor/assignments/${studentAssignmentId}/comment`, { method: 'POST', body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(assignmentThreadQueryOptions(studentAssignmentId).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: ['instructor-assignments', 'search'] });
    },
  });
}
