import type { FinalAffidavitBody } from '@continuum/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/affidavit/acceptFinal/{learnerProductId}: the error strings in the spec's order; empty means accepted. */
export function useAcceptFinal(lpId: number) {
  return useMutation({
    mutationFn: (body: FinalAffidavitBody) => http<string[]>(`api/affidavit/acceptFinal/${lpId}`, { method: 'POST', body }),
    meta: { errorDialog: false },
  });
}
