import type { ChangePasswordBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { sessionsQueryOptions } from './get-sessions';

/** POST api/account/change_password: the server also ends the user's other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account/change_password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // The password page shows each refusal and failure (002 §8).
    meta: { errorDialog: false },
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
