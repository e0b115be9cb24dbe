import type { InstructorAvailabilityBody, InstructorAvailabilityReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export const availabilityQueryOptions = queryOptions({
  queryKey: ['instructor-availability'] as const,
  queryFn: () => http<InstructorAvailabilityReply>('api/instructor/availability'),
  // The page explains a failed read itself (decision 0070).
  meta: { errorDialog: false },
});

/** GET api/instructor/availability: the instructor's switch, weekly schedule and products. */
export const useAvailability = () => useQuery(availabilityQueryOptions);

/** PUT api/instructor/availability: replaces the switch and schedule; the page explains a refusal itself. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorAvailabilityBody) =>
      http<InstructorAvailabilityReply>('api/instructor/availability', { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: (reply) => client.setQueryData(availabilityQueryOptions.queryKey, reply),
  });
}
