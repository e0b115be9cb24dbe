import type { AdminEmail } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/admin/email/{emailId} (ROLE_ADMIN): one sent message (002 §3 Email). */
export function fetchEmail(emailId: number): Promise<AdminEmail> {
  return http<AdminEmail>(`api/admin/email/${emailId}`);
}

export const emailQueryOptions = (emailId: number) =>
  queryOptions({
    queryKey: ['admin-emails', 'one', emailId] as const,
    queryFn: () => fetchEmail(emailId),
    meta: { errorDialog: false },
  });

export const useEmail = (emailId: number) => useQuery(emailQueryOptions(emailId));
