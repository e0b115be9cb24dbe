import type { InstructorScheduleReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys } from './keys';

/** GET api/product/{lpId}/instructor-schedule: the weekly live-support hours, in the product's time zone. */
export const instructorScheduleQueryOptions = (lpId: number) =>
  queryOptions({
    queryKey: [...courseKeys.all(lpId), 'instructor-schedule'] as const,
    queryFn: () => http<InstructorScheduleReply>(`api/product/${lpId}/instructor-schedule`),
    // The modal explains a failed read itself (decision 0070).
    meta: { errorDialog: false },
  });

export const useInstructorSchedule = (lpId: number, enabled: boolean) =>
  useQuery({ ...instructorScheduleQueryOptions(lpId), enabled });
