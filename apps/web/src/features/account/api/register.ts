import type { RegisterBody, RegisterReply } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/**
 * POST api/account/register (201): an inactive account and its activation mail, or, registered with the invitation
 * sent to that address, an account active at once (`activated`).
 */
export function registerAccount(body: RegisterBody): Promise<RegisterReply> {
  return http<RegisterReply>('api/account/register', { method: 'POST', body });
}

export function useRegisterAccount() {
  return useMutation({
    mutationFn: registerAccount,
    // The registration form shows the failure.
    meta: { errorDialog: false },
  });
}
