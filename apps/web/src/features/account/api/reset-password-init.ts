import type { ResetInitBody } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/account/reset_password/init: answers ok for any e-mail, so it reveals no accounts. */
export function requestPasswordReset(body: ResetInitBody): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account/reset_password/init', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    // The reset request page shows the failure.
    meta: { errorDialog: false },
  });
}
