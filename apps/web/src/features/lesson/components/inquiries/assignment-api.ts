import type { AssignmentReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

// The assignment call of an ASSIGNMENT slide. It lives beside the component because features may not
// import across two folder levels (biome.json), and the component is one of the registry's inquiries.

export interface AssignmentTarget {
  assignmentId: number;
  lpId: number;
  /** The lesson node the slide belongs to. */
  lcId: number;
}

/** GET api/assignment/{assignmentId}/lp/{learnerProductId}/lc/{learningComponentId} (001 §7). */
export function fetchAssignment({ assignmentId, lpId, lcId }: AssignmentTarget, signal?: AbortSignal): Promise<AssignmentReply> {
  return http<AssignmentReply>(`api/assignment/${assignmentId}/lp/${lpId}/lc/${lcId}`, { signal });
}

export const assignmentQueryOptions = (target: AssignmentTarget) =>
  queryOptions({
    queryKey: ['lesson-assignment', target.lpId, target.lcId, target.assignmentId] as const,
    queryFn: ({ signal }) => fetchAssignment(target, signal),
    meta: { errorDialog: false },
  });

/** Not called for a slide whose assignment the server did not link (assignmentId null). */
export function useAssignment(target: AssignmentTarget) {
  return useQuery({ ...assignmentQueryOptions(target), enabled: target.assignmentId > 0 });
}
