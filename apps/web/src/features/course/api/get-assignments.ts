import type { AssignmentRef } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}/assignments/isenabled (001 §7): the home shows its assignments box only then. */
export const assignmentsEnabledQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['assignments', lpId, 'enabled'] as const,
    queryFn: ({ signal }) => http<boolean>(`api/product/${lpId}/assignments/isenabled`, { signal }),
    // Without an answer the box simply stays away; the home page goes on.
    meta: { errorDialog: false },
  });

/** GET api/product/{lpId}/assignments: the learner's assignments for the home box (001 §2). */
export const startedAssignmentsQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['assignments', lpId, 'started'] as const,
    queryFn: ({ signal }) => http<AssignmentRef[]>(`api/product/${lpId}/assignments`, { signal }),
    meta: { errorDialog: false },
  });

export const useAssignmentsEnabled = (lpId: number) => useQuery(assignmentsEnabledQueryOptions(lpId));

export const useStartedAssignments = (lpId: number, enabled: boolean) =>
  useQuery({ ...startedAssignmentsQueryOptions(lpId), enabled });
