import type { StartEnd } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys } from './keys';

/** GET /api/start-end/{lpId}: the course duration and its start, end and expiration dates. */
export function fetchStartEnd(lpId: number): Promise<StartEnd> {
  return http<StartEnd>(`/api/start-end/${lpId}`);
}

export const startEndQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: courseKeys.startEnd(lpId),
    queryFn: () => fetchStartEnd(lpId),
    meta: { errorDialog: false },
  });

export function useStartEnd(lpId: number, enabled = true) {
  return useQuery({ ...startEndQueryOptions(lpId), enabled });
}
