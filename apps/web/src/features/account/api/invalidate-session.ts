import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE api/account/sessions/{series}: ends one of the user's sessions. */
export function invalidateSession(series: string): Promise<{ ok: true }> {
  return http<{ ok: true }>(`api/account/sessions/${encodeURIComponent(series)}`, { method: 'DELETE' });
}

export function useInvalidateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    // The sessions page shows the failure.
    meta: { errorDialog: false },
    mutationFn: invalidateSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
