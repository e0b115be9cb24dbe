import type { AdminEmail } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/**
 * GET /api/admin/email/resend/{id} (002 §7): sends the message again; the new record. A message that carried a key or
 * code is re-issued (a new one), which the server does only with reissue=true, the administrator's confirmation.
 */
export function resendEmail({ id, reissue }: { id: number; reissue: boolean }): Promise<AdminEmail> {
  return http<AdminEmail>(`api/admin/email/resend/${id}${reissue ? '?reissue=true' : ''}`);
}

export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    meta: { errorDialog: false },
    // The list gains the new message.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-emails', 'search'] }),
  });
}
