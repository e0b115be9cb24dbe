import type { RegisterBody } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/account/register: creates an inactive account and e-mails its activation link (201). */
export function registerAccount(body: RegisterBody): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account/register', { method: 'POST', body });
}

export function useRegisterAccount() {
  return useMutation({
    mutationFn: registerAccount,
    // The registration form shows the failure.
    meta: { errorDialog: false },
  });
}
