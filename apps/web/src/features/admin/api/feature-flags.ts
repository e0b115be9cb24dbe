import type { AdminFeatureFlag } from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const key = ['admin-feature-flags'] as const;

/** GET api/admin/feature-flags. */
export const useAdminFeatureFlags = () =>
  useQuery({ queryKey: key, queryFn: () => http<AdminFeatureFlag[]>('api/admin/feature-flags'), meta: { errorDialog: false } });

/** PUT (a value) or DELETE (back to the default) api/admin/feature-flags/{name}; the app's own flags refresh too. */
export function useSetFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: string; enabled: boolean | null }) =>
      http<{ ok: true }>(
        `api/admin/feature-flags/${encodeURIComponent(name)}`,
        enabled === null ? { method: 'DELETE' } : { method: 'PUT', body: { enabled } },
      ),
    meta: { errorDialog: false },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['feature-flags'] })]),
  });
}
