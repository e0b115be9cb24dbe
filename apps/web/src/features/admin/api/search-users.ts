import type { AdminUserRow, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/admin/users/search (ROLE_ADMIN): one page of the users list. */
export function searchUsers(request: PagedSearchRequest): Promise<Paged<AdminUserRow>> {
  return http<Paged<AdminUserRow>>('api/admin/users/search', { method: 'POST', body: request });
}

export const userSearchQueryOptions = (request: PagedSearchRequest) =>
  queryOptions({
    queryKey: ['admin-users', 'search', request] as const,
    queryFn: () => searchUsers(request),
    meta: { errorDialog: false },
  });

export function useUserSearch(request: PagedSearchRequest) {
  return useQuery({ ...userSearchQueryOptions(request), placeholderData: keepPreviousData });
}
