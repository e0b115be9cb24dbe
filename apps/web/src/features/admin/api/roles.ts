import type { AdminUserRow, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const rolesKey = ['admin-roles'] as const;

/** GET api/admin/roles: every authority with its number of users. */
export const useRoles = () =>
  useQuery({
    queryKey: [...rolesKey, 'list'] as const,
    queryFn: () => http<{ authority: string; users: number }[]>('api/admin/roles'),
    meta: { errorDialog: false },
  });

/** POST api/admin/roles/{authority}/members/search. */
export const useRoleMembers = (authority: string, request: PagedSearchRequest) =>
  useQuery({
    queryKey: [...rolesKey, 'members', authority, request] as const,
    queryFn: () =>
      http<Paged<AdminUserRow>>(`api/admin/roles/${encodeURIComponent(authority)}/members/search`, {
        method: 'POST',
        body: request,
      }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });

/** PUT (grant) or DELETE (revoke) api/admin/roles/{authority}/members/{login}; the counts and members refresh. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ authority, login, grant }: { authority: string; login: string; grant: boolean }) =>
      http<{ ok: true }>(`api/admin/roles/${encodeURIComponent(authority)}/members/${encodeURIComponent(login)}`, {
        method: grant ? 'PUT' : 'DELETE',
      }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKey }),
  });
}
