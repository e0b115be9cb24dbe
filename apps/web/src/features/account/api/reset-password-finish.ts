import type { ResetFinishBody } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/account/reset_password/finish: sets the new password from a reset key valid 24 hours. */
export function finishPasswordReset(body: ResetFinishBody): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account/reset_password/finish', { method: 'POST', body });
}

export function useFinishPasswordReset() {
  return useMutation({
    mutationFn: finishPasswordReset,
    // The reset finish page shows the failure.
    meta: { errorDialog: false },
  });
}
