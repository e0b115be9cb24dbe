import type { IdentityChecks, IdentityChecksBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-enrolments'] as const;

/** PUT api/admin/enrolments/{id}/identity-checks (issue 25): the enrolment's own identity-check settings. */
export function useSetIdentityChecks(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityChecksBody) =>
      http<IdentityChecks>(`api/admin/enrolments/${id}/identity-checks`, { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST api/admin/enrolments/{id}/typing-enrolment: one supervised enrolment of a further typing template. */
export function useSuperviseTypingEnrolment(id: number) {
  return useMutation({
    mutationFn: (reason: string) =>
      http<{ until: string }>(`api/admin/enrolments/${id}/typing-enrolment`, { method: 'POST', body: { reason } }),
    meta: { errorDialog: false },
  });
}
