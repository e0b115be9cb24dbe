import type { FinalAffidavitBody } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/affidavit/acceptFinal/{learnerProductId}: the error strings in the spec's order; empty means accepted. */
export function useAcceptFinal(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalAffidavitBody) => http<string[]>(`api/affidavit/acceptFinal/${lpId}`, { method: 'POST', body }),
    meta: { errorDialog: false },
    // Accepted, the course's completion and home state move on (the course's queries are keyed ['course', lpId]).
    onSuccess: (errors) => {
      if (errors.length === 0) void queryClient.invalidateQueries({ queryKey: ['course', lpId] });
    },
  });
}
