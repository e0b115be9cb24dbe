import type { AssignmentComment } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/assignment/student/{studentAssignmentId}/response {responseText}: answers the new comment (001 §7). */
export function respondToAssignment(studentAssignmentId: number, responseText: string): Promise<AssignmentComment> {
  return http<AssignmentComment>(`api/assignment/student/${studentAssignmentId}/response`, {
    method: 'POST',
    body: { responseText },
  });
}

/** The first response, before the learner has a copy: through the lesson's call (001 §7), which keeps its rules. */
export function respondInLesson(
  target: { assignmentId: number; lpId: number; learningComponentId: number },
  responseText: string,
): Promise<unknown> {
  const { assignmentId, lpId, learningComponentId } = target;
  return http(`api/assignment/${assignmentId}/lp/${lpId}/lc/${learningComponentId}/response`, {
    method: 'POST',
    body: { responseText },
  });
}

/** Either call, as the assignment stands; a failed send only stops the sending indicator (001 §8), so no error dialog. */
export function useSendResponse(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: {
      assignmentId: number;
      studentAssignmentId: number | null;
      learningComponentId: number | null;
      responseText: string;
    }) =>
      r.studentAssignmentId !== null
        ? respondToAssignment(r.studentAssignmentId, r.responseText)
        : respondInLesson(
            { assignmentId: r.assignmentId, lpId, learningComponentId: r.learningComponentId ?? 0 },
            r.responseText,
          ),
    meta: { errorDialog: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assignments', lpId] }),
  });
}
