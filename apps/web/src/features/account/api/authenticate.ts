import type { Account, AuthenticationBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { http } from '@/shared/http/client';

/** POST api/authentication: signs in and returns the account (the session cookies are httpOnly). */
export function authenticate(body: AuthenticationBody): Promise<Account> {
  return http<Account>('api/authentication', { method: 'POST', body });
}

export function useAuthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    // The sign-in form shows the failure.
    meta: { errorDialog: false },
    mutationFn: authenticate,
    onSuccess: (account) => {
      // Nothing cached for the previous (anonymous or other) user may leak into this session. The account
      // query itself is kept and overwritten: its observers (the guards) must see the new identity.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' && q.queryKey[0] !== 'account' });
      queryClient.setQueryData(accountQueryOptions.queryKey, account);
    },
  });
}
