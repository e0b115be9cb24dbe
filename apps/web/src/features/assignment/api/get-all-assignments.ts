import type { AllAssignmentsReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}/assignments/all (001 §7): every assignment by container, with the student's name. */
export const allAssignmentsQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: ['assignments', lpId, 'all'] as const,
    queryFn: ({ signal }) => http<AllAssignmentsReply>(`api/product/${lpId}/assignments/all`, { signal }),
    // The page explains a failed load in place.
    meta: { errorDialog: false },
  });

export const useAllAssignments = (lpId: number) => useQuery(allAssignmentsQueryOptions(lpId));
