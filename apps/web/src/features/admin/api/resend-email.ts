import type { AdminEmail } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET /api/admin/email/resend/{id} (002 §7): sends the message again (re-issuing any key it carried); the new record. */
export function resendEmail(id: number): Promise<AdminEmail> {
  return http<AdminEmail>(`api/admin/email/resend/${id}`);
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
