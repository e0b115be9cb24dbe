import type { CreateEnrolmentBody, EnrolmentRow, Paged, PagedSearchRequest, RosterBody } from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-enrolments'] as const;

/** POST api/admin/enrolments/search: one page of enrolments. */
export const useEnrolmentSearch = (request: PagedSearchRequest) =>
  useQuery({
    queryKey: [...key, 'search', request] as const,
    queryFn: () => http<Paged<EnrolmentRow>>('api/admin/enrolments/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });

/** POST api/admin/enrolments (one learner) or .../roster (a CSV); the list is asked again afterwards. */
export function useEnrol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { one: CreateEnrolmentBody } | { roster: RosterBody }): Promise<{ created: number }> => {
      if ('roster' in input)
        return http<{ created: number }>('api/admin/enrolments/roster', { method: 'POST', body: input.roster });
      await http<{ id: number }>('api/admin/enrolments', { method: 'POST', body: input.one });
      return { created: 1 };
    },
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
