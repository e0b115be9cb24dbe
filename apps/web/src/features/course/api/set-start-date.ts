import type { StartEnd } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys } from './keys';

/** POST /api/start-end/{lpId} {startDate: 'MM/DD/YYYY'}: 400 names startDate, 409 COURSE_ALREADY_STARTED. */
export function setStartDate(lpId: number, startDate: string): Promise<StartEnd> {
  return http<StartEnd>(`/api/start-end/${lpId}`, { method: 'POST', body: { startDate } });
}

export function useSetStartDate(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The start date modal shows the failure.
    meta: { errorDialog: false },
    mutationFn: (startDate: string) => setStartDate(lpId, startDate),
    // 001 §4: confirming clears and reloads: the state, progress, dates and node pages all depend on it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all(lpId) }),
  });
}
