import type { AccountSaveBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { http } from '@/shared/http/client';

/** POST api/account: saves the settings form. */
export function saveAccount(body: AccountSaveBody): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account', { method: 'POST', body });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The settings page shows the failure.
    meta: { errorDialog: false },
    mutationFn: saveAccount,
    // The identity (name, e-mail, language) is re-read so the shell and the UI language follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey }),
  });
}
