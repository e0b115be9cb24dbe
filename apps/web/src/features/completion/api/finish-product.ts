import type { CompletionStatus } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST app/progression/completeProduct/{lpId}/COMPLETE (001 §7). */
export function completeProduct(lpId: number): Promise<CompletionStatus> {
  return http<CompletionStatus>(`app/progression/completeProduct/${lpId}/COMPLETE`, { method: 'POST' });
}

/** POST app/progression/markProductPendingSignature/{lpId} (001 §7). */
export function markProductPendingSignature(lpId: number): Promise<CompletionStatus> {
  return http<CompletionStatus>(`app/progression/markProductPendingSignature/${lpId}`, { method: 'POST' });
}

/** Completes the product or marks it pending signature; the course's data (home state included) reloads. */
export function useFinishProduct(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The finish page says 'Error saving course completion.' or 'Error marking product as pending signature.' (001 §8).
    meta: { errorDialog: false },
    mutationFn: (kind: 'complete' | 'pendingSignature') =>
      kind === 'complete' ? completeProduct(lpId) : markProductPendingSignature(lpId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', lpId] }),
  });
}
