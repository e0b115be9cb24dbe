import type { InviteUserBody, Person, PersonUpdateBody } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/persons/{login} (002 §7, ROLE_ADMIN). */
export const fetchPerson = (login: string) => http<Person>(`api/persons/${encodeURIComponent(login)}`);

export const personQueryOptions = (login: string) =>
  queryOptions({
    queryKey: ['admin-users', 'person', login] as const,
    queryFn: () => fetchPerson(login),
    meta: { errorDialog: false },
  });

export const usePerson = (login: string) => useQuery(personQueryOptions(login));

/** PUT api/persons/{login}: the saved person refreshes the page and the list. */
export function useUpdatePerson(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonUpdateBody) => http<Person>(`api/persons/${encodeURIComponent(login)}`, { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: (saved) => {
      client.setQueryData(personQueryOptions(login).queryKey, saved);
      return client.invalidateQueries({ queryKey: ['admin-users', 'search'] });
    },
  });
}

/** POST api/admin/users/{login}/unlock. */
export function useUnlockUser(login: string) {
  return useMutation({
    mutationFn: () => http<{ ok: true }>(`api/admin/users/${encodeURIComponent(login)}/unlock`, { method: 'POST' }),
    meta: { errorDialog: false },
  });
}

/** POST api/admin/users/invite: the invitation e-mail's id. */
export function useInviteUser() {
  return useMutation({
    mutationFn: (body: InviteUserBody) => http<{ emailId: number }>('api/admin/users/invite', { method: 'POST', body }),
    meta: { errorDialog: false },
  });
}
